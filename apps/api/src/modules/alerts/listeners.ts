import { onEvent } from "../../lib/events";
import { deleteSavedSearchesOf } from "./account-data";
import { alertMatchingSearches } from "./matcher";

/*
 * The alerts module's reactions, inside the emitting transaction: a task published or edited
 * while open alerts the saved searches it newly matches, so the alert commits with the task
 * (decision 0102); a deleted account's saved searches go (decision 0099).
 */
export function listen(): void {
  onEvent("TaskPublished", (txCtx, event) => alertMatchingSearches(txCtx, event));
  onEvent("TaskEdited", (txCtx, event) => alertMatchingSearches(txCtx, event));
  onEvent("AccountDeleted", (txCtx, event) => deleteSavedSearchesOf(txCtx, { userId: event.userId }));
}
