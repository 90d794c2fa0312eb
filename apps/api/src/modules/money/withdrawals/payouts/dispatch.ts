import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { AppContext } from "../../../../context";
import { walletWithdrawalMethods, walletWithdrawals } from "../../../../db/schema/money";
import { now } from "../../../../lib/clock";
import { afterCommit, type TxContext, withTransaction } from "../../../../lib/transaction";
import { withdrawalsHeld } from "../../../safety/index";
import { payoutDestinationOf } from "../methods";
import type { WithdrawalRow } from "../views";
import { applyProviderPayout, type PayoutOutcome } from "./apply";
import { createProviderPayout } from "./provider";

/*
 * Handing a withdrawal to the payout provider (decision 0087). The request's transaction marks it
 * CREATING; after it commits, the create call goes out (never inside a transaction: a slow
 * provider must not hold row locks). Each attempt first claims the row (SKIP LOCKED, and stamps
 * payout_checked_at so another instance's sweep leaves it alone for PAYOUT_RETRY_AFTER_SECONDS),
 * then calls the provider with the withdrawal id as the idempotency key, so however many attempts
 * reach it, the provider makes one payout.
 */

type Waker = { kick: () => void; drain: () => Promise<void> };
const wakers = new WeakMap<AppContext, Waker>();

/** The running sweep of this app, woken when a withdrawal is handed over (sweep.ts registers it). */
export function registerPayoutSweeper(ctx: AppContext, sweeper: Waker): void {
  wakers.set(ctx, sweeper);
}

/** Waits until the payout sweep of this app has nothing due left (tests, demo data). */
export async function drainPayouts(ctx: AppContext): Promise<void> {
  await wakers.get(ctx)?.drain();
}

/**
 * Called by a withdrawal request inside its transaction: with a provider configured, the
 * withdrawal becomes the provider's to pay, and its create goes out once the request commits.
 */
export async function handOverToProvider(ctx: TxContext, row: WithdrawalRow): Promise<WithdrawalRow> {
  if (!ctx.config.payouts) return row;
  const [updated] = await ctx.db
    .update(walletWithdrawals)
    .set({ payoutProvider: "razorpayx", payoutStatus: "CREATING" })
    .where(eq(walletWithdrawals.id, row.id))
    .returning();
  const outside = ctx.outside;
  afterCommit(ctx, () => {
    const sweeper = wakers.get(outside);
    if (sweeper) sweeper.kick();
    else return sendPayout(outside, row.id).then(() => undefined);
  });
  return updated!;
}

/** Claims a CREATING withdrawal that is due for an attempt; undefined when another has it or it is not due. */
async function claimCreate(ctx: AppContext, withdrawalId: string) {
  return withTransaction(ctx, async (txCtx) => {
    const retryBefore = new Date(now().getTime() - (ctx.config.payouts?.retryAfterSeconds ?? 60) * 1000);
    const [row] = await txCtx.db
      .select()
      .from(walletWithdrawals)
      .where(
        and(
          eq(walletWithdrawals.id, withdrawalId),
          eq(walletWithdrawals.status, "PENDING"),
          eq(walletWithdrawals.payoutStatus, "CREATING"),
          or(isNull(walletWithdrawals.payoutCheckedAt), lt(walletWithdrawals.payoutCheckedAt, retryBefore)),
        ),
      )
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    await txCtx.db.update(walletWithdrawals).set({ payoutCheckedAt: now() }).where(eq(walletWithdrawals.id, row.id));
    // A fraud suspension holds the payout (decision 0092); stamped above, the sweep asks again later.
    if (await withdrawalsHeld(txCtx, row.userId)) return undefined;
    const [method] = await txCtx.db
      .select()
      .from(walletWithdrawalMethods)
      .where(eq(walletWithdrawalMethods.id, row.methodId));
    return { row, method: method! };
  });
}

/** One attempt to create the payout of a CREATING withdrawal; what came of it, or null when not due. */
export async function sendPayout(
  ctx: AppContext,
  withdrawalId: string,
): Promise<PayoutOutcome | "refused" | "unreachable" | null> {
  const config = ctx.config.payouts;
  if (!config) return null;
  const claimed = await claimCreate(ctx, withdrawalId);
  if (!claimed) return null;
  const { row, method } = claimed;
  const answer = await createProviderPayout(config, {
    withdrawalId: row.id,
    userId: row.userId,
    amount: row.amount,
    destination: payoutDestinationOf(ctx, method),
    contactName: method.accountHolder ?? "Crewlance member",
  });
  if (answer.kind === "unreachable") return "unreachable";
  if (answer.kind === "accepted") return withTransaction(ctx, (txCtx) => applyProviderPayout(txCtx, answer.payout));
  // A refusal hands the withdrawal back to the admin queue, with the provider's reason.
  await ctx.db
    .update(walletWithdrawals)
    .set({ payoutStatus: "REFUSED", payoutNote: answer.reason, payoutCheckedAt: now() })
    .where(
      and(
        eq(walletWithdrawals.id, row.id),
        eq(walletWithdrawals.status, "PENDING"),
        eq(walletWithdrawals.payoutStatus, "CREATING"),
      ),
    );
  return "refused";
}

/** Withdrawals whose create is due again: never tried, or the last try is older than the retry time. */
export function createsDue(ctx: AppContext, limit: number) {
  const retryBefore = new Date(now().getTime() - (ctx.config.payouts?.retryAfterSeconds ?? 60) * 1000);
  return ctx.db
    .select({ id: walletWithdrawals.id })
    .from(walletWithdrawals)
    .where(
      and(
        eq(walletWithdrawals.status, "PENDING"),
        eq(walletWithdrawals.payoutStatus, "CREATING"),
        or(isNull(walletWithdrawals.payoutCheckedAt), lt(walletWithdrawals.payoutCheckedAt, retryBefore)),
      ),
    )
    .orderBy(sql`${walletWithdrawals.payoutCheckedAt} nulls first`, walletWithdrawals.id)
    .limit(limit);
}
