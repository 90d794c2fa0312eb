import { eq } from "drizzle-orm";
import { projects } from "../../db/schema/projects";
import { onEvent } from "../../lib/events";
import { recordActivity } from "./activity";
import { escrowWords } from "./dispute-words";
import { refreshFreelancerFigures } from "./figures";
import { rupees } from "./people";

/*
 * A project's activity entries and the freelancer's derived figures (decision 0036), written in
 * the transaction of the milestone or project change they record.
 */
export function listenForActivity(): void {
  onEvent("MilestoneAdded", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: event.proposal ? "MILESTONE_PROPOSED" : "MILESTONE_ADDED",
      actorId: event.actorId,
      text: `${event.proposal ? "Proposed" : "Added"} the milestone '${event.milestoneTitle}' for ${rupees(event.amount)}`,
      milestoneId: event.milestoneId,
      amount: event.amount,
    }),
  );
  onEvent("MilestoneEdited", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: "MILESTONE_EDITED",
      actorId: event.actorId,
      text: `Edited the milestone '${event.milestoneTitle}' (${rupees(event.amount)})`,
      milestoneId: event.milestoneId,
    }),
  );
  onEvent("MilestoneProposalAnswered", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: event.accepted ? "MILESTONE_ACCEPTED" : "MILESTONE_DECLINED",
      actorId: event.actorId,
      text: `${event.accepted ? "Accepted" : "Declined"} the proposed milestone '${event.milestoneTitle}'`,
      milestoneId: event.milestoneId,
    }),
  );
  onEvent("MilestoneFunded", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: "MILESTONE_FUNDED",
      actorId: event.actorId,
      text: `Funded '${event.milestoneTitle}': ${rupees(event.total)} with the ${rupees(event.clientFee)} fee and its GST`,
      milestoneId: event.milestoneId,
      amount: event.total,
    }),
  );
  onEvent("MilestoneSubmitted", (txCtx, event) => {
    const files = event.fileCount ? ` with ${event.fileCount} file${event.fileCount === 1 ? "" : "s"}` : "";
    return recordActivity(txCtx, {
      projectId: event.projectId,
      type: "MILESTONE_SUBMITTED",
      actorId: event.actorId,
      text: `${event.resubmitted ? "Resubmitted" : "Submitted"} '${event.milestoneTitle}'${files}`,
      milestoneId: event.milestoneId,
    });
  });
  onEvent("MilestoneRevisionRequested", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: "MILESTONE_REVISION_REQUESTED",
      actorId: event.actorId,
      text: `Asked for a revision of '${event.milestoneTitle}': ${event.reason}`,
      milestoneId: event.milestoneId,
    }),
  );
  onEvent("MilestoneApproved", async (txCtx, event) => {
    const released = `${rupees(event.freelancerReceives)} released to the freelancer`;
    await recordActivity(txCtx, {
      projectId: event.projectId,
      type: event.actorId === null ? "MILESTONE_AUTO_APPROVED" : "MILESTONE_APPROVED",
      actorId: event.actorId,
      text:
        event.actorId === null
          ? `'${event.milestoneTitle}' was approved automatically after ${txCtx.config.projects.autoApproveDays} days without an answer: ${released}`
          : `Approved '${event.milestoneTitle}': ${released}`,
      milestoneId: event.milestoneId,
      amount: event.amount,
    });
    await refreshFreelancerFigures(txCtx, event.freelancerId);
  });
  onEvent("MilestoneCancelled", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: "MILESTONE_CANCELLED",
      actorId: event.actorId,
      text: event.refunded
        ? `Cancelled '${event.milestoneTitle}': ${rupees(event.refunded)} refunded from escrow`
        : `Cancelled '${event.milestoneTitle}'`,
      milestoneId: event.milestoneId,
      amount: event.refunded || null,
    }),
  );
  onEvent("MilestoneDisputed", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: "DISPUTE_OPENED",
      actorId: event.actorId,
      text: `Opened a dispute on '${event.milestoneTitle}': ${event.reason}`,
      milestoneId: event.milestoneId,
    }),
  );
  onEvent("DisputeResolved", async (txCtx, event) => {
    await recordActivity(txCtx, {
      projectId: event.projectId,
      type: "DISPUTE_RESOLVED",
      actorId: event.adminId,
      text: `The dispute on '${event.milestoneTitle}' was resolved: escrow ${escrowWords(event)}. Note: ${event.note}`,
      milestoneId: event.milestoneId,
      amount: event.escrowTotal,
    });
    await refreshFreelancerFigures(txCtx, event.freelancerId);
  });
  onEvent("ProjectCompleted", async (txCtx, event) => {
    const [project] = await txCtx.db
      .select({ kind: projects.kind })
      .from(projects)
      .where(eq(projects.id, event.projectId));
    // An hourly project completes when its contract ended and its weeks are settled (decision 0091).
    const why =
      project?.kind === "HOURLY"
        ? "the contract ended and every week is settled"
        : "every milestone is approved or cancelled";
    await recordActivity(txCtx, {
      projectId: event.projectId,
      type: "PROJECT_COMPLETED",
      actorId: null,
      text: `The project is complete: ${why}. Both sides can now review each other for 14 days.`,
    });
    await refreshFreelancerFigures(txCtx, event.freelancerId);
  });
  onEvent("ProjectCancelled", (txCtx, event) =>
    recordActivity(txCtx, {
      projectId: event.projectId,
      type: "PROJECT_CANCELLED",
      actorId: event.actorId,
      text: `Cancelled the project.${event.reason ? ` Reason: ${event.reason}` : ""}`,
    }),
  );
}
