import { describe, expect, it } from "vitest";
import { basisPointsToPercent, equalShares, percentToBasisPoints, sharesProblem } from "./shares";

describe("payout shares as percents", () => {
  it("reads a percent with up to two decimals as basis points", () => {
    expect(percentToBasisPoints("33.33")).toBe(3333);
    expect(percentToBasisPoints(" 50 ")).toBe(5000);
    expect(percentToBasisPoints("0")).toBe(0);
    expect(percentToBasisPoints("12.345")).toBeNull();
    expect(percentToBasisPoints("-5")).toBeNull();
    expect(percentToBasisPoints("")).toBeNull();
  });

  it("writes basis points back without trailing zeros", () => {
    expect(basisPointsToPercent(3333)).toBe("33.33");
    expect(basisPointsToPercent(5000)).toBe("50");
    expect(basisPointsToPercent(2550)).toBe("25.5");
  });

  it("says why shares cannot be saved: a bad number, or a total other than 100", () => {
    expect(sharesProblem(["50", "50"])).toBeNull();
    expect(sharesProblem(["33.34", "33.33", "33.33"])).toBeNull();
    expect(sharesProblem(["50", "40"])).toBe("Shares must add up to 100%; they add up to 90%.");
    expect(sharesProblem(["abc", "100"])).toMatch(/as a percent/);
  });

  it("splits equally to exactly 100%", () => {
    for (const count of [1, 2, 3, 7, 50]) {
      const shares = equalShares(count);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
  });
});
