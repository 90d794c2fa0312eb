import { and, eq, lte, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { taskAlertQueue } from "../../db/schema/alerts";
import { now } from "../../lib/clock";
import { retryDelayMs } from "../../lib/jobs/retry-delay";

/*
 * The alert queue (decision 0102): a publish, an edit or a restore queues its task in its own
 * transaction, and the alert worker (worker.ts) matches it against the saved searches later, so a
 * publish costs one row however many searches it alerts. Claimed like the push queue: a lease
 * keeps a claimed task out of other passes, and a crashed worker's task becomes due again.
 */

export type QueuedTask = { taskId: string; generation: number; attempts: number };

/** Tasks one pass claims: each is its own transaction, and a popular task alerts thousands. */
export const ALERT_BATCH_SIZE = 10;
/** Tries before a task's alerts are given up: with `retryDelayMs` between them, about three hours. */
export const ALERT_MAX_ATTEMPTS = 10;
/** How long a claimed task stays out of every other pass: far longer than matching one takes. */
export const ALERT_CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Queues a task for matching, in the caller's transaction. A task queued again before the worker
 * is done with it gets a new generation and is due at once, so the worker looks at it once more.
 */
export async function queueTaskAlerts(ctx: AppContext, taskId: string): Promise<void> {
  const at = now();
  await ctx.db
    .insert(taskAlertQueue)
    .values({ taskId, nextAttemptAt: at, queuedAt: at })
    .onConflictDoUpdate({
      target: taskAlertQueue.taskId,
      set: { generation: sql`${taskAlertQueue.generation} + 1`, attempts: 0, nextAttemptAt: at, queuedAt: at },
    });
}

/** Takes up to `limit` due tasks for this worker alone (`SKIP LOCKED`), oldest first. */
export async function claimDueTasks(ctx: AppContext, input: { at: Date; limit: number }): Promise<QueuedTask[]> {
  const due = ctx.db
    .select({ taskId: taskAlertQueue.taskId })
    .from(taskAlertQueue)
    .where(lte(taskAlertQueue.nextAttemptAt, input.at))
    .orderBy(taskAlertQueue.nextAttemptAt)
    .limit(input.limit)
    .for("update", { skipLocked: true });
  return ctx.db
    .update(taskAlertQueue)
    .set({
      attempts: sql`${taskAlertQueue.attempts} + 1`,
      nextAttemptAt: new Date(input.at.getTime() + ALERT_CLAIM_LEASE_MS),
    })
    .where(sql`${taskAlertQueue.taskId} = any(array(${due}))`)
    .returning({
      taskId: taskAlertQueue.taskId,
      generation: taskAlertQueue.generation,
      attempts: taskAlertQueue.attempts,
    });
}

/** The task's alerts are sent: its row goes, unless it was queued again meanwhile. */
export async function finishQueuedTask(ctx: AppContext, task: QueuedTask): Promise<void> {
  await ctx.db
    .delete(taskAlertQueue)
    .where(and(eq(taskAlertQueue.taskId, task.taskId), eq(taskAlertQueue.generation, task.generation)));
}

/** Schedules the next try, or gives up after the last one; says whether it gave up. */
export async function markFailedTry(ctx: AppContext, task: QueuedTask, lastError: string): Promise<boolean> {
  const mine = and(eq(taskAlertQueue.taskId, task.taskId), eq(taskAlertQueue.generation, task.generation));
  if (task.attempts >= ALERT_MAX_ATTEMPTS) {
    await ctx.db.delete(taskAlertQueue).where(mine);
    return true;
  }
  await ctx.db
    .update(taskAlertQueue)
    .set({ nextAttemptAt: new Date(now().getTime() + retryDelayMs(task.attempts)), lastError: lastError.slice(0, 500) })
    .where(mine);
  return false;
}
