import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./badge-count";

describe("formatBadgeCount", () => {
  it("caps above 99", () => {
    expect(formatBadgeCount(5)).toBe("5");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
  });
});
