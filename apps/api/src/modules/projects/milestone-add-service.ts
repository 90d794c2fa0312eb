import type { TMilestoneCreateBody, TMilestonePatchBody } from "@crewlance/contracts/projects";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import {
  conflict,
  lockForParty,
  lockProject,
  onlyCompany,
  requireFixedProject,
  requireOpenProject,
  requireStatus,
} from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";
import { isAwaitingProposal, type MilestoneRow, sideOf } from "./project-state";

/** The company adds a PENDING milestone; the freelancer proposes one for the company to accept. */
export async function addMilestone(
  ctx: AppContext,
  input: { projectId: string; userId: string; body: TMilestoneCreateBody },
): Promise<{ milestoneId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const project = await lockProject(txCtx, input.projectId, input.userId);
    requireOpenProject(project);
    requireFixedProject(project);
    const side = sideOf(project, input.userId)!;
    const [last] = await txCtx.db
      .select({ position: sql<number>`coalesce(max(${milestones.position}), 0)`.mapWith(Number) })
      .from(milestones)
      .where(eq(milestones.projectId, project.id));
    const at = now();
    const [row] = await txCtx.db
      .insert(milestones)
      .values({
        projectId: project.id,
        title: input.body.title,
        amount: input.body.amount,
        dueDate: input.body.dueDate ?? null,
        status: "PENDING",
        position: (last?.position ?? 0) + 1,
        proposedBy: side,
        proposal: side === "FREELANCER" ? "AWAITING" : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await emit(txCtx, "MilestoneAdded", {
      ...milestoneFacts(project, row!),
      actorId: input.userId,
      proposal: side === "FREELANCER",
    });
    await touchProject(txCtx, project.id);
    return { milestoneId: row!.id };
  });
}

/** The company edits a PENDING milestone (not a proposal still awaiting its answer). */
export async function editMilestone(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; body: TMilestonePatchBody },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyCompany(locked, "edit a milestone");
    requireStatus(locked, ["PENDING"], "edit this milestone");
    if (isAwaitingProposal(locked.milestone))
      throw conflict("Accept or decline the proposed milestone before editing it.");
    const values: Partial<MilestoneRow> = {};
    if (input.body.title !== undefined) values.title = input.body.title;
    if (input.body.amount !== undefined) values.amount = input.body.amount;
    if (input.body.dueDate !== undefined) values.dueDate = input.body.dueDate;
    const row = await updateMilestone(txCtx, locked.milestone.id, values);
    await emit(txCtx, "MilestoneEdited", { ...milestoneFacts(locked.project, row), actorId: input.userId });
    await touchProject(txCtx, locked.project.id);
    return { projectId: locked.project.id };
  });
}
