import type { AppContext } from "../../context";
import { onEvent } from "../../lib/events";
import { afterCommit } from "../../lib/transaction";
import { deleteSavedSearchesOf } from "./account-data";
import { queueTaskAlerts } from "./queue";
import { kickAlertWorker } from "./worker";

/*
 * The alerts module's reactions, inside the emitting transaction: a task published, edited, or
 * restored by moderation (listed again) is queued for the alert worker, which sends the saved
 * searches it newly matches their alerts after the commit (decision 0102); the queue row commits
 * with the task, so no alert is lost to a crash. A deleted account's saved searches go (decision
 * 0099).
 */
async function queueAndKick(txCtx: AppContext, taskId: string): Promise<void> {
  await queueTaskAlerts(txCtx, taskId);
  afterCommit(txCtx, () => kickAlertWorker(txCtx));
}

export function listen(): void {
  onEvent("TaskPublished", (txCtx, event) => queueAndKick(txCtx, event.taskId));
  onEvent("TaskEdited", (txCtx, event) => queueAndKick(txCtx, event.taskId));
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "TASK") await queueAndKick(txCtx, event.itemId);
  });
  onEvent("AccountDeleted", (txCtx, event) => deleteSavedSearchesOf(txCtx, { userId: event.userId }));
}
