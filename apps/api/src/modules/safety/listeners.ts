import { safetyFirstCompletions } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import { onEvent } from "../../lib/events";
import { removeBlocksOf } from "./account-data";

/**
 * The safety module's reactions: a completed project ends both parties' new-account limits
 * (decision 0092), so it keeps when each person's first one was completed; a deleted account's
 * blocks go (decision 0099).
 */
export function listen(): void {
  onEvent("ProjectCompleted", async (txCtx, event) => {
    const at = now();
    await txCtx.db
      .insert(safetyFirstCompletions)
      .values([
        { userId: event.companyId, completedAt: at },
        { userId: event.freelancerId, completedAt: at },
      ])
      .onConflictDoNothing();
  });
  onEvent("AccountDeleted", (txCtx, event) => removeBlocksOf(txCtx, { userId: event.userId }));
}
