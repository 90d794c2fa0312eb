import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";

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

/**
 * A 32-byte key for one purpose, derived from a server secret (HKDF-SHA256): the same secret
 * gives unrelated keys to unrelated uses, and no use can recover the secret from its key.
 */
export function purposeKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "crewlance", purpose, 32));
}

const SEALED_PREFIX = "v1.";

/**
 * Encrypts a short text at rest with AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>` in base64url. The
 * tag makes a changed or swapped value fail to open instead of decrypting to something else.
 */
export function sealText(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${SEALED_PREFIX}${[iv, body, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".")}`;
}

export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

/** Opens what sealText wrote with the same key; throws on another key or a changed value. */
export function openText(key: Buffer, sealed: string): string {
  const [iv, body, tag] = sealed
    .slice(SEALED_PREFIX.length)
    .split(".")
    .map((part) => Buffer.from(part, "base64url"));
  if (!iv || !body || !tag) throw new Error("Not a sealed value.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
