import { listenForAnsweredRequests } from "./answer-notification-listeners";
import { listenForModeration } from "./moderation";
import { listenForSentRequests } from "./send-notification-listeners";

/*
 * The collaborations module's reactions: what each side hears of a request, in its transaction,
 * and moderation hiding or restoring one (decision 0092).
 */
export function listen(): void {
  listenForSentRequests();
  listenForAnsweredRequests();
  listenForModeration();
}
