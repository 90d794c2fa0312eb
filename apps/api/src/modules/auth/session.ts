import { createHmac, randomUUID } from "node:crypto";
import { REFRESH_TOKEN_TTL_DAYS } from "@crewlance/contracts/constants";
import type { TRole } from "@crewlance/contracts/enums";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { refreshTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { addMinutes, now } from "../../lib/clock";
import { purposeKey, randomToken, sha256 } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import { signAccessToken } from "../../lib/tokens";
import { type TxContext, withTransaction } from "../../lib/transaction";

export type TokenPair = { accessToken: string; refreshToken: string };

const REFRESH_TOKEN_TTL_MINUTES = REFRESH_TOKEN_TTL_DAYS * 24 * 60;

const sessionExpired = () => new AppError("TOKEN_INVALID", "Your session has expired. Please sign in again.");

type PairOwner = { userId: string; role: TRole | null; familyId: string };

function signSessionAccessToken(ctx: AppContext, owner: PairOwner, issuedAt: Date): Promise<string> {
  return signAccessToken(
    { userId: owner.userId, role: owner.role, sessionId: owner.familyId },
    ctx.config.jwtSecret,
    "api",
    undefined,
    issuedAt,
  );
}

/**
 * The token a refresh token rotates to: an HMAC of it under a key derived from JWT_SECRET, so the
 * server can work the successor out again when the same token comes back within the grace window
 * and answer the same pair, with nothing but hashes stored (decision 0077). Without the key the
 * successor is as unguessable as a random token; with it one could already sign any access token.
 */
function successorOf(ctx: AppContext, refreshToken: string): string {
  return createHmac("sha256", purposeKey(ctx.config.jwtSecret, "refresh token successor"))
    .update(refreshToken)
    .digest("base64url");
}

/**
 * Stores a refresh token (hashed) in the owner's family and signs an access token issued at the
 * same instant: a new random token at sign-in, the predecessor's successor on rotation.
 */
async function createTokenPair(
  ctx: AppContext,
  db: DbOrTx,
  owner: PairOwner,
  refreshToken: string = randomToken(),
): Promise<TokenPair> {
  const at = now();
  await db.insert(refreshTokens).values({
    userId: owner.userId,
    familyId: owner.familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: addMinutes(at, REFRESH_TOKEN_TTL_MINUTES),
    createdAt: at,
  });
  return { accessToken: await signSessionAccessToken(ctx, owner, at), refreshToken };
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
 * Rotates a refresh token. The row is locked, so of two concurrent refreshes with the same token
 * one rotates it and the other waits, then finds it rotated: within the grace window it gets the
 * same new pair; later, or once the successor moved on, it is reuse and the family is revoked.
 */
export async function refreshSession(ctx: AppContext, input: { refreshToken: string }): Promise<TokenPair> {
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
