import { describe, expect, it } from "vitest";
import { formatBudget, formatDay, formatMatch, matchTone } from "./labels";

describe("marketplace labels", () => {
  it("writes a budget in the short format, a range or one amount, hourly with / hr", () => {
    expect(formatBudget({ budgetType: "FIXED", budgetMin: 4_500_000, budgetMax: 6_000_000 })).toBe(
      "45.0K INR – 60.0K INR",
    );
    expect(formatBudget({ budgetType: "FIXED", budgetMin: 75_000, budgetMax: 75_000 })).toBe("750 INR");
    expect(formatBudget({ budgetType: "HOURLY", budgetMin: 150_000, budgetMax: 150_000 })).toBe("1.5K INR / hr");
  });

  it("writes a skill match as '4 of 5 skills'", () => {
    expect(formatMatch({ matched: 4, total: 5 })).toBe("4 of 5 skills");
    expect(formatMatch({ matched: 1, total: 1 })).toBe("1 of 1 skill");
    expect(matchTone({ matched: 5, total: 5 })).toBe("success");
    expect(matchTone({ matched: 3, total: 5 })).toBe("accent");
    expect(matchTone({ matched: 1, total: 5 })).toBe("neutral");
  });

  it("writes a day without shifting it by the time zone", () => {
    expect(formatDay("2026-12-05")).toBe("5 Dec 2026");
  });
});
