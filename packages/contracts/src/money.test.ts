import { describe, expect, it } from "vitest";
import { formatAmount, formatPaise, paiseToRupees, rupeesToPaise } from "./money";

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

describe("rupeesToPaise", () => {
  it("converts whole rupees and paise exactly", () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(1500)).toBe(150_000);
    expect(rupeesToPaise(0.01)).toBe(1);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(1_000_000)).toBe(100_000_000);
  });
  it("rounds to the nearest paisa, halves away from zero, without binary noise deciding", () => {
    // 1.005 * 100 is 100.49999999999999 in binary; a bare Math.round gives 100.
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(2.675)).toBe(268);
    expect(rupeesToPaise(0.125)).toBe(13);
    expect(rupeesToPaise(0.124)).toBe(12);
    expect(rupeesToPaise(-1.005)).toBe(-101);
  });
  it("leaves a non-number as NaN for the caller's schema to refuse", () => {
    expect(rupeesToPaise(Number("abc"))).toBeNaN();
  });
});

describe("paiseToRupees", () => {
  it("is exact to the paisa and undoes rupeesToPaise", () => {
    expect(paiseToRupees(150)).toBe(1.5);
    expect(paiseToRupees(1999)).toBe(19.99);
    for (const rupees of [0, 0.01, 0.1, 1.23, 19.99, 1234.56, 1_000_000]) {
      expect(paiseToRupees(rupeesToPaise(rupees))).toBe(rupees);
    }
  });
});
