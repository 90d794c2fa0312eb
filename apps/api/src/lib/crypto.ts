import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Opaque random token for links and refresh tokens (URL-safe). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Long random tokens are stored as SHA-256 digests, never in the clear. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * One-time codes have only a million values, so a plain digest from a leaked table would be
 * reversed at once; keyed with the server secret it cannot be without that secret too.
 */
export function codeDigest(code: string, secret: string): string {
  return createHmac("sha256", secret).update(`one-time-code:${code}`).digest("hex");
}

export function numericCode(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join("");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
