import { feeFor } from "@crewlance/contracts/wallet";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { refundEscrow } from "../money/index";
import { conflict, lockForParty, onlyCompany, requireStatus } from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";
import { completeIfDone } from "./project-completion";
import { isAwaitingProposal } from "./project-state";

/** The company cancels a PENDING milestone, or a FUNDED one before any submission (refunded with its fee). */
export async function cancelMilestone(
  txCtx: TxContext,
  input: { milestoneId: string; userId: string; reason?: string },
): Promise<{ projectId: string }> {
  const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
  onlyCompany(locked, "cancel a milestone");
  requireStatus(locked, ["PENDING", "FUNDED"], "cancel this milestone");
  const { milestone, project } = locked;
  if (isAwaitingProposal(milestone)) throw conflict("Decline the proposed milestone instead of cancelling it.");
  let refunded = 0;
  if (milestone.status === "FUNDED") {
    const clientFee = milestone.clientFee ?? feeFor(milestone.amount, txCtx.config.wallet.clientFeeBps);
    const refund = await refundEscrow(txCtx, {
      companyId: project.companyId,
      amount: milestone.amount,
      clientFee,
      idempotencyKey: `milestone:${milestone.id}:refund`,
      reference: { kind: "MILESTONE", id: milestone.id, label: milestone.title, projectId: project.id },
      description: `Escrow refunded: ${milestone.title} cancelled`,
    });
    refunded = refund.refunded;
    await updateMilestone(txCtx, milestone.id, {
      status: "CANCELLED",
      cancelledAt: now(),
      refundedAmount: milestone.amount,
      refundedFee: clientFee,
    });
  } else {
    await updateMilestone(txCtx, milestone.id, { status: "CANCELLED", cancelledAt: now() });
  }
  await emit(txCtx, "MilestoneCancelled", {
    ...milestoneFacts(project, milestone),
    actorId: input.userId,
    refunded,
    reason: input.reason ?? null,
  });
  await completeIfDone(txCtx, project);
  await touchProject(txCtx, project.id);
  return { projectId: project.id };
}
