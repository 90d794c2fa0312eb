import { onEvent } from "../../lib/events";
import { deleteSupportRequestsOf } from "./account-data";

/* The help module's reactions: a deleted account's support requests go (decision 0099). */
export function listen(): void {
  onEvent("AccountDeleted", (txCtx, event) => deleteSupportRequestsOf(txCtx, { userId: event.userId }));
}
