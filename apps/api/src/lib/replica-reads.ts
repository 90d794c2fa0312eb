import type { AppContext } from "../context";
import type { Replica } from "../db/replicas";
import { isDatabaseUnavailable, isStandbyRefusal } from "./db-errors";
import { AppError } from "./errors";
import type { ListPages } from "./list-types";
import { isTxContext } from "./transaction";

/*
 * Where a read goes when replicas are configured (decision 0107). A list, search, profile or
 * dashboard read goes to a replica that is current (db/replicas.ts) and, for a signed-in person,
 * has replayed their own last write (lib/last-writes.ts); otherwise to the primary. Everything
 * else — writes, transactions, reads inside them — never comes here and stays on the primary.
 */

/**
 * Runs `read` on a replica when one may answer for `viewerId` (undefined for an anonymous
 * reader), else on the primary. What a replica cannot answer is asked of the primary: a replica
 * that stopped (and is skipped from then on), a query it refused, or a row it does not hold yet
 * (a 404). `read` must only read: it may run twice.
 */
export async function readFromReplica<T>(
  ctx: AppContext,
  viewerId: string | undefined,
  read: (ctx: AppContext) => Promise<T>,
): Promise<T> {
  const replicas = ctx.replicas;
  if (!replicas || isTxContext(ctx)) return read(ctx);
  const ownWrite = viewerId === undefined ? undefined : await replicas.lastWrites.of(viewerId);
  if (ownWrite === null) return read(ctx);
  const replica = replicas.set.pick(ownWrite);
  if (!replica) return read(ctx);
  try {
    return await read(onReplica(ctx, replica));
  } catch (error) {
    if (isDatabaseUnavailable(error)) replicas.set.failed(replica, error);
    else if (!isStandbyRefusal(error) && !(error instanceof AppError && error.statusCode === 404)) throw error;
    return read(ctx);
  }
}

function onReplica(ctx: AppContext, replica: Replica): AppContext {
  const currentAsOf = replica.currentAsOf;
  return {
    ...ctx,
    db: replica.db,
    primary: ctx,
    listCache: ctx.listCache && pagesCurrentAsOf(ctx.listCache, currentAsOf),
  };
}

/** The list cache as seen by a read on a replica current as of `currentAsOf` (ListCache.read). */
function pagesCurrentAsOf(pages: ListPages, currentAsOf: number): ListPages {
  return {
    read: (list, key, load) => pages.read(list, key, load, currentAsOf),
    drop: (list) => pages.drop(list),
    handlers: () => pages.handlers(),
  };
}
