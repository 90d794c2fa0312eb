import { onEvent } from "../../lib/events";
import { markTaskCompleted } from "./completion-service";
import { listenForTaskNotifications } from "./notification-listeners";

/*
 * The tasks module's reactions, in the same transaction: a hired task completes with its
 * project, and applicants hear of a change to or the cancelling of a task they applied to.
 */
export function listen(): void {
  onEvent("ProjectCompleted", async (txCtx, event) => {
    if (event.taskId) await markTaskCompleted(txCtx, event.taskId);
  });
  listenForTaskNotifications();
}
