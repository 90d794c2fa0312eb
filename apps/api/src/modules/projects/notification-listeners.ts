import { onEvent } from "../../lib/events";
import { createNotification, createNotifications } from "../notifications/index";
import { listActiveAdminIds } from "../users/index";
import { escrowWords } from "./dispute-words";
import { rupees } from "./people";
import { notifyAboutProject, otherParty, projectLink } from "./project-notify";

/* What the parties (and, for a dispute, the admins) are told of a milestone or project change. */
export function listenForNotifications(): void {
  onEvent("MilestoneAdded", (txCtx, event) =>
    notifyAboutProject(txCtx, event.proposal ? event.companyId : event.freelancerId, event.projectId, {
      type: event.proposal ? "MILESTONE_PROPOSED" : "MILESTONE_ADDED",
      title: event.proposal ? "Milestone proposed" : "Milestone added",
      body: event.proposal
        ? `The freelancer proposed '${event.milestoneTitle}' (${rupees(event.amount)}) on '${event.projectTitle}'. Accept or decline it.`
        : `The company added '${event.milestoneTitle}' (${rupees(event.amount)}) to '${event.projectTitle}'.`,
    }),
  );
  onEvent("MilestoneProposalAnswered", (txCtx, event) =>
    notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: event.accepted ? "MILESTONE_ACCEPTED" : "MILESTONE_DECLINED",
      title: event.accepted ? "Milestone accepted" : "Milestone declined",
      body: event.accepted
        ? `The company accepted your milestone '${event.milestoneTitle}' on '${event.projectTitle}'.`
        : `The company declined your milestone '${event.milestoneTitle}' on '${event.projectTitle}'.${event.reason ? ` Reason: ${event.reason}` : ""}`,
    }),
  );
  onEvent("MilestoneFunded", (txCtx, event) =>
    notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: "MILESTONE_FUNDED",
      title: "Milestone funded",
      body: `'${event.milestoneTitle}' on '${event.projectTitle}' is funded: ${rupees(event.amount)} is held in escrow. You can start work.`,
    }),
  );
  onEvent("MilestoneSubmitted", (txCtx, event) =>
    notifyAboutProject(txCtx, event.companyId, event.projectId, {
      type: "MILESTONE_SUBMITTED",
      title: event.resubmitted ? "Revision submitted" : "Work submitted",
      body: `The freelancer ${event.resubmitted ? "resubmitted" : "submitted"} '${event.milestoneTitle}' on '${event.projectTitle}'. Approve it or ask for a revision within ${txCtx.config.projects.autoApproveDays} days, or it is approved automatically.`,
    }),
  );
  onEvent("MilestoneRevisionRequested", (txCtx, event) =>
    notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: "MILESTONE_REVISION_REQUESTED",
      title: "Revision requested",
      body: `The company asked for a revision of '${event.milestoneTitle}' on '${event.projectTitle}': ${event.reason}`,
    }),
  );
  onEvent("MilestoneApproved", async (txCtx, event) => {
    const auto = event.actorId === null;
    await notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: "MILESTONE_APPROVED",
      title: auto ? "Milestone approved automatically" : "Milestone approved",
      body: `'${event.milestoneTitle}' on '${event.projectTitle}' is approved.`,
    });
    await notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: "PAYMENT_RECEIVED",
      title: "Payment received",
      body: `${rupees(event.freelancerReceives)} for '${event.milestoneTitle}' is in your available balance.`,
    });
    if (auto) {
      await notifyAboutProject(txCtx, event.companyId, event.projectId, {
        type: "MILESTONE_APPROVED",
        title: "Milestone approved automatically",
        body: `'${event.milestoneTitle}' on '${event.projectTitle}' was approved after ${txCtx.config.projects.autoApproveDays} days without an answer, and the escrow released.`,
      });
    }
  });
  onEvent("MilestoneCancelled", (txCtx, event) =>
    notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: "MILESTONE_CANCELLED",
      title: "Milestone cancelled",
      body: `The company cancelled '${event.milestoneTitle}' on '${event.projectTitle}'.${event.reason ? ` Reason: ${event.reason}` : ""}`,
    }),
  );
  onEvent("MilestoneDisputed", async (txCtx, event) => {
    const opener = event.openedBySide === "COMPANY" ? "company" : "freelancer";
    await notifyAboutProject(txCtx, otherParty(event, event.openedBySide), event.projectId, {
      type: "DISPUTE_OPENED",
      title: "Dispute opened",
      body: `The ${opener} opened a dispute on '${event.milestoneTitle}' (${event.projectTitle}). The escrow stays frozen until an admin resolves it; add your statement.`,
    });
    // The admins resolve it: each is told at once instead of finding it in the queue later.
    const adminIds = await listActiveAdminIds(txCtx);
    await createNotifications(
      txCtx,
      adminIds.map((adminId) => ({
        userId: adminId,
        type: "DISPUTE_AWAITS_ADMIN",
        title: "A dispute needs a decision",
        body: `'${event.milestoneTitle}' (${event.projectTitle}) is disputed by the ${opener}: ${event.reason}`,
        link: "/dashboard",
        data: { projectId: event.projectId, disputeId: event.disputeId },
      })),
    );
  });
  onEvent("DisputeResolved", async (txCtx, event) => {
    for (const userId of [event.companyId, event.freelancerId]) {
      await createNotification(txCtx, {
        userId,
        type: "DISPUTE_RESOLVED",
        title: "Dispute resolved",
        body: `The dispute on '${event.milestoneTitle}' (${event.projectTitle}) was resolved: escrow ${escrowWords(event)}. ${event.note}`,
        link: projectLink(event.projectId),
        data: { projectId: event.projectId, disputeId: event.disputeId },
      });
    }
    if (event.freelancerAmount > 0) {
      await notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
        type: "PAYMENT_RECEIVED",
        title: "Payment received",
        body: `${rupees(event.freelancerReceives)} for '${event.milestoneTitle}' is in your available balance.`,
      });
    }
  });
  onEvent("ProjectCompleted", async (txCtx, event) => {
    for (const userId of [event.companyId, event.freelancerId]) {
      await notifyAboutProject(txCtx, userId, event.projectId, {
        type: "PROJECT_COMPLETED",
        title: "Project completed",
        body: `'${event.projectTitle}' is complete. Leave a review within 14 days.`,
      });
    }
  });
  onEvent("ProjectCancelled", (txCtx, event) =>
    notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: "PROJECT_CANCELLED",
      title: "Project cancelled",
      body: `The company cancelled '${event.projectTitle}'.${event.reason ? ` Reason: ${event.reason}` : ""}`,
    }),
  );
}
