import { describe, expect, it } from "vitest";
import { formatElapsed, formatMinutes, formatWeekday, indiaTimeOf } from "./time-format";

describe("the time part's words", () => {
  it("says durations as people do", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(600)).toBe("10 h");
    expect(formatMinutes(390)).toBe("6 h 30 min");
  });

  it("writes a running timer's time, never below zero", () => {
    expect(formatElapsed(3_909_000)).toBe("1:05:09");
    expect(formatElapsed(-5_000)).toBe("0:00:00");
  });

  it("writes clock times and days in India, wherever the reader is", () => {
    expect(indiaTimeOf("2026-11-29T18:30:00.000Z")).toBe("00:00");
    expect(indiaTimeOf("2026-11-30T03:30:00.000Z")).toBe("09:00");
    expect(formatWeekday("2026-11-30")).toBe("Mon, 30 Nov 2026");
  });
});
