import { and, eq } from "drizzle-orm";
import { walletDeposits } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import type { TxContext } from "../../../lib/transaction";
import { transfer } from "../ledger/transfer";
import type { CapturedPayment } from "./provider";
import type { DepositRow } from "./view";

/** Credits a deposit: EXTERNAL → the user's AVAILABLE, once per deposit. */
export async function creditDeposit(
  ctx: TxContext,
  deposit: DepositRow,
  paymentId: string | null,
): Promise<DepositRow> {
  const credited = await transfer(ctx, {
    type: "DEPOSIT",
    idempotencyKey: `deposit:${deposit.id}`,
    description: deposit.provider === "dev" ? "Funds added (development provider)" : "Funds added (Razorpay)",
    reference: { kind: "DEPOSIT", id: deposit.id, label: "Add funds", projectId: null },
    legs: [
      { account: { system: "EXTERNAL" }, amount: -deposit.amount },
      { account: { userId: deposit.userId, kind: "AVAILABLE" }, amount: deposit.amount },
    ],
  });
  const [row] = await ctx.db
    .update(walletDeposits)
    .set({ status: "COMPLETED", transactionId: credited.id, providerPaymentId: paymentId, completedAt: now() })
    .where(eq(walletDeposits.id, deposit.id))
    .returning();
  return row!;
}

/**
 * A verified provider payment: credits the deposit of its order once. Returns what happened, for
 * the webhook's record: an unknown order, a paid amount or currency that does not match, or a
 * deposit already credited change nothing.
 */
export async function completeProviderDeposit(
  ctx: TxContext,
  input: { provider: "razorpay"; payment: CapturedPayment },
): Promise<"credited" | "unknown-order" | "mismatch" | "already-credited"> {
  const [deposit] = await ctx.db
    .select()
    .from(walletDeposits)
    .where(and(eq(walletDeposits.provider, input.provider), eq(walletDeposits.providerOrderId, input.payment.orderId)))
    .for("update");
  if (!deposit) return "unknown-order";
  if (deposit.status !== "PENDING") return "already-credited";
  if (deposit.amount !== input.payment.amount || input.payment.currency !== "INR") return "mismatch";
  await creditDeposit(ctx, deposit, input.payment.paymentId);
  return "credited";
}
