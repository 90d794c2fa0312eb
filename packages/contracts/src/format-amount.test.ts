import { describe, expect, it } from "vitest";
import { formatAmount, formatBadgeCount, formatPaise } from "./format-amount";

describe("formatAmount", () => {
  it("shows thousands with one decimal and a K suffix", () => {
    expect(formatAmount(1500)).toBe("1.5K INR");
    expect(formatAmount(1000)).toBe("1.0K INR");
    expect(formatAmount(250000)).toBe("250.0K INR");
  });
  it("shows smaller values as the plain number", () => {
    expect(formatAmount(750)).toBe("750 INR");
    expect(formatAmount(0)).toBe("0 INR");
    expect(formatAmount(999)).toBe("999 INR");
  });
  it("converts paise before formatting", () => {
    expect(formatPaise(150000)).toBe("1.5K INR");
    expect(formatPaise(75000)).toBe("750 INR");
  });
});

describe("formatBadgeCount", () => {
  it("caps above 99", () => {
    expect(formatBadgeCount(5)).toBe("5");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
  });
});
