import { eq } from "drizzle-orm";
import { milestones } from "../../db/schema/projects";
import type { TxContext } from "../../lib/transaction";
import { refundEscrow, releaseEscrow, settleEscrow } from "../money/index";
import { teamPayoutSplit } from "./payout-shares-service";
import type { MilestoneRow, ProjectRow } from "./project-state";

/*
 * The three ways an admin settles a disputed milestone's escrow (decision 0037). RELEASE pays the
 * freelancer as an approval would; REFUND returns the amount and the client fee to the company;
 * SPLIT releases `freelancerAmount` (with the client fee's matching share, rounded down, kept as
 * revenue) and refunds the rest. Each moves the money, then writes the milestone's final state.
 */

export type Settling = { project: ProjectRow; milestone: MilestoneRow; clientFee: number; at: Date };
export type Settled = { freelancerAmount: number; companyRefund: number; freelancerReceives: number };

function referenceOf({ project, milestone }: Settling) {
  return { kind: "MILESTONE" as const, id: milestone.id, label: milestone.title, projectId: project.id };
}

/** The client fee's share kept with a split's released part: rounded down, so the refund never falls short. */
export function splitFees(amount: number, clientFee: number, freelancerAmount: number) {
  const keptFee = Math.floor((clientFee * freelancerAmount) / amount);
  return { keptFee, refundedFee: clientFee - keptFee, refundedAmount: amount - freelancerAmount };
}

export async function releaseToFreelancer(txCtx: TxContext, settling: Settling): Promise<Settled> {
  const { project, milestone, clientFee, at } = settling;
  const release = await releaseEscrow(txCtx, {
    companyId: project.companyId,
    freelancerId: project.freelancerId,
    // A hired team's shares split the freelancer side (decision 0041); null otherwise.
    payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
    amount: milestone.amount,
    clientFee,
    idempotencyKey: `milestone:${milestone.id}:release`,
    reference: referenceOf(settling),
    description: `Escrow released by dispute resolution: ${milestone.title}`,
  });
  await txCtx.db
    .update(milestones)
    .set({
      status: "APPROVED",
      approvedAt: at,
      releasedAmount: milestone.amount,
      freelancerFee: release.freelancerFee,
      clientFee,
      updatedAt: at,
    })
    .where(eq(milestones.id, milestone.id));
  return { freelancerAmount: milestone.amount, companyRefund: 0, freelancerReceives: release.freelancerReceives };
}

export async function refundToCompany(txCtx: TxContext, settling: Settling): Promise<Settled> {
  const { project, milestone, clientFee, at } = settling;
  const refund = await refundEscrow(txCtx, {
    companyId: project.companyId,
    amount: milestone.amount,
    clientFee,
    idempotencyKey: `milestone:${milestone.id}:refund`,
    reference: referenceOf(settling),
    description: `Escrow refunded by dispute resolution: ${milestone.title}`,
  });
  await txCtx.db
    .update(milestones)
    .set({
      status: "CANCELLED",
      cancelledAt: at,
      refundedAmount: milestone.amount,
      refundedFee: clientFee,
      clientFee,
      updatedAt: at,
    })
    .where(eq(milestones.id, milestone.id));
  return { freelancerAmount: 0, companyRefund: refund.refunded, freelancerReceives: 0 };
}

/** `freelancerAmount` (less than the amount, checked by the caller) released, the rest refunded. */
export async function splitBetween(txCtx: TxContext, settling: Settling, freelancerAmount: number): Promise<Settled> {
  const { project, milestone, clientFee, at } = settling;
  const split = splitFees(milestone.amount, clientFee, freelancerAmount);
  const { release, refund } = await settleEscrow(txCtx, {
    companyId: project.companyId,
    freelancerId: project.freelancerId,
    // A hired team's shares split the freelancer side (decision 0041); null otherwise.
    payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
    reference: referenceOf(settling),
    release: {
      amount: freelancerAmount,
      clientFee: split.keptFee,
      idempotencyKey: `milestone:${milestone.id}:release`,
      description: `Escrow split by dispute resolution: ${milestone.title} (freelancer's share)`,
    },
    refund: {
      amount: split.refundedAmount,
      clientFee: split.refundedFee,
      idempotencyKey: `milestone:${milestone.id}:refund`,
      description: `Escrow split by dispute resolution: ${milestone.title} (company's share)`,
    },
  });
  await txCtx.db
    .update(milestones)
    .set({
      status: "APPROVED",
      approvedAt: at,
      releasedAmount: freelancerAmount,
      refundedAmount: split.refundedAmount,
      refundedFee: split.refundedFee,
      freelancerFee: release.freelancerFee,
      clientFee,
      updatedAt: at,
    })
    .where(eq(milestones.id, milestone.id));
  return { freelancerAmount, companyRefund: refund.refunded, freelancerReceives: release.freelancerReceives };
}
