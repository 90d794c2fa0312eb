import { onEvent } from "../../lib/events";
import { removePayoutMethods } from "./wallet/account-data";

/* The money module's reactions: a deleted account's saved payout methods go (decision 0099). */
export function listen(): void {
  onEvent("AccountDeleted", (txCtx, event) => removePayoutMethods(txCtx, { userId: event.userId }));
}
