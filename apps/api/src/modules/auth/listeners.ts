import { onEvent } from "../../lib/events";
import { eraseSignIn } from "./account-data";

/* The auth module's reactions: an account deleted loses every way to sign in (decision 0099). */
export function listen(): void {
  onEvent("AccountDeleted", (txCtx, event) => eraseSignIn(txCtx, { userId: event.userId }));
}
