import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { conflict, lockForParty, onlyCompany, requireOpenProject } from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";
import { completeIfDone } from "./project-completion";
import { isAwaitingProposal } from "./project-state";

/** The company accepts or declines a milestone the freelancer proposed (declined: cancelled). */
export async function answerProposal(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; accept: boolean; reason?: string },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyCompany(locked, input.accept ? "accept a proposed milestone" : "decline a proposed milestone");
    requireOpenProject(locked.project);
    if (!isAwaitingProposal(locked.milestone)) {
      throw conflict(`The milestone '${locked.milestone.title}' is not a proposal waiting for an answer.`);
    }
    const at = now();
    const row = await updateMilestone(
      txCtx,
      locked.milestone.id,
      input.accept ? { proposal: "ACCEPTED" } : { proposal: "DECLINED", status: "CANCELLED", cancelledAt: at },
    );
    await emit(txCtx, "MilestoneProposalAnswered", {
      ...milestoneFacts(locked.project, row),
      actorId: input.userId,
      accepted: input.accept,
      reason: input.reason ?? null,
    });
    if (!input.accept) await completeIfDone(txCtx, locked.project);
    await touchProject(txCtx, locked.project.id);
    return { projectId: locked.project.id };
  });
}
