import type { TWithdrawal, TWithdrawalMethod } from "@crewlance/contracts/wallet";
import type { walletWithdrawalMethods, walletWithdrawals } from "../../../db/schema/money";

export type MethodRow = typeof walletWithdrawalMethods.$inferSelect;
export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

/** "HDFC0001234 · ••••9012" or "as••@okhdfc": enough to recognise, not enough to reuse. */
export function maskedLabel(row: Pick<MethodRow, "type" | "ifsc" | "accountLast4" | "vpa">): string {
  if (row.type === "BANK") return `${row.ifsc} · ••••${row.accountLast4 ?? ""}`;
  const [handle = "", bank = ""] = (row.vpa ?? "").split("@");
  return `${handle.slice(0, 2)}••@${bank}`;
}

export function toMethodView(row: MethodRow): TWithdrawalMethod {
  return {
    id: row.id,
    type: row.type,
    label: maskedLabel(row),
    accountHolder: row.accountHolder,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedName: row.verifiedName,
  };
}

export function toWithdrawalView(row: WithdrawalRow, method: MethodRow): TWithdrawal {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    method: toMethodView(method),
    payout:
      row.payoutProvider && row.payoutStatus
        ? { provider: row.payoutProvider, id: row.payoutId, status: row.payoutStatus, note: row.payoutNote }
        : null,
    failureReason: row.failureReason,
    utr: row.utr,
    transactionId: row.requestTransactionId,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
