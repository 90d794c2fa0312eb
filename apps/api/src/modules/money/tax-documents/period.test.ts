import { financialYearOf, quarterOf } from "@crewlance/contracts/tax";
import { describe, expect, it } from "vitest";
import { financialYearRange, istDayMonthYear, quarterRange } from "./period";

describe("financial years and quarters in India", () => {
  it("start at midnight in India, 18:30 UTC the day before", () => {
    expect(financialYearRange("2026-27")).toEqual({
      from: new Date("2026-03-31T18:30:00Z"),
      to: new Date("2027-03-31T18:30:00Z"),
    });
    expect(quarterRange("2026-27", 4)).toEqual({
      from: new Date("2026-12-31T18:30:00Z"),
      to: new Date("2027-03-31T18:30:00Z"),
    });
    expect(quarterRange("2026-27", 1).to).toEqual(new Date("2026-06-30T18:30:00Z"));
  });

  it("put 31 March 23:59 in quarter 4 and 1 April 00:00 in the next year's quarter 1", () => {
    const last = new Date("2027-03-31T18:29:59.999Z");
    const first = new Date("2027-03-31T18:30:00Z");
    expect([financialYearOf(last), quarterOf(last)]).toEqual(["2026-27", 4]);
    expect([financialYearOf(first), quarterOf(first)]).toEqual(["2027-28", 1]);
    expect(istDayMonthYear(first)).toBe("01-04-2027");
    expect(quarterOf(new Date("2026-09-30T18:30:00Z"))).toBe(3);
  });
});
