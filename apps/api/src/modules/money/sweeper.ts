import type { FastifyInstance } from "fastify";
import { sweepIdempotencyKeys } from "../../lib/idempotency";
import { createSweeper } from "../../lib/jobs/sweeper";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes Idempotency-Keys past their 24 hours, hourly and at start, on every instance (the delete is idempotent). */
export function startIdempotencySweeper(app: FastifyInstance): void {
  const sweeper = createSweeper({
    name: "idempotency-keys",
    intervalMs: SWEEP_INTERVAL_MS,
    pass: () => sweepIdempotencyKeys(app.ctx),
    log: app.log,
  });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
}
