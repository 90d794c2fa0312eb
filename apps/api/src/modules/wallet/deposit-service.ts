import { randomUUID } from "node:crypto";
import type { TDeposit, TDepositResponse } from "@crewlance/contracts/wallet";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { walletDeposits } from "../../db/schema/wallet";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { type CapturedPayment, createProviderOrder, type ProviderOrder } from "../payments/provider-service";
import { rupeesText, transfer } from "./ledger-service";

type DepositRow = typeof walletDeposits.$inferSelect;

function toDepositView(row: DepositRow): TDeposit {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    provider: row.provider,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 400 with a field error when the amount is outside the configured deposit limits. */
export function checkDepositAmount(ctx: AppContext, amount: number): void {
  const { depositMin, depositMax } = ctx.config.wallet;
  if (amount < depositMin || amount > depositMax) {
    const message = `Add between ${rupeesText(depositMin)} and ${rupeesText(depositMax)} at a time.`;
    throw new AppError("VALIDATION_ERROR", message, [{ path: "amount", message }]);
  }
}

/** Credits a deposit: EXTERNAL → the user's AVAILABLE, once per deposit. */
async function creditDeposit(ctx: TxContext, deposit: DepositRow, paymentId: string | null): Promise<DepositRow> {
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

/** Prepared outside the transaction: the deposit id and, for Razorpay, the provider's order. */
export type PreparedDeposit = { depositId: string; order: ProviderOrder | null };

/**
 * Demo money (decision 0081): a deposit the development provider credits at once whatever
 * PAYMENT_PROVIDER says, so the demo data starts on every configuration. It goes through
 * `createDeposit` like any other (one transaction, EXTERNAL → AVAILABLE through the ledger's
 * transfer) and is recorded as the dev provider's, never as a real provider's payment.
 */
export function developmentCredit(): PreparedDeposit {
  return { depositId: randomUUID(), order: null };
}

export async function prepareDeposit(
  ctx: AppContext,
  input: { userId: string; amount: number },
): Promise<PreparedDeposit> {
  checkDepositAmount(ctx, input.amount);
  const depositId = randomUUID();
  if (ctx.config.wallet.provider === "dev") return { depositId, order: null };
  const order = await createProviderOrder(ctx, { amount: input.amount, receipt: depositId, userId: input.userId });
  return { depositId, order };
}

/**
 * POST /wallet/deposits: the dev provider credits at once; Razorpay records a PENDING deposit
 * for its order and answers what Checkout needs — its webhook credits it.
 */
export async function createDeposit(
  ctx: TxContext,
  input: { userId: string; amount: number; prepared: PreparedDeposit },
): Promise<TDepositResponse> {
  const { depositId, order } = input.prepared;
  const [row] = await ctx.db
    .insert(walletDeposits)
    .values({
      id: depositId,
      userId: input.userId,
      amount: input.amount,
      provider: order ? "razorpay" : "dev",
      providerOrderId: order?.orderId ?? null,
      createdAt: now(),
    })
    .returning();
  if (!order) return { deposit: toDepositView(await creditDeposit(ctx, row!, null)), checkout: null };
  return {
    deposit: toDepositView(row!),
    checkout: {
      provider: "razorpay",
      orderId: order.orderId,
      keyId: order.keyId,
      amount: input.amount,
      currency: "INR",
    },
  };
}

export async function getDeposit(ctx: AppContext, input: { userId: string; depositId: string }): Promise<TDeposit> {
  const [row] = await ctx.db
    .select()
    .from(walletDeposits)
    .where(and(eq(walletDeposits.id, input.depositId), eq(walletDeposits.userId, input.userId)));
  if (!row) throw notFound("Deposit");
  return toDepositView(row);
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
