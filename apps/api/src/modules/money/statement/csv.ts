import type { TWalletTransaction } from "@crewlance/contracts/wallet";
import { csvCell as cell, csvDocument, csvRupees as rupees } from "../../../lib/csv";

/* GET /wallet/transactions.csv: one row per transaction, amounts in rupees. */

export const CSV_COLUMNS = [
  "number",
  "date",
  "type",
  "status",
  "account",
  "amount_inr",
  "fee_inr",
  // A release's tax withheld from the payee (decision 0089); empty on every other line.
  "tds_inr",
  "tcs_inr",
  "description",
  "reference",
  "transaction_id",
  // A withdrawal's row (decision 0079): its own amount, and the bank's reference once paid.
  "withdrawal_amount_inr",
  "utr",
];

export function transactionsCsv(items: TWalletTransaction[]): string {
  return csvDocument(
    CSV_COLUMNS,
    items.map((t) => [
      String(t.number),
      cell(t.createdAt),
      cell(t.type),
      cell(t.status),
      cell(t.account),
      rupees(t.amount),
      rupees(t.fee),
      t.withheld ? rupees(t.withheld.tds) : "",
      t.withheld ? rupees(t.withheld.tcs) : "",
      cell(t.description),
      cell(t.reference ? `${t.reference.kind}: ${t.reference.label}` : ""),
      cell(t.id),
      t.withdrawal ? rupees(t.withdrawal.amount) : "",
      cell(t.withdrawal?.utr ?? ""),
    ]),
  );
}
