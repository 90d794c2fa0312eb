import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { releaseEscrow } from "../money/index";
import { type Locked, lockForParty, onlyCompany, requireStatus } from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";
import { teamPayoutSplit } from "./payout-shares-service";
import { completeIfDone } from "./project-completion";

/*
 * Approving a SUBMITTED milestone releases its escrow to the freelancer, less the freelancer fee
 * (both fees go to platform revenue), in the transaction that locked the rows. The activity entry,
 * the notifications and the freelancer's figures follow from MilestoneApproved (projects/listeners.ts).
 */

/** The company approves a submitted milestone. */
export async function approveMilestone(
  txCtx: TxContext,
  input: { milestoneId: string; userId: string },
): Promise<{ projectId: string }> {
  const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
  onlyCompany(locked, "approve a milestone");
  requireStatus(locked, ["SUBMITTED"], "approve this milestone");
  await approveLocked(txCtx, locked, input.userId);
  return { projectId: locked.project.id };
}

/** Approves with the rows locked; `userId` null: the auto-approve job, which locked them itself. */
export async function approveLocked(txCtx: TxContext, locked: Omit<Locked, "side">, userId: string | null) {
  const { milestone, project } = locked;
  const release = await releaseEscrow(txCtx, {
    companyId: project.companyId,
    freelancerId: project.freelancerId,
    // A hired team's shares split the freelancer side (decision 0041); null otherwise.
    payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
    amount: milestone.amount,
    clientFee: milestone.clientFee ?? undefined,
    idempotencyKey: `milestone:${milestone.id}:release`,
    reference: { kind: "MILESTONE", id: milestone.id, label: milestone.title, projectId: project.id },
    description: `Escrow released: ${milestone.title}`,
  });
  await updateMilestone(txCtx, milestone.id, {
    status: "APPROVED",
    approvedAt: now(),
    autoApproveAt: null,
    autoApproved: userId === null,
    releasedAmount: milestone.amount,
    freelancerFee: release.freelancerFee,
    clientFee: release.clientFee,
  });
  await emit(txCtx, "MilestoneApproved", {
    ...milestoneFacts(project, milestone),
    actorId: userId,
    freelancerReceives: release.freelancerReceives,
  });
  await completeIfDone(txCtx, project);
  await touchProject(txCtx, project.id);
}
