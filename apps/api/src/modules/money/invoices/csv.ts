import type { TTaxInvoice } from "@crewlance/contracts/gst";
import { csvCell as cell, csvDocument, csvRupees as rupees } from "../../../lib/csv";

/* GET /wallet/invoices/export: one row per invoice or credit note of a financial year, amounts in rupees. */

export const INVOICE_CSV_COLUMNS = [
  "number",
  "kind",
  "date",
  "fee",
  "customer_name",
  "customer_gstin",
  "place_of_supply",
  "sac",
  "taxable_value_inr",
  "cgst_inr",
  "sgst_inr",
  "igst_inr",
  "total_inr",
  "original_invoice",
  "description",
];

export function invoicesCsv(items: TTaxInvoice[]): string {
  return csvDocument(
    INVOICE_CSV_COLUMNS,
    items.map((i) => [
      cell(i.number),
      cell(i.kind),
      cell(i.issuedAt),
      cell(i.feeKind),
      cell(i.customer.name),
      cell(i.customer.gstin),
      cell(i.placeOfSupply),
      cell(i.sacCode),
      rupees(i.taxableValue),
      rupees(i.cgst),
      rupees(i.sgst),
      rupees(i.igst),
      rupees(i.total),
      cell(i.originalInvoiceNumber),
      cell(i.description),
    ]),
  );
}
