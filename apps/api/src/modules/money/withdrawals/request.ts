import { randomUUID } from "node:crypto";
import type { TWithdrawal, TWithdrawalBody } from "@crewlance/contracts/wallet";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletWithdrawalMethods, walletWithdrawals } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import type { TxContext } from "../../../lib/transaction";
import { rupeesText } from "../ledger/accounts";
import { transfer } from "../ledger/transfer";
import { saveMethod } from "./methods";
import { handOverToProvider } from "./payouts/dispatch";
import { checkNewDestination, type PayeeCheck, verifiedDestination } from "./verification";
import { type MethodRow, maskedLabel, toWithdrawalView } from "./views";

/**
 * Asks the KYC provider about a destination typed in with a withdrawal, before the request's
 * transaction opens (decision 0086); pass its answer to requestWithdrawal. Null for a saved method.
 */
export async function checkWithdrawalDestination(
  ctx: AppContext,
  input: { userId: string; body: TWithdrawalBody },
): Promise<PayeeCheck | null> {
  const { methodId, destination } = input.body;
  if (methodId || !destination) return null;
  return checkNewDestination(ctx, input.userId, destination);
}

/**
 * AVAILABLE → PENDING_WITHDRAWAL, to a new (saved) or saved destination; a new one carries the
 * provider's answer from checkWithdrawalDestination.
 */
export async function requestWithdrawal(
  ctx: TxContext,
  input: { userId: string; body: TWithdrawalBody; destinationCheck: PayeeCheck | null },
): Promise<TWithdrawal> {
  const { amount } = input.body;
  const minimum = ctx.config.wallet.withdrawalMin;
  if (amount < minimum) {
    const message = `Withdraw at least ${rupeesText(minimum)}.`;
    throw new AppError("VALIDATION_ERROR", message, [{ path: "amount", message }]);
  }
  let method: MethodRow;
  const { methodId, destination } = input.body;
  if (methodId) {
    const [row] = await ctx.db
      .select()
      .from(walletWithdrawalMethods)
      .where(and(eq(walletWithdrawalMethods.id, methodId), eq(walletWithdrawalMethods.userId, input.userId)));
    if (!row) throw notFound("Saved withdrawal method");
    method = row;
  } else if (destination) {
    method = await saveMethod(ctx, input.userId, destination);
  } else {
    throw new AppError("VALIDATION_ERROR", "Choose a saved method or enter a new destination.");
  }
  method = await verifiedDestination(ctx, method, methodId ? null : input.destinationCheck);
  const id = randomUUID();
  const moved = await transfer(ctx, {
    type: "WITHDRAWAL_REQUEST",
    idempotencyKey: `withdrawal:${id}:request`,
    description: `Withdrawal requested to ${maskedLabel(method)}`,
    reference: { kind: "WITHDRAWAL", id, label: `Withdrawal to ${maskedLabel(method)}`, projectId: null },
    legs: [
      { account: { userId: input.userId, kind: "AVAILABLE" }, amount: -amount },
      { account: { userId: input.userId, kind: "PENDING_WITHDRAWAL" }, amount },
    ],
  });
  const [row] = await ctx.db
    .insert(walletWithdrawals)
    .values({ id, userId: input.userId, methodId: method.id, amount, requestTransactionId: moved.id, createdAt: now() })
    .returning();
  // With a payout provider configured, it pays this withdrawal once the request commits (decision 0087).
  return toWithdrawalView(await handOverToProvider(ctx, row!), method);
}
