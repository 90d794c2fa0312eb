import { and, eq, inArray } from "drizzle-orm";
import { applications } from "../../db/schema/tasks";
import { onEvent } from "../../lib/events";
import { createNotifications } from "../notifications/index";

/* What the applicants hear when the company changes or cancels a task they applied to. */
export function listenForTaskNotifications(): void {
  onEvent("TaskTermsChanged", async (txCtx, event) => {
    const live = await txCtx.db
      .select({ applicantId: applications.applicantId })
      .from(applications)
      .where(and(eq(applications.taskId, event.taskId), inArray(applications.status, ["PENDING", "SHORTLISTED"])));
    await createNotifications(
      txCtx,
      live.map(({ applicantId }) => ({
        userId: applicantId,
        type: "TASK_CHANGED",
        title: "A task you applied to has changed",
        body: `The company changed the ${event.changed.join(" and ")} of "${event.taskTitle}". Check that your proposal still fits.`,
        link: `/tasks/${event.taskId}`,
        data: { taskId: event.taskId, changed: event.changed },
      })),
    );
  });
  onEvent("TaskCancelled", async (txCtx, event) => {
    await createNotifications(
      txCtx,
      event.closedApplicantIds.map((applicantId) => ({
        userId: applicantId,
        type: "TASK_CANCELLED",
        title: "A task you applied to was cancelled",
        body: `The company cancelled "${event.taskTitle}". Your application has been closed.`,
        link: `/tasks/${event.taskId}`,
        data: { taskId: event.taskId },
      })),
    );
  });
}
