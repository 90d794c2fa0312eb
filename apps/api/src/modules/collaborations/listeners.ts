import { listenForAnsweredRequests } from "./answer-notification-listeners";
import { listenForSentRequests } from "./send-notification-listeners";

/* The collaborations module's reactions: what each side hears of a request, in its transaction. */
export function listen(): void {
  listenForSentRequests();
  listenForAnsweredRequests();
}
