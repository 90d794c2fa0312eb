import { randomUUID } from "node:crypto";
import type { TRole } from "@crewlance/contracts/enums";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { authSessions, refreshTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { sha256 } from "../../lib/crypto";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { SessionDevice } from "./session-device";
import { createTokenPair, type TokenPair } from "./session-pairs";

export type { SessionDevice } from "./session-device";
export type { TokenPair } from "./session-pairs";
export { refreshSession } from "./session-refresh";

/**
 * A fresh sign-in: a new token family, and its row in the person's list of devices (decision
 * 0093). `device`: where from; tests that start sessions directly may leave it out.
 */
export function startSession(
  ctx: AppContext,
  input: { userId: string; role: TRole | null; device?: SessionDevice },
): Promise<TokenPair> {
  const familyId = randomUUID();
  return withTransaction(ctx, async (txCtx) => {
    const at = now();
    await txCtx.db.insert(authSessions).values({
      id: familyId,
      userId: input.userId,
      userAgent: input.device?.userAgent ?? "",
      ip: input.device?.ip ?? "",
      createdAt: at,
      lastSeenAt: at,
    });
    return createTokenPair(txCtx, txCtx.db, { userId: input.userId, role: input.role, familyId });
  });
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
