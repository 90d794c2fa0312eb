import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { isTxContext } from "../transaction";
import { createSweeper, type Sweeper, type SweepPass } from "./sweeper";

/**
 * A queue worker per app (the push queue's, the alert queue's): started with the app and stopped
 * before its database closes, woken by whoever queued work once that commits, and drained by
 * tests. Keyed by the app's database handle, which every context derived from the app's (a
 * request's, a transaction's `outside`) shares; the contexts themselves are copies.
 */
export function appWorkers(name: string) {
  const workers = new WeakMap<object, Sweeper>();
  return {
    start(app: FastifyInstance, options: { intervalMs: number; pass: SweepPass }): Sweeper {
      const sweeper = createSweeper({ name, ...options, log: app.log });
      workers.set(app.ctx.db, sweeper);
      app.addHook("onReady", async () => sweeper.start());
      app.addHook("onClose", async () => sweeper.stop());
      return sweeper;
    },
    /** Wakes the worker of the app `ctx` belongs to (call after the queuing transaction commits). */
    kick(ctx: AppContext): void {
      workers.get(isTxContext(ctx) ? ctx.outside.db : ctx.db)?.kick();
    },
    /** Runs passes until nothing due is left (tests, scripts). */
    async drain(ctx: AppContext): Promise<void> {
      await workers.get(ctx.db)?.drain();
    },
  };
}
