import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newRecoveryCodes, normalRecoveryCode, recoveryCodeHash } from "./recovery-codes";
import { base32Decode, base32Encode, hotp, matchingStep, newTotpSecret, stepAt, totpAt } from "./totp";

// RFC 6238 appendix B, the SHA-1 rows: the ASCII key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("gives the appendix B code at %i seconds", (seconds, code) => {
    const step = stepAt(new Date(seconds * 1000));
    expect(hotp(RFC_KEY, step, 8)).toBe(code);
    // Six digits are the same truncation, modulo 10^6: the last six of the eight.
    expect(hotp(RFC_KEY, step, 6)).toBe(code.slice(2));
    expect(totpAt(base32Encode(RFC_KEY), step, 8)).toBe(code);
  });

  it("agrees with HMAC-SHA1 written out here for a fresh secret", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const step = stepAt(new Date());
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(BigInt(step));
    const digest = createHmac("sha1", base32Decode(secret)).update(message).digest();
    const offset = digest[19]! & 0xf;
    const value =
      ((digest[offset]! & 0x7f) << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!;
    expect(totpAt(secret, step)).toBe(String(value % 1_000_000).padStart(6, "0"));
  });

  it("reads base32 back whatever its case, spacing and padding", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
    expect(() => base32Decode("MZXW1")).toThrow();
  });

  it("takes a code one step either side of now, never one at or before the last used step", () => {
    const secret = newTotpSecret();
    const at = new Date("2026-11-29T17:00:10Z");
    const step = stepAt(at);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep({ secret, code: totpAt(secret, step + offset), at, lastUsedStep: 0 })).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchingStep({ secret, code: totpAt(secret, step + offset), at, lastUsedStep: 0 })).toBeNull();
    }
    expect(matchingStep({ secret, code: totpAt(secret, step), at, lastUsedStep: step })).toBeNull();
    expect(matchingStep({ secret, code: totpAt(secret, step - 1), at, lastUsedStep: step })).toBeNull();
    expect(matchingStep({ secret, code: "12345", at, lastUsedStep: 0 })).toBeNull();
  });
});

describe("recovery codes", () => {
  it("are ten codes shown as xxxxx-xxxxx without look-alike characters, all different", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
  });

  it("match whatever the case, spaces and dashes", () => {
    expect(normalRecoveryCode(" K7MQ2 x9fpd ")).toBe("k7mq2x9fpd");
    expect(recoveryCodeHash("K7MQ2-X9FPD")).toBe(recoveryCodeHash("k7mq2 x9fpd"));
    expect(recoveryCodeHash("k7mq2-x9fpd")).toMatch(/^[0-9a-f]{64}$/);
  });
});
