import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@crewlance/contracts/two-factor";
import { sha256 } from "../../../lib/crypto";

/*
 * Recovery codes of two-factor sign-in (decision 0094): ten single-use codes of ten characters,
 * shown as "k7mq2-x9fpd". Letters and digits that are easy to mix up (0/o, 1/l/i) are left out.
 * Ten characters of 31 give about 50 bits, far past guessing behind five tries a sign-in.
 */

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

/** The form a code is compared in: lower case, without spaces or dashes. */
export function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normalRecoveryCode(code).length === LENGTH;
}

export function recoveryCodeHash(code: string): string {
  return sha256(`recovery-code:${normalRecoveryCode(code)}`);
}

/** A fresh set, as shown to the person once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join("");
    return `${chars.slice(0, LENGTH / 2)}-${chars.slice(LENGTH / 2)}`;
  });
}
