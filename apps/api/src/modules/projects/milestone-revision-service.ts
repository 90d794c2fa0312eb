import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneSubmissions } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { lockForParty, onlyCompany, requireStatus } from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";

/** The company sends a SUBMITTED milestone back; the reason lands on the latest submission too. */
export async function requestRevision(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; reason: string },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyCompany(locked, "ask for a revision");
    requireStatus(locked, ["SUBMITTED"], "ask for a revision of this milestone");
    const { milestone, project } = locked;
    await txCtx.db
      .update(milestoneSubmissions)
      .set({ revisionReason: input.reason, revisionRequestedAt: now() })
      .where(
        sql`${milestoneSubmissions.id} = (select s.id from ${milestoneSubmissions} s where s.milestone_id = ${milestone.id} order by s.created_at desc, s.id desc limit 1)`,
      );
    await updateMilestone(txCtx, milestone.id, {
      status: "REVISION_REQUESTED",
      autoApproveAt: null,
      revisionReason: input.reason,
    });
    await emit(txCtx, "MilestoneRevisionRequested", {
      ...milestoneFacts(project, milestone),
      actorId: input.userId,
      reason: input.reason,
    });
    await touchProject(txCtx, project.id);
    return { projectId: project.id };
  });
}
