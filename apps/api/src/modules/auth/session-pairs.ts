import { createHmac } from "node:crypto";
import { REFRESH_TOKEN_TTL_DAYS } from "@crewlance/contracts/constants";
import type { TRole } from "@crewlance/contracts/enums";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { refreshTokens } from "../../db/schema/auth";
import { addMinutes, now } from "../../lib/clock";
import { purposeKey, randomToken, sha256 } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import { signAccessToken } from "../../lib/tokens";

/* An access and refresh token pair: how one is made, signed and succeeded on refresh. */

export type TokenPair = { accessToken: string; refreshToken: string };

export const REFRESH_TOKEN_TTL_MINUTES = REFRESH_TOKEN_TTL_DAYS * 24 * 60;

export const sessionExpired = () => new AppError("TOKEN_INVALID", "Your session has expired. Please sign in again.");

export type PairOwner = { userId: string; role: TRole | null; familyId: string };

export function signSessionAccessToken(ctx: AppContext, owner: PairOwner, issuedAt: Date): Promise<string> {
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
export function successorOf(ctx: AppContext, refreshToken: string): string {
  return createHmac("sha256", purposeKey(ctx.config.jwtSecret, "refresh token successor"))
    .update(refreshToken)
    .digest("base64url");
}

/**
 * Stores a refresh token (hashed) in the owner's family and signs an access token issued at the
 * same instant: a new random token at sign-in, the predecessor's successor on rotation.
 */
export async function createTokenPair(
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
