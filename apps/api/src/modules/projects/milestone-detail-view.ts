import type {
  TMilestoneDetail,
  TMilestoneResolution,
  TMilestoneStatusV2,
  TMilestoneSubmission,
  TProjectSide,
} from "@crewlance/contracts/projects";
import type { AppContext } from "../../context";
import type { milestoneDisputes } from "../../db/schema/projects";
import { feesOf } from "./project-money-view";
import { isAwaitingProposal, type MilestoneRow, milestoneActions, type ProjectRow, waitingOnOf } from "./project-state";

/* One milestone as its project's detail shows it to the viewer. */

export type DisputeRef = Pick<
  typeof milestoneDisputes.$inferSelect,
  "id" | "milestoneId" | "status" | "outcome" | "note" | "resolvedAt"
>;

/**
 * What a resolved dispute sent where, read from the milestone's own figures (the amounts the
 * resolution released and refunded, decision 0037), so a split never reads as a full payment.
 */
function resolutionOf(row: MilestoneRow, dispute: DisputeRef | undefined): TMilestoneResolution | null {
  if (dispute?.status !== "RESOLVED" || !dispute.outcome || !dispute.resolvedAt) return null;
  return {
    outcome: dispute.outcome as TMilestoneResolution["outcome"],
    releasedAmount: row.releasedAmount,
    refundedAmount: row.refundedAmount,
    refundedFee: row.refundedFee,
    note: dispute.note ?? "",
    resolvedAt: dispute.resolvedAt.toISOString(),
  };
}

export function milestoneDetail(
  ctx: AppContext,
  project: ProjectRow,
  row: MilestoneRow,
  side: TProjectSide | null,
  submissions: TMilestoneSubmission[],
  dispute: DisputeRef | undefined,
): TMilestoneDetail {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    amount: row.amount,
    dueDate: row.dueDate,
    status: row.status as TMilestoneStatusV2,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    proposedBy: row.proposedBy as TProjectSide,
    proposal: (row.proposal as TMilestoneDetail["proposal"]) ?? null,
    fees: feesOf(ctx, row),
    fundedAt: row.fundedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    autoApproveAt: row.status === "SUBMITTED" ? (row.autoApproveAt?.toISOString() ?? null) : null,
    autoApproved: row.autoApproved,
    submission: submissions[0] ?? null,
    submissions,
    revisionReason: row.status === "REVISION_REQUESTED" ? row.revisionReason : null,
    disputeId: dispute?.id ?? null,
    resolution: resolutionOf(row, dispute),
    waitingOn: isAwaitingProposal(row) ? "COMPANY" : waitingOnOf(row),
    actions: milestoneActions(project, row, side),
  };
}
