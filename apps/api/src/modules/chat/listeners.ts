import { onEvent } from "../../lib/events";
import { registerReportable } from "../safety/index";
import { describeMessage, setMessageHidden } from "./moderation";

/* The chat module's reactions: the queue learns to describe a message; moderation hides and restores one (decision 0092). */
export function listen(): void {
  registerReportable("MESSAGE", describeMessage);
  onEvent("ContentHidden", async (txCtx, event) => {
    if (event.itemKind === "MESSAGE") await setMessageHidden(txCtx, event.itemId, true);
  });
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "MESSAGE") await setMessageHidden(txCtx, event.itemId, false);
  });
}
