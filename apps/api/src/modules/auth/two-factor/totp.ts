import { createHmac, randomBytes } from "node:crypto";
import { TOTP_DIGITS } from "@crewlance/contracts/two-factor";
import { safeEqual } from "../../../lib/crypto";

/*
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP, decision 0094): HMAC-SHA1 of the
 * 30-second step count, dynamic truncation, 6 digits. What every authenticator app computes.
 */

export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now that still count, for a phone clock a little off. */
export const TOTP_WINDOW_STEPS = 1;
const SECRET_BYTES = 20;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32, case-insensitive, spaces and padding ignored; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error("Not a base32 text.");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (the HMAC-SHA1 block's natural key size), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(key: Buffer, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The 30-second step a moment falls in. */
export function stepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code an app shows for a base32 secret at a step. */
export function totpAt(secret: string, step: number, digits: number = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), step, digits);
}

/**
 * The step whose code `code` is, within one step of now and newer than `lastUsedStep`, or null:
 * a code accepted once (or an older one) never counts again.
 */
export function matchingStep(input: { secret: string; code: string; at: Date; lastUsedStep: number }): number | null {
  const code = input.code.replace(/\s/g, "");
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const key = base32Decode(input.secret);
  const current = stepAt(input.at);
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    if (step <= input.lastUsedStep) continue;
    if (safeEqual(hotp(key, step), code)) return step;
  }
  return null;
}
