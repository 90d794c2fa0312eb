import { ACCESS_TOKEN_TTL_SECONDS } from "@crewlance/contracts/constants";
import type { TRole } from "@crewlance/contracts/enums";
import { jwtVerify, SignJWT } from "jose";
import { now } from "./clock";

/**
 * `role` is null until a person who signed up with a provider picks one. `sessionId` (claim
 * `sid`) is the refresh-token family the token was issued with: API tokens carry it so that
 * signing out ends them at once (plugins/auth.ts); the chat token does not need it yet.
 */
export type AccessClaims = { userId: string; role: TRole | null; sessionId?: string };

/** A verified token's claims with its `iat`, in whole seconds since the epoch as JWT has it. */
export type VerifiedAccessClaims = AccessClaims & { issuedAt: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ISSUER = "crewlance";

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Short-lived signed access token (spec B2: 15 minutes; the chat token of B8 passes a shorter TTL). */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  audience = "api",
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const issuedAt = Math.floor(now().getTime() / 1000);
  const payload = claims.sessionId ? { role: claims.role, sid: claims.sessionId } : { role: claims.role };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key(secret));
}

/** Returns the claims, or null for any token that is malformed, forged or expired. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  audience = "api",
): Promise<VerifiedAccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience,
      currentDate: now(),
      algorithms: ["HS256"],
    });
    if (typeof payload.sub !== "string") return null;
    if (typeof payload.role !== "string" && payload.role !== null) return null;
    if (typeof payload.iat !== "number") return null;
    // Compared with a uuid column: anything else would be a database error, not a refusal.
    if (payload.sid !== undefined && (typeof payload.sid !== "string" || !UUID.test(payload.sid))) return null;
    const claims: VerifiedAccessClaims = {
      userId: payload.sub,
      role: payload.role as TRole | null,
      issuedAt: payload.iat,
    };
    if (payload.sid) claims.sessionId = payload.sid;
    return claims;
  } catch {
    return null;
  }
}
