import { onEvent } from "../../lib/events";
import { eraseProfile } from "./account-data";
import { setUserHidden } from "./hidden-service";

/*
 * The users module's reactions: moderation hiding or restoring a profile (decision 0092), and a
 * deleted account's profile erased (decision 0099).
 */
export function listen(): void {
  onEvent("ContentHidden", async (txCtx, event) => {
    if (event.itemKind === "USER") await setUserHidden(txCtx, { userId: event.itemId, hidden: true });
  });
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "USER") await setUserHidden(txCtx, { userId: event.itemId, hidden: false });
  });
  onEvent("AccountDeleted", (txCtx, event) => eraseProfile(txCtx, event));
}
