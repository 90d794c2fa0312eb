import { describe, expect, it } from "vitest";
import { financialYearOf, quarterOf } from "./tax";
import { recentFinancialYears, ZFinancialYear, ZTaxReturnQuery } from "./tax-documents";

describe("financial years", () => {
  it("takes 2026-27 and refuses years that do not follow on", () => {
    expect(ZFinancialYear.parse(" 2026-27 ")).toBe("2026-27");
    expect(ZFinancialYear.parse("2099-00")).toBe("2099-00");
    for (const bad of ["2026-28", "2026", "26-27", "2026/27", "1999-00"]) {
      expect(ZFinancialYear.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("reads a return's query from the address, quarter as a number", () => {
    expect(ZTaxReturnQuery.parse({ financialYear: "2026-27", quarter: "3", kind: "TDS" })).toEqual({
      financialYear: "2026-27",
      quarter: 3,
      kind: "TDS",
    });
    const bad = ZTaxReturnQuery.safeParse({ financialYear: "2026-27", quarter: "5", kind: "GST" });
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(["quarter", "kind"]);
  });

  it("counts years and quarters from midnight in India", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(quarterOf(new Date("2026-06-30T18:29:59Z"))).toBe(1);
    expect(quarterOf(new Date("2026-06-30T18:30:00Z"))).toBe(2);
    expect(quarterOf(new Date("2026-12-31T18:30:00Z"))).toBe(4);
    expect(recentFinancialYears(new Date("2026-11-29T00:00:00Z"), 3)).toEqual(["2026-27", "2025-26", "2024-25"]);
  });
});
