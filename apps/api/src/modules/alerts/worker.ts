import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { rootCauseMessage } from "../../lib/db-errors";
import { appWorkers } from "../../lib/jobs/app-workers";
import type { JobLog } from "../../lib/jobs/sweeper";
import { withTransaction } from "../../lib/transaction";
import { alertMatchingSearches } from "./matcher";
import { ALERT_BATCH_SIZE, claimDueTasks, finishQueuedTask, markFailedTry, type QueuedTask } from "./queue";

/*
 * The alert worker (decision 0102): each pass claims due tasks and, one transaction per task,
 * records the saved searches it newly matches with their notifications and removes the task from
 * the queue, so a task's alerts are sent exactly once however often the pass is retried.
 */

async function alertOne(ctx: AppContext, log: JobLog, task: QueuedTask): Promise<void> {
  try {
    await withTransaction(ctx, async (txCtx) => {
      await alertMatchingSearches(txCtx, { taskId: task.taskId });
      await finishQueuedTask(txCtx, task);
    });
  } catch (error) {
    const gaveUp = await markFailedTry(ctx, task, rootCauseMessage(error));
    const entry = { err: error, taskId: task.taskId, attempts: task.attempts };
    if (gaveUp) log.error(entry, "task alerts given up after their last try");
    else log.warn(entry, "task alerts not sent; they will be tried again");
  }
}

/** One pass of the alert worker. */
export async function alertQueuePass(ctx: AppContext, log: JobLog): Promise<{ more: boolean }> {
  const claimed = await claimDueTasks(ctx, { at: now(), limit: ALERT_BATCH_SIZE });
  for (const task of claimed) await alertOne(ctx, log, task);
  return { more: claimed.length === ALERT_BATCH_SIZE };
}

const workers = appWorkers("alert-queue");

/**
 * Starts the worker with the app (the saved-search routes' plugin). Every queued task kicks it;
 * the timer, at the mail queue's interval, picks up what a restart or a failed pass left.
 */
export function startAlertWorker(app: FastifyInstance): void {
  workers.start(app, {
    intervalMs: app.ctx.config.mailQueueIntervalMs,
    pass: () => alertQueuePass(app.ctx, app.log),
  });
}

export const kickAlertWorker = workers.kick;
export const drainAlertQueue = workers.drain;
