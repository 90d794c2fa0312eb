import { onEvent } from "../../lib/events";
import { closeRequestsOf } from "./account-data";
import { listenForAnsweredRequests } from "./answer-notification-listeners";
import { listenForModeration } from "./moderation";
import { listenForSentRequests } from "./send-notification-listeners";

/*
 * The collaborations module's reactions: what each side hears of a request, in its transaction,
 * moderation hiding or restoring one (decision 0092), and a deleted account's open requests
 * closed (decision 0099).
 */
export function listen(): void {
  listenForSentRequests();
  listenForAnsweredRequests();
  listenForModeration();
  onEvent("AccountDeleted", closeRequestsOf);
}
