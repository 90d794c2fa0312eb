import { describe, expect, it } from "vitest";
import { compareKeys, keyBetween } from "./fractional-key";

describe("fractional board keys", () => {
  it("orders keys made at the ends and between neighbours", () => {
    const first = keyBetween(null, null);
    const after = keyBetween(first, null);
    const before = keyBetween(null, first);
    expect([before, first, after].sort(compareKeys)).toEqual([before, first, after]);
    expect(compareKeys(keyBetween(before, first), first)).toBe(-1);
    expect(compareKeys(keyBetween(before, first), before)).toBe(1);
  });

  it("always finds room between two adjacent keys, however often a card lands there", () => {
    let low = keyBetween(null, null);
    const high = keyBetween(low, null);
    for (let i = 0; i < 500; i++) {
      const middle = keyBetween(low, high);
      expect(compareKeys(low, middle)).toBe(-1);
      expect(compareKeys(middle, high)).toBe(-1);
      low = middle;
    }
    let top = keyBetween(null, null);
    for (let i = 0; i < 500; i++) {
      const above = keyBetween(null, top);
      expect(compareKeys(above, top)).toBe(-1);
      top = above;
    }
  });

  it("refuses keys out of order", () => {
    expect(() => keyBetween("b", "a")).toThrow(RangeError);
  });

  it("keeps random insertions sorted", () => {
    const keys: string[] = [];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 300; i++) {
      const at = Math.floor(random() * (keys.length + 1));
      const key = keyBetween(keys[at - 1] ?? null, keys[at] ?? null);
      keys.splice(at, 0, key);
    }
    expect([...keys].sort(compareKeys)).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
