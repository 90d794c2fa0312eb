import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../../context";
import { walletWithdrawals } from "../../../../db/schema/money";
import { now } from "../../../../lib/clock";
import { createSweeper, type Sweeper } from "../../../../lib/jobs/sweeper";
import { withTransaction } from "../../../../lib/transaction";
import { applyProviderPayout } from "./apply";
import { createsDue, registerPayoutSweeper, sendPayout } from "./dispatch";
import { fetchProviderPayout } from "./provider";

/*
 * The payout sweep (decision 0087), on every instance: creates that never reached the provider
 * are tried again with the same idempotency key, and payouts sent longer ago than
 * PAYOUT_SWEEP_AFTER_MINUTES without a final webhook are asked about (GET /v1/payouts/:id) and
 * settled as their webhook would have. Rows are claimed FOR UPDATE SKIP LOCKED and stamped, so
 * two instances never ask about the same payout at once; the withdrawal's row lock and the
 * ledger's idempotency key make a sweep racing a webhook settle it once.
 */

const BATCH = 20;

/** Claims a SENT payout that is overdue, stamping it so it is not asked about again for a while. */
async function claimOverdue(ctx: AppContext, withdrawalId: string, askBefore: Date): Promise<string | null> {
  return withTransaction(ctx, async (txCtx) => {
    const [row] = await txCtx.db
      .select({ id: walletWithdrawals.id, payoutId: walletWithdrawals.payoutId })
      .from(walletWithdrawals)
      .where(
        and(
          eq(walletWithdrawals.id, withdrawalId),
          eq(walletWithdrawals.status, "PENDING"),
          eq(walletWithdrawals.payoutStatus, "SENT"),
          lt(walletWithdrawals.payoutCheckedAt, askBefore),
        ),
      )
      .for("update", { skipLocked: true });
    if (!row?.payoutId) return null;
    await txCtx.db.update(walletWithdrawals).set({ payoutCheckedAt: now() }).where(eq(walletWithdrawals.id, row.id));
    return row.payoutId;
  });
}

export async function sweepPayouts(ctx: AppContext): Promise<{ more: boolean }> {
  const config = ctx.config.payouts;
  if (!config) return { more: false };
  const creates = await createsDue(ctx, BATCH);
  for (const { id } of creates) await sendPayout(ctx, id);
  const askBefore = new Date(now().getTime() - config.sweepAfterMinutes * 60_000);
  const overdue = await ctx.db
    .select({ id: walletWithdrawals.id })
    .from(walletWithdrawals)
    .where(
      and(
        eq(walletWithdrawals.status, "PENDING"),
        eq(walletWithdrawals.payoutStatus, "SENT"),
        lt(walletWithdrawals.payoutCheckedAt, askBefore),
      ),
    )
    .orderBy(walletWithdrawals.payoutCheckedAt)
    .limit(BATCH);
  for (const { id } of overdue) {
    const payoutId = await claimOverdue(ctx, id, askBefore);
    if (!payoutId) continue;
    const payout = await fetchProviderPayout(config, payoutId);
    if (payout) await withTransaction(ctx, (txCtx) => applyProviderPayout(txCtx, payout));
  }
  // Every row taken was stamped, so a full batch asks for another pass without ever looping on one row.
  return { more: creates.length === BATCH || overdue.length === BATCH };
}

/** Starts the sweep on this instance when a payout provider is configured. */
export function startPayoutSweeper(app: FastifyInstance): Sweeper | undefined {
  const config = app.ctx.config.payouts;
  if (!config) return undefined;
  const sweeper = createSweeper({
    name: "withdrawal-payouts",
    intervalMs: config.sweepIntervalMs,
    pass: () => sweepPayouts(app.ctx),
    log: app.log,
  });
  registerPayoutSweeper(app.ctx, sweeper);
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
  return sweeper;
}
