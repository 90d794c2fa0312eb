import { createHmac, timingSafeEqual } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS } from "@crewlance/contracts/constants";
import type { TRole } from "@crewlance/contracts/enums";
import { SignJWT } from "jose";
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

/**
 * Short-lived signed access token (15 minutes; the chat token passes a shorter TTL).
 * HS256 is deterministic: the same claims issued at the same second sign to the same token, which
 * a refresh's grace window relies on to answer a second caller the same pair (decision 0077).
 */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  audience = "api",
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  issuedAtDate: Date = now(),
): Promise<string> {
  const issuedAt = Math.floor(issuedAtDate.getTime() / 1000);
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

/** The audience of an appeal token: no route but standing and appeals accepts it (plugins/auth.ts). */
export const APPEAL_AUDIENCE = "appeal";
export const APPEAL_TOKEN_TTL_SECONDS = 30 * 60;

/**
 * What a suspended person's refused sign-in carries (decision 0092): signed like an access
 * token, for another audience, so `authenticate` refuses it everywhere it does not ask for it.
 */
export function signAppealToken(claims: { userId: string; role: TRole | null }, secret: string): Promise<string> {
  return signAccessToken(claims, secret, APPEAL_AUDIENCE, APPEAL_TOKEN_TTL_SECONDS);
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** An HS256 signature: 32 bytes, 43 base64url characters without padding. */
const SIGNATURE_LENGTH = 43;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies an HS256 access token synchronously with node:crypto (decision 0021): the same checks
 * jose's `jwtVerify` made with `algorithms: ["HS256"]`, the issuer and the audience — a compact JWS
 * of three base64url parts, a protected header with `alg: "HS256"` and no `crit`, an HMAC-SHA256
 * signature compared in constant time, a JSON object payload whose `iss` is ours, whose `aud` is
 * (or contains) the audience, whose `exp` is a number after now and whose `nbf`, if present, is
 * not after now. jose went through WebCrypto, asynchronous, at ~13% of a signed-in request's CPU.
 * Returns the claims, or null for any token that is malformed, forged or expired.
 */
export function verifyAccessTokenSync(token: string, secret: string, audience = "api"): VerifiedAccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headerPart = "", payloadPart = "", signaturePart = ""] = parts;
  if (!BASE64URL.test(headerPart) || !BASE64URL.test(payloadPart)) return null;
  if (signaturePart.length !== SIGNATURE_LENGTH || !BASE64URL.test(signaturePart)) return null;
  const expected = createHmac("sha256", secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const header = decodeJson(headerPart);
  if (header?.alg !== "HS256" || header.crit !== undefined || header.b64 !== undefined) return null;
  const payload = decodeJson(payloadPart);
  if (!payload) return null;

  if (payload.iss !== ISSUER) return null;
  const aud = payload.aud;
  if (!(aud === audience || (Array.isArray(aud) && aud.includes(audience)))) return null;
  const nowSeconds = Math.floor(now().getTime() / 1000);
  if (typeof payload.exp !== "number" || payload.exp <= nowSeconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || payload.nbf > nowSeconds)) return null;

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
}

/** `verifyAccessTokenSync` for callers that await (the chat socket, tests). */
export async function verifyAccessToken(
  token: string,
  secret: string,
  audience = "api",
): Promise<VerifiedAccessClaims | null> {
  return verifyAccessTokenSync(token, secret, audience);
}
