import { UTR_PATTERN } from "@crewlance/contracts/wallet";
import { and, eq } from "drizzle-orm";
import { walletWithdrawals } from "../../../../db/schema/money";
import { now } from "../../../../lib/clock";
import type { TxContext } from "../../../../lib/transaction";
import { settleLockedWithdrawal } from "../settle";
import type { WithdrawalRow } from "../views";
import type { ProviderPayout } from "./provider";

/** What the provider's word about a payout did, recorded on its webhook event. */
export type PayoutOutcome =
  | "paid"
  | "returned"
  | "sent"
  | "late"
  | "reversed-after-paid"
  | "unknown-payout"
  | "mismatch";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IN_FLIGHT = new Set(["queued", "pending", "processing", "scheduled"]);
const RETURNED = new Set(["reversed", "failed", "cancelled", "rejected"]);

/** Finds and locks the withdrawal a payout pays: by our reference (its id), else by the payout id. */
async function lockWithdrawalOf(ctx: TxContext, payout: ProviderPayout): Promise<WithdrawalRow | undefined> {
  const where =
    payout.referenceId && UUID.test(payout.referenceId)
      ? eq(walletWithdrawals.id, payout.referenceId)
      : and(eq(walletWithdrawals.payoutProvider, "razorpayx"), eq(walletWithdrawals.payoutId, payout.id));
  const [row] = await ctx.db.select().from(walletWithdrawals).where(where).for("update");
  return row;
}

function returnedReason(payout: ProviderPayout): string {
  const said = payout.reason ? `: ${payout.reason}` : "";
  return payout.status === "reversed" ? `The bank returned the payout${said}` : `The payout failed${said}`;
}

/**
 * Applies where a payout stands — from a webhook, the sweep's question, or the create's answer —
 * to its withdrawal, under the withdrawal's row lock (decision 0087). Only a withdrawal the
 * provider is handling (PENDING, payout CREATING or SENT) changes: processed settles it as PAID
 * with the UTR through the same path as an admin's settlement; reversed, failed, cancelled or
 * rejected return the money with the reason; in flight records the payout id. The first final
 * word wins: anything after it changes nothing and is only recorded (a reversal after a payout
 * was paid is flagged for an admin, who corrects it with an adjustment).
 */
export async function applyProviderPayout(ctx: TxContext, payout: ProviderPayout): Promise<PayoutOutcome> {
  const row = await lockWithdrawalOf(ctx, payout);
  // Not found, or a withdrawal only the admin queue handles.
  if (!row) return "unknown-payout";
  if (row.payoutProvider !== "razorpayx") return "unknown-payout";
  if ((row.payoutId && row.payoutId !== payout.id) || row.amount !== payout.amount) return "mismatch";
  const handled = row.status === "PENDING" && (row.payoutStatus === "CREATING" || row.payoutStatus === "SENT");
  if (!handled) return row.status === "PAID" && payout.status === "reversed" ? "reversed-after-paid" : "late";
  const utr = payout.utr?.trim().toUpperCase() ?? "";
  if (payout.status === "processed" && UTR_PATTERN.test(utr)) {
    await settleLockedWithdrawal(ctx, {
      row,
      body: { outcome: "PAID", utr },
      adminId: null,
      payout: { id: payout.id, status: "PROCESSED", note: null },
    });
    return "paid";
  }
  if (RETURNED.has(payout.status)) {
    const reason = returnedReason(payout);
    await settleLockedWithdrawal(ctx, {
      row,
      body: { outcome: "FAILED", reason },
      adminId: null,
      payout: { id: payout.id, status: payout.status === "reversed" ? "REVERSED" : "FAILED", note: payout.reason },
    });
    return "returned";
  }
  // In flight (or processed without a usable UTR yet): the provider has it; the sweep asks again later.
  if (IN_FLIGHT.has(payout.status) || payout.status === "processed") {
    await ctx.db
      .update(walletWithdrawals)
      .set({ payoutId: payout.id, payoutStatus: "SENT", payoutCheckedAt: now() })
      .where(eq(walletWithdrawals.id, row.id));
    return "sent";
  }
  return "mismatch";
}
