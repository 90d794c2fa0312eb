import type { AppContext } from "../context";
import type { Tx } from "../db/client";

/**
 * A context whose `db` is an open transaction. Services take it like any AppContext; the type
 * only tells a reader (and a helper that needs a Tx) that every write joins one unit of work.
 */
export type TxContext = AppContext & { db: Tx; inTransaction: true };

/**
 * Runs `work` in one transaction and hands it a context bound to it (decision 0015). Given a
 * context that is already in a transaction, it joins that one instead of opening a savepoint
 * or a second connection: whatever throws anywhere inside rolls back the whole outer unit, so
 * services compose (a wallet debit, an escrow hold and a notification commit together or not
 * at all) without knowing whether a caller already opened one.
 */
export function withTransaction<T>(ctx: AppContext, work: (txCtx: TxContext) => Promise<T>): Promise<T> {
  if (isTxContext(ctx)) return work(ctx);
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx, inTransaction: true }));
}

export function isTxContext(ctx: AppContext): ctx is TxContext {
  return (ctx as Partial<TxContext>).inTransaction === true;
}
