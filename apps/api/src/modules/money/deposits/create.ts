import { randomUUID } from "node:crypto";
import type { TDeposit, TDepositResponse } from "@crewlance/contracts/wallet";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletDeposits } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import type { TxContext } from "../../../lib/transaction";
import { rupeesText } from "../ledger/accounts";
import { creditDeposit } from "./credit";
import { createProviderOrder, type ProviderOrder } from "./provider";
import { toDepositView } from "./view";

/** 400 with a field error when the amount is outside the configured deposit limits. */
export function checkDepositAmount(ctx: AppContext, amount: number): void {
  const { depositMin, depositMax } = ctx.config.wallet;
  if (amount < depositMin || amount > depositMax) {
    const message = `Add between ${rupeesText(depositMin)} and ${rupeesText(depositMax)} at a time.`;
    throw new AppError("VALIDATION_ERROR", message, [{ path: "amount", message }]);
  }
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
