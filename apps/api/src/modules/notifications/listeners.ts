import { onEvent } from "../../lib/events";
import { deleteNotificationsOf } from "./account-data";
import { listenToApplications } from "./task-listeners";

/*
 * The notifications module's reactions: what people hear of events told in task-listeners.ts,
 * and a deleted account's notifications removed (decision 0099).
 */
export function listen(): void {
  listenToApplications();
  onEvent("AccountDeleted", (txCtx, event) => deleteNotificationsOf(txCtx, { userId: event.userId }));
}
