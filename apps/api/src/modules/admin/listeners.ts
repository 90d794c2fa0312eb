import { onEvent } from "../../lib/events";
import { recordAdminRead } from "./audit-service";

/* The admin module's reactions: an admin's read of a disputed project goes into the audit log. */
export function listen(): void {
  onEvent("DisputedProjectReadByAdmin", (txCtx, event) => recordAdminRead(txCtx, event));
}
