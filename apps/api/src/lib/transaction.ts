import type { AppContext } from "../context";
import type { Tx } from "../db/client";

/**
 * A context whose `db` is an open transaction. Services take it like any AppContext; the type
 * only tells a reader (and a helper that needs a Tx) that every write joins one unit of work.
 */
export type TxContext = AppContext & {
  db: Tx;
  inTransaction: true;
  afterCommit: AfterCommit[];
  /** The context the transaction was opened from: what work after the commit runs on. */
  outside: AppContext;
};

/** Work that must see the transaction committed: pushing an event to a socket, waking a worker. */
export type AfterCommit = () => void | Promise<void>;

/**
 * Runs `work` in one transaction and hands it a context bound to it (decision 0015). Given a
 * context that is already in a transaction, it joins that one instead of opening a savepoint
 * or a second connection: whatever throws anywhere inside rolls back the whole outer unit, so
 * services compose (a wallet debit, an escrow hold and a notification commit together or not
 * at all) without knowing whether a caller already opened one.
 */
export async function withTransaction<T>(ctx: AppContext, work: (txCtx: TxContext) => Promise<T>): Promise<T> {
  if (isTxContext(ctx)) return work(ctx);
  if (ctx.primary) return withTransaction(ctx.primary, work);
  const afterCommit: AfterCommit[] = [];
  const result = await ctx.db.transaction((tx) =>
    work({ ...ctx, db: tx, inTransaction: true, afterCommit, outside: ctx }),
  );
  runAll(afterCommit);
  return result;
}

/**
 * Runs `callback` once the outermost transaction of `ctx` has committed, and never if it rolls
 * back; outside a transaction, at once. What it does is a consequence (an event, a wake-up), so
 * it runs without being awaited and its failure is reported, not thrown into the caller's result.
 */
export function afterCommit(ctx: AppContext, callback: AfterCommit): void {
  if (isTxContext(ctx) && Array.isArray(ctx.afterCommit)) ctx.afterCommit.push(callback);
  else runAll([callback]);
}

function runAll(callbacks: readonly AfterCommit[]): void {
  for (const callback of callbacks) {
    try {
      void Promise.resolve(callback()).catch(reportAfterCommitFailure);
    } catch (error) {
      reportAfterCommitFailure(error);
    }
  }
}

function reportAfterCommitFailure(error: unknown): void {
  console.error("An after-commit step failed:", error);
}

export function isTxContext(ctx: AppContext): ctx is TxContext {
  return (ctx as Partial<TxContext>).inTransaction === true;
}
