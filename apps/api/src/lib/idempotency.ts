import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { idempotencyKeys } from "../db/schema/money";
import { AppError } from "./errors";
import { claimKey, recordResponse } from "./idempotency-keys";
import { type IdempotentRequest, type IdempotentResponse, requestFingerprint } from "./idempotency-request";
import { type TxContext, withTransaction } from "./transaction";

export { sweepIdempotencyKeys } from "./idempotency-keys";
export {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_RETENTION_MS,
  type IdempotentRequest,
  type IdempotentResponse,
  requestFingerprint,
  ZIdempotencyHeaders,
} from "./idempotency-request";

/*
 * Idempotency-Key for money-moving POSTs, as Stripe defines it (decision 0027):
 * - the first request with a key claims it (a committed IN_FLIGHT row with a lease token);
 * - its work runs in one transaction that also marks the key DONE with the response, so the money
 *   move and its recorded answer commit together or not at all — a crash leaves neither;
 * - a replay with the same key and the same request gets the first status and body, and moves
 *   nothing; the same key with another request is a 422; a key still in flight is a 409;
 * - a key whose request died (its lease ran out without a DONE) may be taken over by a retry:
 *   nothing of the dead request committed, and the lease token makes sure it never will.
 * Keys are kept 24 hours (sweepIdempotencyKeys).
 */
/** Statuses of a refusal that is the operation's own answer (stored and replayed); others release the key. */
const STORED_ERROR_STATUSES = new Set([403, 404, 422]);

function errorBody(error: AppError) {
  return {
    success: false as const,
    message: error.message,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/**
 * Whether this (user, key) already has its answer: a guard that asks for something first (the
 * step-up, decision 0098) lets a replay through, so it gets the stored answer as before.
 */
export async function hasStoredAnswer(ctx: AppContext, request: IdempotentRequest): Promise<boolean> {
  const [row] = await ctx.db
    .select({ status: idempotencyKeys.status })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  return row?.status === "DONE";
}

/**
 * Runs a money-moving operation at most once per (user, key). `prepare` runs outside any
 * transaction (a provider's HTTP call); `work` runs in the transaction that also records the
 * answer. Returns the answer to send and whether it is a replay.
 */
export async function runIdempotent<P = undefined>(
  ctx: AppContext,
  request: IdempotentRequest,
  steps: {
    prepare?: () => Promise<P>;
    work: (txCtx: TxContext, prepared: P) => Promise<IdempotentResponse>;
  },
): Promise<IdempotentResponse & { replayed: boolean }> {
  const hash = requestFingerprint(request.scope, request.payload);
  const claim = await claimKey(ctx, request, hash);
  if (claim.kind === "replay") return { ...claim.response, replayed: true };
  try {
    const prepared = (steps.prepare ? await steps.prepare() : undefined) as P;
    const response = await withTransaction(ctx, async (txCtx) => {
      const answer = await steps.work(txCtx, prepared);
      if (!(await recordResponse(txCtx, claim, answer))) {
        throw new AppError("CONFLICT", "This request took too long and was replaced by a retry with the same key.");
      }
      return answer;
    });
    return { ...response, replayed: false };
  } catch (error) {
    if (error instanceof AppError && STORED_ERROR_STATUSES.has(error.statusCode)) {
      // The operation's own refusal is its answer: a replay gets it again.
      await recordResponse(ctx, claim, { status: error.statusCode, body: errorBody(error) });
    } else {
      // Nothing committed: free the key so a retry runs the operation.
      await ctx.db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.id, claim.id),
            eq(idempotencyKeys.leaseToken, claim.leaseToken),
            eq(idempotencyKeys.status, "IN_FLIGHT"),
          ),
        )
        .catch(() => undefined);
    }
    throw error;
  }
}
