import { onEvent } from "../../lib/events";
import { registerRecipientDirectory } from "../notifications/index";
import { eraseProfile } from "./account-data";
import { setUserHidden } from "./hidden-service";
import { notificationRecipientsOf } from "./notification-recipients";

/*
 * The users module's reactions: moderation hiding or restoring a profile (decision 0092), and a
 * deleted account's profile erased (decision 0099); and people's addresses and time zones lent to
 * the notifications module's mail and digest (decision 0104).
 */
export function listen(): void {
  registerRecipientDirectory(notificationRecipientsOf);
  onEvent("ContentHidden", async (txCtx, event) => {
    if (event.itemKind === "USER") await setUserHidden(txCtx, { userId: event.itemId, hidden: true });
  });
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "USER") await setUserHidden(txCtx, { userId: event.itemId, hidden: false });
  });
  onEvent("AccountDeleted", (txCtx, event) => eraseProfile(txCtx, event));
}
