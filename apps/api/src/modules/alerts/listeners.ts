import { onEvent } from "../../lib/events";
import { deleteSavedSearchesOf } from "./account-data";
import { alertMatchingSearches } from "./matcher";

/*
 * The alerts module's reactions, inside the emitting transaction: a task published or edited
 * while open alerts the saved searches it newly matches, so the alert commits with the task
 * (decision 0102). A task moderation restores is listed again, so it alerts as a newly published
 * one would (the tasks module, wired before this one, has already cleared its hidden mark). A
 * deleted account's saved searches go (decision 0099).
 */
export function listen(): void {
  onEvent("TaskPublished", (txCtx, event) => alertMatchingSearches(txCtx, event));
  onEvent("TaskEdited", (txCtx, event) => alertMatchingSearches(txCtx, event));
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "TASK") await alertMatchingSearches(txCtx, { taskId: event.itemId });
  });
  onEvent("AccountDeleted", (txCtx, event) => deleteSavedSearchesOf(txCtx, { userId: event.userId }));
}
