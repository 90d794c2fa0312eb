import { onEvent } from "../../lib/events";
import { createNotification, createNotifications } from "./service";

/* What the company and the applicants hear of applications, written in the deciding transaction. */
export function listenToApplications(): void {
  onEvent("ApplicationSubmitted", async (txCtx, event) => {
    const name = event.teamName !== null ? `The team ${event.teamName}` : (event.applicantName ?? "A freelancer");
    await createNotification(txCtx, {
      userId: event.companyId,
      type: "APPLICATION_RECEIVED",
      title: "New application",
      body: `${name} applied to "${event.taskTitle}".`,
      link: `/tasks/${event.taskId}`,
      data: { taskId: event.taskId, applicationId: event.applicationId },
    });
  });

  onEvent("ApplicationShortlisted", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.applicantId,
      type: "APPLICATION_SHORTLISTED",
      title: "You were shortlisted",
      body: `Your application to "${event.taskTitle}" was shortlisted.`,
      link: "/my-applications",
      data: { taskId: event.taskId, applicationId: event.applicationId },
    });
  });

  onEvent("ApplicationRejected", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.applicantId,
      type: "APPLICATION_REJECTED",
      title: "Application rejected",
      body: `Your application to "${event.taskTitle}" was rejected.${event.reason ? ` Reason: ${event.reason}` : ""}`,
      link: "/my-applications",
      data: { taskId: event.taskId, applicationId: event.applicationId },
    });
  });

  onEvent("ApplicationWithdrawn", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.companyId,
      type: "APPLICATION_WITHDRAWN",
      title: "Application withdrawn",
      body: `${event.applicantName ?? "A freelancer"} withdrew their application to "${event.taskTitle}".`,
      link: `/tasks/${event.taskId}`,
      data: { taskId: event.taskId, applicationId: event.applicationId },
    });
  });

  onEvent("ApplicationAccepted", async (txCtx, event) => {
    const { taskId, applicationId, projectId, team } = event;
    const link = `/project-management/${projectId}`;
    if (team) {
      // Every member of a hired team works on the project: each hears of it.
      await createNotifications(
        txCtx,
        team.memberIds
          .filter((memberId) => memberId !== event.applicantId)
          .map((memberId) => ({
            userId: memberId,
            type: "TEAM_HIRED",
            title: "Your team was hired!",
            body: `${team.name} was hired for "${event.taskTitle}". The project has started.`,
            link,
            data: { taskId, applicationId, projectId, teamId: team.id },
          })),
      );
    }
    await createNotification(txCtx, {
      userId: event.applicantId,
      type: "APPLICATION_ACCEPTED",
      title: "You were hired!",
      body: `Your application to "${event.taskTitle}" was accepted. The project has started.`,
      link,
      data: { taskId, applicationId, projectId },
    });
    const hired = team ? `the team ${team.name}` : (event.applicantName ?? "the freelancer");
    await createNotification(txCtx, {
      userId: event.companyId,
      type: "PROJECT_CREATED",
      title: "Project created",
      body: `You hired ${hired} for "${event.taskTitle}".`,
      link,
      data: { taskId, applicationId, projectId },
    });
    await createNotifications(
      txCtx,
      event.rejected.map((other) => ({
        userId: other.applicantId,
        type: "APPLICATION_REJECTED",
        title: "Application rejected",
        body: `Your application to "${event.taskTitle}" was rejected: the company hired someone else.`,
        link: "/my-applications",
        data: { taskId, applicationId: other.applicationId },
      })),
    );
  });
}
