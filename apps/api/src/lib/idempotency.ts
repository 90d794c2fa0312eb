import { createHash, randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context";
import { idempotencyKeys } from "../db/schema/wallet";
import { now } from "./clock";
import { AppError } from "./errors";
import { type TxContext, withTransaction } from "./transaction";

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

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The header schema of a money-moving route (`schema.headers`), so the document lists it. */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string("Send an Idempotency-Key header: a unique value per operation, reused only to retry it.")
    .trim()
    .min(8, "The Idempotency-Key must be at least 8 characters.")
    .max(255, "The Idempotency-Key must be at most 255 characters.")
    .regex(/^[\x21-\x7e]+$/, "The Idempotency-Key may hold only visible ASCII characters."),
});

export type IdempotentResponse = { status: number; body: unknown };

export type IdempotentRequest = {
  userId: string;
  key: string;
  /** What the key was used for: method, route and path parameters. Part of the fingerprint. */
  scope: string;
  payload: unknown;
};

/** Statuses of a refusal that is the operation's own answer (stored and replayed); others release the key. */
const STORED_ERROR_STATUSES = new Set([403, 404, 422]);

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestFingerprint(scope: string, payload: unknown): string {
  return createHash("sha256").update(scope).update("\n").update(stableJson(payload)).digest("hex");
}

type Claim = { kind: "owned"; id: string; leaseToken: string } | { kind: "replay"; response: IdempotentResponse };

async function claimKey(ctx: AppContext, request: IdempotentRequest, hash: string): Promise<Claim> {
  const at = now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const leaseToken = randomUUID();
    const [inserted] = await ctx.db
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key: request.key, requestHash: hash, leaseToken, lockedAt: at, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { kind: "owned", id: inserted.id, leaseToken };

    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
    if (!row) continue; // swept between the two statements: claim again
    if (row.requestHash !== hash) {
      throw new AppError(
        "BUSINESS_RULE",
        "This Idempotency-Key was already used for a different request. Use a new key for a new operation.",
      );
    }
    if (row.status === "DONE") {
      return { kind: "replay", response: { status: row.responseStatus ?? 200, body: row.responseBody } };
    }
    if (at.getTime() - row.lockedAt.getTime() < ctx.config.wallet.idempotencyLeaseMs) {
      throw new AppError(
        "CONFLICT",
        "A request with this Idempotency-Key is still being processed. Wait a moment and retry with the same key.",
      );
    }
    // The request holding the key died: take its lease over (only one retry can).
    const [taken] = await ctx.db
      .update(idempotencyKeys)
      .set({ leaseToken, lockedAt: at })
      .where(
        and(
          eq(idempotencyKeys.id, row.id),
          eq(idempotencyKeys.status, "IN_FLIGHT"),
          eq(idempotencyKeys.leaseToken, row.leaseToken),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    if (taken) return { kind: "owned", id: taken.id, leaseToken };
  }
  throw new AppError("CONFLICT", "A request with this Idempotency-Key is still being processed. Retry in a moment.");
}

async function recordResponse(
  ctx: AppContext,
  claim: { id: string; leaseToken: string },
  response: IdempotentResponse,
) {
  const [row] = await ctx.db
    .update(idempotencyKeys)
    .set({ status: "DONE", responseStatus: response.status, responseBody: response.body })
    .where(
      and(
        eq(idempotencyKeys.id, claim.id),
        eq(idempotencyKeys.leaseToken, claim.leaseToken),
        eq(idempotencyKeys.status, "IN_FLIGHT"),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return row !== undefined;
}

function errorBody(error: AppError) {
  return {
    success: false as const,
    message: error.message,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
  };
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

/** Deletes keys older than 24 hours, a batch at a time (the wallet's sweeper). */
export async function sweepIdempotencyKeys(ctx: AppContext, batch = 500): Promise<{ more: boolean }> {
  const cutoff = new Date(now().getTime() - IDEMPOTENCY_RETENTION_MS);
  const deleted = await ctx.db
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.id} = any(array(select ${idempotencyKeys.id} from ${idempotencyKeys} where ${lt(idempotencyKeys.createdAt, cutoff)} limit ${batch}))`,
    )
    .returning({ id: idempotencyKeys.id });
  return { more: deleted.length === batch };
}
