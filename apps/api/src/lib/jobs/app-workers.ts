import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { isTxContext } from "../transaction";
import { createSweeper, type Sweeper, type SweepPass } from "./sweeper";

/**
 * A queue worker or sweep per app (the push and alert queues, the digest sweep): started with the
 * app and stopped before its database closes, woken by whoever queued work once that commits, and
 * drained by tests and the dev clock. Found by the app's database handle, which every context
 * derived from the app's (a request's, a transaction's `outside`) shares; the contexts themselves
 * are copies. Two apps can share one handle (a second instance on a test's PGlite): each keeps its
 * worker, and waking or draining the handle's reaches both.
 */
export function appWorkers(name: string) {
  const workers = new WeakMap<object, Set<Sweeper>>();
  const onHandle = (db: object) => [...(workers.get(db) ?? [])];
  return {
    start(app: FastifyInstance, options: { intervalMs: number; pass: SweepPass }): Sweeper {
      const sweeper = createSweeper({ name, ...options, log: app.log });
      const db = app.ctx.db;
      workers.set(db, (workers.get(db) ?? new Set()).add(sweeper));
      app.addHook("onReady", async () => sweeper.start());
      app.addHook("onClose", async () => {
        workers.get(db)?.delete(sweeper);
        await sweeper.stop();
      });
      return sweeper;
    },
    /** Wakes the worker of the app `ctx` belongs to (call after the queuing transaction commits). */
    kick(ctx: AppContext): void {
      for (const sweeper of onHandle(isTxContext(ctx) ? ctx.outside.db : ctx.db)) sweeper.kick();
    },
    /** Runs passes until nothing due is left (tests, scripts). */
    async drain(ctx: AppContext): Promise<void> {
      await Promise.all(onHandle(ctx.db).map((sweeper) => sweeper.drain()));
    },
  };
}
