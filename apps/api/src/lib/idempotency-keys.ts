import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { idempotencyKeys } from "../db/schema/money";
import { now } from "./clock";
import { AppError } from "./errors";
import { IDEMPOTENCY_RETENTION_MS, type IdempotentRequest, type IdempotentResponse } from "./idempotency-request";

/* The idempotency_keys rows: claiming a key, recording its answer, sweeping old ones (decision 0027). */

export type Claim =
  | { kind: "owned"; id: string; leaseToken: string }
  | { kind: "replay"; response: IdempotentResponse };

export async function claimKey(ctx: AppContext, request: IdempotentRequest, hash: string): Promise<Claim> {
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

export async function recordResponse(
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
