import { onEvent } from "../../lib/events";
import { setUserHidden } from "./hidden-service";

/* The users module's reactions: moderation hiding or restoring a profile (decision 0092). */
export function listen(): void {
  onEvent("ContentHidden", async (txCtx, event) => {
    if (event.itemKind === "USER") await setUserHidden(txCtx, { userId: event.itemId, hidden: true });
  });
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "USER") await setUserHidden(txCtx, { userId: event.itemId, hidden: false });
  });
}
