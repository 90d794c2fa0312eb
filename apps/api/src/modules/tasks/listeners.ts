import { onEvent } from "../../lib/events";
import { closeOpenWork } from "./account-data";
import { listenForCompanyCardChanges } from "./company-cards";
import { markTaskCompleted } from "./completion-service";
import { listenForModeration } from "./moderation-listeners";
import { listenForTaskNotifications } from "./notification-listeners";
import { registerTaskReportables } from "./reportables";

/*
 * The tasks module's reactions, in the same transaction: a hired task completes with its
 * project, applicants hear of a change to or the cancelling of a task they applied to, and
 * moderation hides or restores a task or a proposal (decision 0092); a deleted account's open
 * tasks close and its applications are withdrawn (decision 0099). After the commit, a change to a
 * company's card drops it from this instance's cache (decision 0108).
 */
export function listen(): void {
  onEvent("ProjectCompleted", async (txCtx, event) => {
    if (event.taskId) await markTaskCompleted(txCtx, event.taskId);
  });
  listenForTaskNotifications();
  listenForModeration();
  registerTaskReportables();
  onEvent("AccountDeleted", (txCtx, event) => closeOpenWork(txCtx, event));
  listenForCompanyCardChanges();
}
