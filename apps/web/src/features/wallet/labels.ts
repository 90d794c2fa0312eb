import type {
  TWalletTransactionStatus,
  TWalletTransactionType,
  TWithdrawal,
  TWithdrawalStatus,
} from "@crewlance/contracts/wallet";
import type { BadgeTone } from "@/components/ui/badge";

export const TRANSACTION_TYPE_LABEL: Record<TWalletTransactionType, string> = {
  DEPOSIT: "Funds added",
  ESCROW_FUND: "Milestone funded",
  ESCROW_RELEASE: "Milestone payment",
  ESCROW_REFUND: "Escrow refund",
  // The request row is the whole withdrawal; its badge says requested, paid or failed (decision 0079).
  WITHDRAWAL_REQUEST: "Withdrawal",
  WITHDRAWAL_PAID: "Withdrawal paid",
  WITHDRAWAL_FAILED: "Withdrawal returned",
  ADJUSTMENT: "Adjustment",
};

export const TRANSACTION_STATUS: Record<TWalletTransactionStatus, { label: string; tone: BadgeTone }> = {
  COMPLETED: { label: "Completed", tone: "success" },
  PENDING: { label: "Pending", tone: "warning" },
  FAILED: { label: "Failed", tone: "danger" },
};

export const WITHDRAWAL_STATUS: Record<TWithdrawalStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: "Requested", tone: "warning" },
  PAID: { label: "Paid", tone: "success" },
  FAILED: { label: "Failed", tone: "danger" },
};

/**
 * Where a withdrawal stands for its owner (decision 0087): requested, processing with the bank
 * while the payout provider pays it, paid, or returned by the bank with the reason.
 */
export function withdrawalState(withdrawal: Pick<TWithdrawal, "status" | "payout">): {
  label: string;
  tone: BadgeTone;
} {
  const payout = withdrawal.payout?.status;
  if (withdrawal.status === "PENDING" && (payout === "CREATING" || payout === "SENT")) {
    return { label: "Processing with the bank", tone: "accent" };
  }
  if (withdrawal.status === "FAILED" && (payout === "REVERSED" || payout === "FAILED")) {
    return { label: "Returned", tone: "danger" };
  }
  return WITHDRAWAL_STATUS[withdrawal.status];
}

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
