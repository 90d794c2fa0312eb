import { eq } from "drizzle-orm";
import { hourlyContracts, hourlyTimers } from "../../../db/schema/hourly";
import type { TxContext } from "../../../lib/transaction";
import { lockPersonTime } from "./person-lock";
import { entriesFromTimer } from "./timer-entries";
import { timerMemo, timersOn } from "./timer-service";

/**
 * Before a week closes: a timer still running on the contract at `weekEndsAt` is cut there — its
 * time up to the boundary becomes an entry of the closing week, and it runs on from the boundary
 * in the new week. Call with the project and contract rows locked.
 */
export async function cutTimersAt(txCtx: TxContext, input: { projectId: string; weekEndsAt: Date }): Promise<void> {
  for (const timer of await timersOn(txCtx, input.projectId)) {
    if (timer.startedAt >= input.weekEndsAt) continue;
    await lockPersonTime(txCtx, timer.userId);
    const memo = timerMemo(undefined, timer) ?? "Timed until the week ended; the timer ran on.";
    await entriesFromTimer(txCtx, { timer, until: input.weekEndsAt, memo });
    await txCtx.db
      .update(hourlyTimers)
      .set({ startedAt: input.weekEndsAt })
      .where(eq(hourlyTimers.userId, timer.userId));
  }
}

/**
 * Stops any timer running on the contract at `at` (the contract is paused or ended): its time
 * becomes entries as a stop by the freelancer would make, with the start's memo or one that says
 * why it stopped (read from the contract's status: call after setting it). Call with the project
 * and contract rows locked.
 */
export async function stopTimers(txCtx: TxContext, input: { projectId: string; at: Date }): Promise<void> {
  const timers = await timersOn(txCtx, input.projectId);
  if (timers.length === 0) return;
  const [contract] = await txCtx.db
    .select({ status: hourlyContracts.status })
    .from(hourlyContracts)
    .where(eq(hourlyContracts.projectId, input.projectId));
  const why = contract?.status === "ENDED" ? "ended" : "paused";
  for (const timer of timers) {
    await lockPersonTime(txCtx, timer.userId);
    const memo = timerMemo(undefined, timer) ?? `Timer stopped when the contract was ${why}.`;
    await entriesFromTimer(txCtx, { timer, until: input.at, memo });
    await txCtx.db.delete(hourlyTimers).where(eq(hourlyTimers.userId, timer.userId));
  }
}
