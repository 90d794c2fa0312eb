import type { AppContext } from "../../context";
import { milestoneDisputes } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { lockForParty, requireStatus } from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";

/*
 * Either party opens a dispute on a milestone with money in escrow (decision 0037): the milestone
 * is frozen (DISPUTED) and the project too until an admin resolves it (dispute-resolve-service.ts).
 */
export async function disputeMilestone(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; reason: string },
): Promise<{ projectId: string; disputeId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    requireStatus(locked, ["FUNDED", "SUBMITTED", "REVISION_REQUESTED"], "open a dispute on this milestone");
    const { milestone, project, side } = locked;
    const [dispute] = await txCtx.db
      .insert(milestoneDisputes)
      .values({
        projectId: project.id,
        milestoneId: milestone.id,
        openedBy: input.userId,
        openedBySide: side,
        reason: input.reason,
        frozenFrom: milestone.status,
        createdAt: now(),
      })
      .returning({ id: milestoneDisputes.id });
    await updateMilestone(txCtx, milestone.id, { status: "DISPUTED", autoApproveAt: null });
    await emit(txCtx, "MilestoneDisputed", {
      ...milestoneFacts(project, milestone),
      actorId: input.userId,
      disputeId: dispute!.id,
      openedBySide: side,
      reason: input.reason,
    });
    await touchProject(txCtx, project.id, { status: "DISPUTED" });
    return { projectId: project.id, disputeId: dispute!.id };
  });
}
