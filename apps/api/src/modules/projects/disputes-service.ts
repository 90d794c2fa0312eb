import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import type { TDispute, TDisputeStatus } from "@crewlance/contracts/projects";
import { asc, count, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { disputeStatements, milestoneDisputes, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import { recordActivity } from "./activity";
import { disputeViews } from "./dispute-views";
import { sideOf } from "./project-state";

/*
 * Disputes (decision 0037). Opening one freezes the milestone (milestone-dispute-service.ts).
 * Either party may add statements while it is open; an ADMIN resolves it
 * (dispute-resolve-service.ts).
 */

/** One dispute, for its parties or an admin. */
export async function getDispute(
  ctx: AppContext,
  input: { disputeId: string; userId: string; isAdmin: boolean },
): Promise<TDispute> {
  const [row] = await ctx.db.select().from(milestoneDisputes).where(eq(milestoneDisputes.id, input.disputeId));
  if (!row) throw notFound("Dispute");
  if (!input.isAdmin) {
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, row.projectId));
    if (!project || !sideOf(project, input.userId)) throw notFound("Dispute");
  }
  return (await disputeViews(ctx, [row]))[0]!;
}

/** GET /admin/disputes: oldest first (a queue). */
export async function listDisputes(
  ctx: AppContext,
  input: { status: TDisputeStatus; page: number; limit: number },
): Promise<{ items: TDispute[]; pagination: TPagination }> {
  const where = eq(milestoneDisputes.status, input.status);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(milestoneDisputes)
      .where(where)
      .orderBy(asc(milestoneDisputes.createdAt), asc(milestoneDisputes.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(milestoneDisputes).where(where),
  ]);
  return {
    items: await disputeViews(ctx, rows),
    pagination: buildPagination(total?.value ?? 0, input.page, input.limit),
  };
}

/** A party adds a statement to an open dispute. */
export async function addDisputeStatement(
  ctx: AppContext,
  input: { disputeId: string; userId: string; text: string },
): Promise<TDispute> {
  await withTransaction(ctx, async (txCtx) => {
    const [row] = await txCtx.db
      .select()
      .from(milestoneDisputes)
      .where(eq(milestoneDisputes.id, input.disputeId))
      .for("update");
    if (!row) throw notFound("Dispute");
    const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, row.projectId));
    const side = project ? sideOf(project, input.userId) : null;
    if (!project || !side) throw notFound("Dispute");
    if (row.status !== "OPEN") throw new AppError("CONFLICT", "This dispute is resolved: it takes no more statements.");
    await txCtx.db
      .insert(disputeStatements)
      .values({ disputeId: row.id, authorId: input.userId, side, text: input.text, createdAt: now() });
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "DISPUTE_STATEMENT",
      actorId: input.userId,
      text: `Added a statement to the dispute: ${input.text}`,
      milestoneId: row.milestoneId,
    });
  });
  return getDispute(ctx, { disputeId: input.disputeId, userId: input.userId, isAdmin: false });
}
