import type {
  TWalletTransaction,
  TWalletTransactionStatus,
  TWalletTransactionWithdrawal,
} from "@crewlance/contracts/wallet";
import { formatTransactionNumber } from "../ledger/accounts";

/** A statement line joined with its transaction (and, for a withdrawal request, the withdrawal's state). */
export type StatementRow = {
  transaction_id: string;
  user_id: string;
  type: string;
  account: string;
  amount: string | number;
  fee: string | number;
  created_at: string | Date;
  number: string | number;
  description: string;
  reference_kind: string | null;
  reference_id: string | null;
  reference_label: string | null;
  reference_project_id: string | null;
  withdrawal_id: string | null;
  withdrawal_status: string | null;
  withdrawal_amount: string | number | null;
  withdrawal_utr: string | null;
  withdrawal_failure_reason: string | null;
  withdrawal_settled_at: string | Date | null;
  withdrawal_payout_status: string | null;
  /** A release's TDS and TCS rows of the viewer, summed (decision 0089); null when it has none. */
  withheld: { tds: string | number; tcs: string | number } | string | null;
};

function withheldOf(row: StatementRow): TWalletTransaction["withheld"] {
  if (!row.withheld) return null;
  const sums = typeof row.withheld === "string" ? JSON.parse(row.withheld) : row.withheld;
  return { tds: Number(sums.tds), tcs: Number(sums.tcs) };
}

function withdrawalOf(row: StatementRow): TWalletTransactionWithdrawal | null {
  if (!row.withdrawal_id || !row.withdrawal_status) return null;
  return {
    id: row.withdrawal_id,
    status: row.withdrawal_status as TWalletTransactionWithdrawal["status"],
    amount: Number(row.withdrawal_amount),
    utr: row.withdrawal_utr,
    failureReason: row.withdrawal_failure_reason,
    settledAt: row.withdrawal_settled_at ? new Date(row.withdrawal_settled_at).toISOString() : null,
    withBank: row.withdrawal_status === "PENDING" && row.withdrawal_payout_status === "SENT",
  };
}

/**
 * A statement line as its viewer reads it. A withdrawal's request line stands for the whole
 * withdrawal (decision 0079): once it failed the money is back, so it has taken nothing from
 * AVAILABLE and its amount reads 0 (the withdrawal's own amount is in `withdrawal`).
 */
export function toTransactionView(row: StatementRow): TWalletTransaction {
  let status: TWalletTransactionStatus = "COMPLETED";
  if (row.withdrawal_status === "PENDING") status = "PENDING";
  if (row.withdrawal_status === "FAILED") status = "FAILED";
  const withdrawal = withdrawalOf(row);
  return {
    id: row.transaction_id,
    number: formatTransactionNumber(Number(row.number)),
    type: row.type as TWalletTransaction["type"],
    status,
    account: row.account as TWalletTransaction["account"],
    amount: withdrawal?.status === "FAILED" ? 0 : Number(row.amount),
    fee: Number(row.fee),
    description: row.description,
    reference: row.reference_kind
      ? {
          kind: row.reference_kind as NonNullable<TWalletTransaction["reference"]>["kind"],
          id: row.reference_id ?? "",
          label: row.reference_label ?? "",
          projectId: row.reference_project_id,
        }
      : null,
    withdrawal,
    withheld: withheldOf(row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
