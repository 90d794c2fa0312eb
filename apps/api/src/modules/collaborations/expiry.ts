import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import { createSweeper, type Sweeper } from "../../lib/jobs/sweeper";
import { withTransaction } from "../../lib/transaction";
import { factsOf } from "./answer-rules";

/*
 * Expiry (decision 0047): a request unanswered for COLLABORATION_EXPIRY_DAYS reads as
 * EXPIRED at once (views.ts), and this sweep stores it (listeners tell both sides). Each due row is
 * claimed FOR UPDATE SKIP LOCKED — the lock an answer takes — and checked again under it, so an
 * accept at the same moment and several instances never both act on one request.
 */

const BATCH = 50;

export async function expireDueCollaborations(ctx: AppContext): Promise<{ more: boolean; expired: number }> {
  const due = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(and(eq(collaborations.status, "PENDING"), lte(collaborations.expiresAt, now())))
    .orderBy(asc(collaborations.expiresAt))
    .limit(BATCH);
  let expired = 0;
  for (const candidate of due) {
    const done = await withTransaction(ctx, async (txCtx) => {
      const claimed = await txCtx.db.execute<{ id: string }>(
        sql`select id from ${collaborations} where id = ${candidate.id} for update skip locked`,
      );
      if (claimed.rows.length === 0) return false;
      const [row] = await txCtx.db.select().from(collaborations).where(eq(collaborations.id, candidate.id));
      if (row?.status !== "PENDING" || row.expiresAt > now()) return false;
      await txCtx.db
        .update(collaborations)
        .set({ status: "EXPIRED", updatedAt: now() })
        .where(eq(collaborations.id, row.id));
      await emit(txCtx, "CollaborationExpired", {
        ...factsOf(row),
        recipientUserId: row.recipientUserId,
        recipientTeamId: row.recipientTeamId,
      });
      return true;
    });
    if (done) expired += 1;
  }
  return { more: due.length === BATCH && expired > 0, expired };
}

/** Starts the sweep on this instance, at the projects' sweep interval (one pass at start). */
export function startCollaborationExpiry(app: FastifyInstance): Sweeper {
  const sweeper = createSweeper({
    name: "collaboration-expiry",
    intervalMs: app.ctx.config.projects.autoApproveIntervalMs,
    pass: () => expireDueCollaborations(app.ctx),
    log: app.log,
  });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
  return sweeper;
}
