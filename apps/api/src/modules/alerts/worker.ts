import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { createSweeper, type JobLog, type Sweeper } from "../../lib/jobs/sweeper";
import { isTxContext, withTransaction } from "../../lib/transaction";
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
    const gaveUp = await markFailedTry(ctx, task, error instanceof Error ? error.message : String(error));
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

/** Each app's alert worker, keyed by its database handle (as the push worker's, push/worker.ts). */
const workers = new WeakMap<object, Sweeper>();

/**
 * Starts the worker with the app (the saved-search routes' plugin) and stops it before the
 * database closes. Every queued task kicks it; the timer, at the mail queue's interval, picks up
 * what a restart or a failed pass left.
 */
export function startAlertWorker(app: FastifyInstance): Sweeper {
  const sweeper = createSweeper({
    name: "alert-queue",
    intervalMs: app.ctx.config.mailQueueIntervalMs,
    pass: () => alertQueuePass(app.ctx, app.log),
    log: app.log,
  });
  workers.set(app.ctx.db, sweeper);
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
  return sweeper;
}

/** Wakes the worker of the app `ctx` belongs to (called after the queuing transaction commits). */
export function kickAlertWorker(ctx: AppContext): void {
  workers.get(isTxContext(ctx) ? ctx.outside.db : ctx.db)?.kick();
}

/** Runs passes until no task is due (tests, scripts). */
export async function drainAlertQueue(ctx: AppContext): Promise<void> {
  const worker = workers.get(ctx.db);
  if (worker) await worker.drain();
}
