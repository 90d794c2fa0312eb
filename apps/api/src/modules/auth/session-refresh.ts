import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { authSessions, refreshTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { sha256 } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { SessionDevice } from "./session-device";
import { createTokenPair, sessionExpired, signSessionAccessToken, successorOf, type TokenPair } from "./session-pairs";

type RefreshOutcome =
  | { kind: "ok"; pair: TokenPair }
  | { kind: "reused" }
  | { kind: "invalid" }
  | { kind: "suspended" };

/**
 * The pair a just-rotated token was already answered with, when it comes back within the grace
 * window (a second tab, a retried request): its successor must be the family's live token, not
 * itself rotated, revoked or expired. Null means the second use is reuse after all.
 */
async function pairWithinGrace(
  ctx: TxContext,
  rotated: { familyId: string; rotatedAt: Date },
  presented: string,
  at: Date,
): Promise<RefreshOutcome | null> {
  if (at.getTime() - rotated.rotatedAt.getTime() > ctx.config.refreshReuseGraceSeconds * 1000) return null;
  const successor = successorOf(ctx, presented);
  const [next] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(successor)), eq(refreshTokens.familyId, rotated.familyId)))
    .for("update");
  if (!next || next.rotatedAt || next.revokedAt || next.expiresAt <= at) return null;
  const user = await userOf(ctx.db, next.userId);
  if (!user) return { kind: "invalid" };
  if (user.status === "SUSPENDED") return { kind: "suspended" };
  const owner = { userId: next.userId, role: user.role, familyId: next.familyId };
  return {
    kind: "ok",
    pair: { accessToken: await signSessionAccessToken(ctx, owner, next.createdAt), refreshToken: successor },
  };
}

async function userOf(db: DbOrTx, userId: string) {
  const [user] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, userId));
  return user;
}

/**
 * The device list's row of the family now: seen at `at`, from where. An upsert, so a family
 * older than the list (or started by a test without a device) gets its row on first refresh.
 */
async function markSeen(
  db: DbOrTx,
  input: { familyId: string; userId: string; at: Date; device: SessionDevice | undefined },
): Promise<void> {
  const seen = {
    lastSeenAt: input.at,
    ...(input.device ? { userAgent: input.device.userAgent, ip: input.device.ip } : {}),
  };
  await db
    .insert(authSessions)
    .values({ id: input.familyId, userId: input.userId, createdAt: input.at, ...seen })
    .onConflictDoUpdate({ target: authSessions.id, set: seen });
}

/**
 * Rotates a refresh token. The row is locked, so of two concurrent refreshes with the same token
 * one rotates it and the other waits, then finds it rotated: within the grace window it gets the
 * same new pair; later, or once the successor moved on, it is reuse and the family is revoked.
 */
export async function refreshSession(
  ctx: AppContext,
  input: { refreshToken: string },
  device?: SessionDevice,
): Promise<TokenPair> {
  const outcome = await withTransaction(ctx, async (txCtx): Promise<RefreshOutcome> => {
    const tx = txCtx.db;
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)))
      .for("update");
    if (!row || row.revokedAt) return { kind: "invalid" };
    const at = now();
    if (row.rotatedAt) {
      const again = await pairWithinGrace(
        txCtx,
        { familyId: row.familyId, rotatedAt: row.rotatedAt },
        input.refreshToken,
        at,
      );
      if (again) return again;
      // A rotated token came back: someone holds a copy. End every session of the family.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: "reused" };
    }
    if (row.expiresAt <= at) return { kind: "invalid" };
    const user = await userOf(tx, row.userId);
    if (!user) return { kind: "invalid" };
    if (user.status === "SUSPENDED") return { kind: "suspended" };
    await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, row.id));
    const owner = { userId: row.userId, role: user.role, familyId: row.familyId };
    const pair = await createTokenPair(txCtx, tx, owner, successorOf(ctx, input.refreshToken));
    await markSeen(tx, { familyId: row.familyId, userId: row.userId, at, device });
    return { kind: "ok", pair };
  });
  switch (outcome.kind) {
    case "ok":
      return outcome.pair;
    case "reused":
      throw new AppError(
        "TOKEN_INVALID",
        "This sign-in was already used, so we signed you out everywhere to be safe. Please sign in again.",
      );
    case "suspended":
      throw new AppError("ACCOUNT_SUSPENDED", "This account has been suspended.");
    default:
      throw sessionExpired();
  }
}
