import { eq } from "drizzle-orm";
import { applications, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { onEvent } from "../../lib/events";

/*
 * Moderation hides and restores tasks and proposals (decision 0092): the row stays, `hidden_at`
 * takes it out of every list, search and suggestion. The write is in the moderation action's
 * transaction; the tasks and applications triggers drop the kept list pages (decision 0059).
 */
export function listenForModeration(): void {
  onEvent("ContentHidden", async (txCtx, event) => {
    if (event.itemKind === "TASK") {
      await txCtx.db.update(tasks).set({ hiddenAt: now() }).where(eq(tasks.id, event.itemId));
    } else if (event.itemKind === "PROPOSAL") {
      await txCtx.db.update(applications).set({ hiddenAt: now() }).where(eq(applications.id, event.itemId));
    }
  });
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "TASK") {
      await txCtx.db.update(tasks).set({ hiddenAt: null }).where(eq(tasks.id, event.itemId));
    } else if (event.itemKind === "PROPOSAL") {
      await txCtx.db.update(applications).set({ hiddenAt: null }).where(eq(applications.id, event.itemId));
    }
  });
}
