/*
 * Fractional positions for board cards (decision 0035): a key is a string of base-62 digits
 * read as a fraction in (0, 1), compared in byte order (the digits are in ASCII order, and the
 * database compares with COLLATE "C"). A key between any two keys always exists, so a move
 * writes one row and never renumbers a column; the server computes it under the project's lock.
 */

const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BASE = DIGITS.length;

function digit(key: string, index: number): number {
  if (index >= key.length) return 0;
  const value = DIGITS.indexOf(key[index]!);
  if (value < 0) throw new RangeError(`not a position key: ${key}`);
  return value;
}

/** Byte-order comparison, as the database sorts the column. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A key strictly between `before` and `after` (null = the start or the end of the column).
 * Keys never end in the zero digit, so every key has room below it.
 */
export function keyBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && compareKeys(before, after) >= 0) {
    throw new RangeError(`keys out of order: ${before} >= ${after}`);
  }
  const low = before ?? "";
  let result = "";
  for (let index = 0; ; index++) {
    const lowDigit = digit(low, index);
    const highDigit = after === null ? BASE : index < after.length ? digit(after, index) : 0;
    if (after !== null && index >= after.length && highDigit === 0) {
      // `after` ran out while equal to our prefix: impossible, since before < after.
      throw new RangeError("no key between equal keys");
    }
    if (highDigit - lowDigit > 1) {
      return result + DIGITS[Math.floor((lowDigit + highDigit) / 2)]!;
    }
    if (highDigit - lowDigit === 1) {
      // Take the low digit and go on below `after`'s limit: anything above `low` from here is less than `after`.
      result += DIGITS[lowDigit]!;
      return result + keyAbove(low.slice(index + 1));
    }
    // Same digit: carry on one place further.
    result += DIGITS[lowDigit]!;
  }
}

/** A key greater than the fraction `rest` and below 1 (as if `after` were null). */
function keyAbove(rest: string): string {
  let result = "";
  for (let index = 0; ; index++) {
    const lowDigit = digit(rest, index);
    if (BASE - lowDigit > 1) return result + DIGITS[Math.floor((lowDigit + BASE) / 2)]!;
    result += DIGITS[lowDigit]!;
  }
}
