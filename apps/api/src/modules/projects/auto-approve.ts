import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { milestones, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { createSweeper, type Sweeper } from "../../lib/jobs/sweeper";
import { withTransaction } from "../../lib/transaction";
import { approveLocked } from "./milestone-approve-service";
import { revealDueReviews } from "./reviews-service";

/*
 * Auto-approval (decision 0034): a SUBMITTED milestone whose autoApproveAt has passed is
 * approved by the system. Every instance sweeps; each due milestone is claimed by locking its
 * project row FOR UPDATE SKIP LOCKED (the lock every milestone change takes first), then the
 * milestone row, and its state is checked again under those locks — so across instances (and
 * against a company approving at that moment) it is approved and released exactly once. The
 * release's ledger key (`milestone:<id>:release`) is a second guard. Works on PGlite (SKIP
 * LOCKED is plain PostgreSQL), survives restarts (the state is the queue), and uses lib/clock.
 * The same pass reveals reviews whose 14-day window closed.
 */

const BATCH = 25;

export async function autoApproveDue(ctx: AppContext): Promise<{ more: boolean; approved: number }> {
  const at = now();
  const due = await ctx.db
    .select({ id: milestones.id, projectId: milestones.projectId })
    .from(milestones)
    .where(and(eq(milestones.status, "SUBMITTED"), lte(milestones.autoApproveAt, at)))
    .orderBy(asc(milestones.autoApproveAt))
    .limit(BATCH);
  let approved = 0;
  for (const candidate of due) {
    const done = await withTransaction(ctx, async (txCtx) => {
      const claimed = await txCtx.db.execute<{ id: string }>(
        sql`select id from ${projects} where id = ${candidate.projectId} for update skip locked`,
      );
      if (claimed.rows.length === 0) return false; // another instance (or a person) is on this project now
      const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, candidate.projectId));
      const [milestone] = await txCtx.db.select().from(milestones).where(eq(milestones.id, candidate.id)).for("update");
      if (!project || !milestone || milestone.status !== "SUBMITTED") return false;
      if (!milestone.autoApproveAt || milestone.autoApproveAt > now()) return false;
      await approveLocked(txCtx, { project, milestone }, null);
      return true;
    });
    if (done) approved += 1;
  }
  await revealDueReviews(ctx);
  return { more: due.length === BATCH && approved > 0, approved };
}

/** Starts the sweep on this instance (and one pass at start, for milestones that fell due while down). */
export function startAutoApprove(app: FastifyInstance): Sweeper {
  const sweeper = createSweeper({
    name: "milestone-auto-approve",
    intervalMs: app.ctx.config.projects.autoApproveIntervalMs,
    pass: () => autoApproveDue(app.ctx),
    log: app.log,
  });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
  return sweeper;
}
