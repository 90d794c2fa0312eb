import type { AppContext } from "../../context";
import { admitted, runBatch } from "./send-batch";
import type { Pending, SendResult } from "./send-types";

/* The send lanes and their batching (decisions 0064, 0075 and 0076): see send-service.ts. */

/** How long the first send of an idle instance waits for others to share its transaction. */
export const SEND_BATCH_WINDOW_MS = 4;

/** The most messages in one transaction (a bound on the statement's size and the lock time). */
export const SEND_BATCH_MAX = 200;

/**
 * Batches in flight at once per instance, each on its own connection (of the pool's ten). Two were
 * needed while a batch was a transaction of several round trips (decision 0057, "Lanes"); since a
 * batch is one statement (decision 0064) one lane keeps up at 2,000 connections with fewer, fuller
 * batches: PostgreSQL's CPU per message fell by a quarter and the p99 met the goal in seven of
 * seven alternating runs, against five of seven with two (decision 0075).
 */
export const SEND_LANES = 1;

/** One set of lanes per database (contexts are copied around; their database is not). */
const lanesByDb = new WeakMap<object, SendBatcher[]>();

export function batcherOf(ctx: AppContext, conversationId: string): SendBatcher {
  let lanes = lanesByDb.get(ctx.db);
  if (!lanes) {
    lanes = Array.from({ length: SEND_LANES }, () => new SendBatcher(ctx));
    lanesByDb.set(ctx.db, lanes);
  }
  return lanes[laneOf(conversationId)]!;
}

/** The lane of a conversation: the same id always gives the same lane. */
export function laneOf(conversationId: string): number {
  let hash = 0;
  for (let i = 0; i < conversationId.length; i++) hash = (hash * 31 + conversationId.charCodeAt(i)) | 0;
  return Math.abs(hash) % SEND_LANES;
}

class SendBatcher {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** A batch is being stored: what arrives meanwhile waits to be the next batch. */
  private storing = false;
  /** The last batch's emits: the next batch's emits wait for them, so a conversation's order holds. */
  private delivering: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: AppContext) {}

  enqueue(send: Omit<Pending, "resolve" | "reject">): Promise<SendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...send, resolve, reject });
      if (this.storing) return; // taken when the running store ends
      if (this.queue.length >= SEND_BATCH_MAX) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), SEND_BATCH_WINDOW_MS);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.storing || this.queue.length === 0) return;
    const batch = this.queue.splice(0, SEND_BATCH_MAX);
    this.storing = true;
    const before = this.delivering;
    const run = admitted(this.ctx, batch).then((allowed) => runBatch(this.ctx, allowed, before));
    const stored = run.then((batchRun) => batchRun.stored);
    const delivered = run.then((batchRun) => batchRun.delivered);
    this.delivering = delivered;
    void stored.then(() => {
      this.storing = false;
      // These waited for the store before them: no window.
      if (this.queue.length > 0) this.flush();
    });
  }
}
