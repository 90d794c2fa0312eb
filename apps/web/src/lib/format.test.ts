import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatExactPaise,
  formatMonth,
  formatMonthYear,
  formatRelativeTime,
} from "./format";

// What the app showed through Intl before decision 0062: the hand-written helpers must say the same.
const exactIntl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
const relativeIntl = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** Deterministic spread of values over many magnitudes (no Math.random: a failure must repeat). */
function* spread(count: number): Generator<number> {
  let seed = 7;
  for (let i = 0; i < count; i++) {
    seed = (seed * 48271) % 2147483647;
    yield Math.floor((seed / 2147483647) * 10 ** (i % 13));
  }
}

describe("formatting without Intl", () => {
  it("groups counts as en-IN and en-US do", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 98_765_432_109, ...spread(2000)]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-IN"));
      // Intl writes minus zero as '-0'; the helpers write 0.
      if (value !== 0) expect(formatCount(-value)).toBe((-value).toLocaleString("en-IN"));
      expect(formatCount(value, "western")).toBe(value.toLocaleString("en-US"));
    }
  });

  it("writes exact amounts as en-IN's rupee currency does", () => {
    for (const paise of [0, 1, 99, 100, 150_000, 4_725_000, 12_345_678, 100_000_000_00, ...spread(2000)]) {
      expect(formatExactPaise(paise)).toBe(exactIntl.format(paise / 100));
      if (paise !== 0) expect(formatExactPaise(-paise)).toBe(exactIntl.format(-paise / 100));
    }
  });

  it("names months and days as en-IN does", () => {
    const short = new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 1 + month * 2));
      expect(formatMonth(date, "short")).toBe(short.format(date));
      expect(formatMonth(date, "long")).toBe(long.format(date));
      expect(formatDate(date, "utc")).toBe(
        date.toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
      );
      expect(formatDate(date, "local")).toBe(
        date.toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" }),
      );
      expect(formatMonthYear(date)).toBe(date.toLocaleDateString("en-IN", { month: "short", year: "numeric" }));
    }
  });

  it("writes a moment in the reader's time zone with a 24-hour time", () => {
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5))).toBe("27 Nov 2026, 09:05");
    expect(formatDateTime(new Date(2026, 0, 3, 23, 59))).toBe("3 Jan 2026, 23:59");
  });

  it("says relative times in Intl.RelativeTimeFormat's words", () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
      ["year", 365 * 86400],
      ["month", 30 * 86400],
      ["week", 7 * 86400],
      ["day", 86400],
      ["hour", 3600],
      ["minute", 60],
    ];
    const expected = (seconds: number) => {
      for (const [unit, size] of units)
        if (Math.abs(seconds) >= size) return relativeIntl.format(Math.round(seconds / size), unit);
      return "just now";
    };
    const offsets = [0, 30, 59, 60, 89, 90, 3599, 3600, 7200, 86399, 86400, 129600, 172800, 604800, 1209600];
    for (const base of [...offsets, ...[...spread(600)].map((value) => value % (4000 * 86400))]) {
      for (const seconds of [base, -base]) {
        const iso = new Date(now + seconds * 1000).toISOString();
        expect(formatRelativeTime(iso, now), `${seconds} s`).toBe(expected(seconds));
      }
    }
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});
