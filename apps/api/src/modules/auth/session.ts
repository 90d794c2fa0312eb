import { randomUUID } from "node:crypto";
import { REFRESH_TOKEN_TTL_DAYS } from "@crewlance/contracts/constants";
import type { TRole } from "@crewlance/contracts/enums";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { refreshTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { addMinutes, now } from "../../lib/clock";
import { randomToken, sha256 } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import { signAccessToken } from "../../lib/tokens";
import { type TxContext, withTransaction } from "../../lib/transaction";

export type TokenPair = { accessToken: string; refreshToken: string };

const REFRESH_TOKEN_TTL_MINUTES = REFRESH_TOKEN_TTL_DAYS * 24 * 60;

const sessionExpired = () => new AppError("TOKEN_INVALID", "Your session has expired. Please sign in again.");

/** Stores a new opaque refresh token (hashed) in the given family and signs an access token. */
async function createTokenPair(
  ctx: AppContext,
  db: DbOrTx,
  input: { userId: string; role: TRole | null; familyId: string },
): Promise<TokenPair> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId: input.familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: addMinutes(now(), REFRESH_TOKEN_TTL_MINUTES),
    createdAt: now(),
  });
  const accessToken = await signAccessToken(
    { userId: input.userId, role: input.role, sessionId: input.familyId },
    ctx.config.jwtSecret,
  );
  return { accessToken, refreshToken };
}

/** A fresh sign-in: a new token family. */
export function startSession(ctx: AppContext, input: { userId: string; role: TRole | null }): Promise<TokenPair> {
  return createTokenPair(ctx, ctx.db, { ...input, familyId: randomUUID() });
}

type RefreshOutcome =
  | { kind: "ok"; pair: TokenPair }
  | { kind: "reused" }
  | { kind: "invalid" }
  | { kind: "suspended" };

/**
 * Rotates a refresh token. The row is locked so two concurrent refreshes with the same
 * token cannot both succeed: the second sees it rotated and is treated as reuse.
 */
export async function refreshSession(ctx: AppContext, input: { refreshToken: string }): Promise<TokenPair> {
  const outcome = await withTransaction(ctx, async ({ db: tx }): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)))
      .for("update");
    if (!row || row.revokedAt) return { kind: "invalid" };
    const at = now();
    if (row.rotatedAt) {
      // A rotated token came back: someone holds a copy. End every session of the family.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: "reused" };
    }
    if (row.expiresAt <= at) return { kind: "invalid" };
    const [user] = await tx
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!user) return { kind: "invalid" };
    if (user.status === "SUSPENDED") return { kind: "suspended" };
    await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, row.id));
    const pair = await createTokenPair(ctx, tx, { userId: row.userId, role: user.role, familyId: row.familyId });
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

/**
 * Logout: revokes the token's whole family, which also ends the access tokens issued with it
 * (their `sid`, checked on every request). Unknown or already revoked tokens are fine.
 */
export async function endSession(ctx: AppContext, input: { refreshToken: string }): Promise<void> {
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)));
  if (!row) return;
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: now() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every refresh token of the user, so no new access token can be minted; access tokens
 * already out stay valid until they expire unless the caller also moves sessionsValidAfter.
 * Other modules (admin's suspension) call this instead of writing auth's tables.
 */
export async function revokeRefreshTokens(ctx: AppContext, input: { userId: string }): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: now() })
    .where(and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Signs the user out of every device (after a password reset, or when a provider's verified
 * owner takes over an address someone else registered): every refresh token is revoked, so
 * every family and its access tokens end, and `authenticate` also refuses every access token
 * issued before now. JWT `iat` has whole seconds, so
 * the instant is floored to the second: a token issued later in this same second, such as the
 * one a takeover hands its new owner, stays valid.
 */
export async function revokeAllSessions(txCtx: TxContext, input: { userId: string }): Promise<void> {
  const at = now();
  await revokeRefreshTokens(txCtx, input);
  const wholeSecond = new Date(Math.floor(at.getTime() / 1000) * 1000);
  await txCtx.db.update(users).set({ sessionsValidAfter: wholeSecond }).where(eq(users.id, input.userId));
}
