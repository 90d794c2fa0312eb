import { onEvent } from "../../lib/events";
import { removeFavouritesOfAccount, removeFavouritesOfTeam } from "./account-data";

/** Saves that point at a deleted account or team go in the same transaction (decision 0103). */
export function listen(): void {
  onEvent("AccountDeleted", (txCtx, event) => removeFavouritesOfAccount(txCtx, event));
  onEvent("TeamDeleted", (txCtx, event) => removeFavouritesOfTeam(txCtx, event));
}
