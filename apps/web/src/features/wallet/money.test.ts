import { describe, expect, it } from "vitest";
import { formatExactPaise, formatSignedPaise, parseRupees } from "./money";

describe("wallet money", () => {
  it("turns typed rupees into whole paise", () => {
    expect(parseRupees("1500")).toBe(150_000);
    expect(parseRupees("1,500.5")).toBe(150_050);
    expect(parseRupees(" 100.05 ")).toBe(10_005);
    expect(parseRupees("0.1")).toBe(10);
  });

  it("refuses what is not an amount with at most two decimals", () => {
    for (const typed of ["", "abc", "-5", "1.005", "1e3", "12..3", "₹100"]) expect(parseRupees(typed)).toBeNull();
  });

  it("writes the exact amount in Indian grouping", () => {
    expect(formatExactPaise(12_345_678)).toBe("₹1,23,456.78");
    expect(formatExactPaise(50_000)).toBe("₹500.00");
  });

  it("writes a signed amount with its sign in the short format", () => {
    expect(formatSignedPaise(150_000)).toBe("+1.5K INR");
    expect(formatSignedPaise(-75_000)).toBe("−750 INR");
    expect(formatSignedPaise(0)).toBe("0 INR");
  });
});
