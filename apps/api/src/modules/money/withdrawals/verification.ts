import type { TPayoutDestination, TWithdrawalDestination, TWithdrawalMethod } from "@crewlance/contracts/wallet";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletWithdrawalMethods } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { taxStandingOf, verifyPayee } from "../../tax/index";
import { loadUserSummaries } from "../../users/index";
import { findSavedMethod, payoutDestinationOf, saveMethod } from "./methods";
import { type MethodRow, toMethodView } from "./views";

/*
 * Withdrawals go only to a destination the KYC provider confirmed the payee holds (decision 0086).
 * A destination entered with a withdrawal is verified before the request's transaction opens and
 * marked verified as it is saved; one saved before verification existed is verified by POST /wallet/withdrawal-methods/{id}/verification.
 */

/** The provider's answer for a destination, asked before any transaction opens. */
export type PayeeCheck = { registeredName: string; notice: string | null };

/** The name the account should be held in: the one given with a bank account; for UPI, the tax profile's or the account's name. */
async function holderNameOf(ctx: AppContext, userId: string, destination: TPayoutDestination): Promise<string> {
  if (destination.type === "BANK" && destination.accountHolder) return destination.accountHolder;
  const standing = await taxStandingOf(ctx, userId);
  if (standing.legalName) return standing.legalName;
  return (await loadUserSummaries(ctx, [userId])).get(userId)?.fullName ?? "";
}

/**
 * Asks the provider who holds a destination (decision 0086). It waits on HTTP for up to
 * KYC_TIMEOUT_MS, so callers ask it before they open a transaction: no connection or row lock is
 * held while the provider answers.
 */
async function askProvider(ctx: AppContext, userId: string, destination: TPayoutDestination): Promise<PayeeCheck> {
  const verified = await verifyPayee(ctx, {
    userId,
    holderName: await holderNameOf(ctx, userId, destination),
    ...(destination.type === "BANK"
      ? { bank: { ifsc: destination.ifsc, accountNumber: destination.accountNumber } }
      : { vpa: destination.vpa }),
  });
  return { registeredName: verified.registeredName, notice: verified.notice };
}

/** Keeps the provider's answer on the row; two at once leave one row with the first answer. */
async function markVerified(ctx: AppContext, method: MethodRow, check: PayeeCheck): Promise<MethodRow> {
  const [updated] = await ctx.db
    .update(walletWithdrawalMethods)
    .set({ verifiedAt: now(), verifiedName: check.registeredName })
    .where(and(eq(walletWithdrawalMethods.id, method.id), isNull(walletWithdrawalMethods.verifiedAt)))
    .returning();
  if (updated) return updated;
  const [current] = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(eq(walletWithdrawalMethods.id, method.id));
  return current!;
}

/**
 * A destination typed in (with a withdrawal, or to save it), checked before the transaction: null
 * when the user already saved it verified (no second penny drop), else the provider's answer.
 * A refusal throws here, before anything is written.
 */
export async function checkNewDestination(
  ctx: AppContext,
  userId: string,
  destination: TWithdrawalDestination,
): Promise<PayeeCheck | null> {
  const saved = await findSavedMethod(ctx, userId, destination);
  if (saved?.verifiedAt) return null;
  return askProvider(ctx, userId, destination);
}

/** POST /wallet/withdrawal-methods/{id}/verification: the owner's saved method, verified now (or as it was). */
export async function verifyWithdrawalMethod(
  ctx: AppContext,
  input: { userId: string; methodId: string },
): Promise<{ method: TWithdrawalMethod; notice: string | null }> {
  const [method] = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(and(eq(walletWithdrawalMethods.id, input.methodId), eq(walletWithdrawalMethods.userId, input.userId)));
  if (!method) throw notFound("Saved withdrawal method");
  if (method.verifiedAt) return { method: toMethodView(method), notice: null };
  const check = await askProvider(ctx, method.userId, payoutDestinationOf(ctx, method));
  return { method: toMethodView(await markVerified(ctx, method, check)), notice: check.notice };
}

/**
 * A withdrawal's destination, verified, inside the request's transaction: one just typed in
 * carries the answer checkNewDestination got before the transaction opened (so a refusal saved
 * nothing); a saved one that is not verified is refused.
 */
export async function verifiedDestination(
  ctx: AppContext,
  method: MethodRow,
  check: PayeeCheck | null,
): Promise<MethodRow> {
  if (method.verifiedAt) return method;
  if (!check) {
    throw new AppError(
      "BUSINESS_RULE",
      "This withdrawal method is not verified yet: verify it under Withdraw before you withdraw to it.",
    );
  }
  return markVerified(ctx, method, check);
}

/**
 * POST /wallet/withdrawal-methods: saves a destination for later, verified before it is saved; a
 * refusal saves nothing. The same account again answers the saved one.
 */
export async function addWithdrawalMethod(
  ctx: AppContext,
  input: { userId: string; destination: TWithdrawalDestination },
): Promise<{ method: TWithdrawalMethod; notice: string | null }> {
  const check = await checkNewDestination(ctx, input.userId, input.destination);
  return withTransaction(ctx, async (txCtx) => {
    const saved = await saveMethod(txCtx, input.userId, input.destination);
    if (saved.verifiedAt || !check) return { method: toMethodView(saved), notice: null };
    return { method: toMethodView(await markVerified(txCtx, saved, check)), notice: check.notice };
  });
}
