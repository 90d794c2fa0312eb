import { describe, expect, it } from "vitest";
import { formatCountdown } from "./format-countdown";

describe("formatCountdown", () => {
  it.each([
    [59, "0:59"],
    [60, "1:00"],
    [5.2, "0:06"],
    [0, "0:00"],
    [-3, "0:00"],
  ])("reads %s seconds as %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
