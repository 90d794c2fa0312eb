import { describe, expect, it } from "vitest";
import { readUrlFilters, writeUrlFilters } from "@/lib/use-url-filters";
import { dateRangeProblem, transactionFilterFields } from "./filters";

const read = (query: string) => readUrlFilters(transactionFilterFields, new URLSearchParams(query));

describe("transaction filters in the address", () => {
  it("reads a type and a date range, and writes back only what is set", () => {
    const filters = read("type=ESCROW_RELEASE&from=2026-01-01&to=2026-01-31");
    expect(filters).toEqual({ type: "ESCROW_RELEASE", from: "2026-01-01", to: "2026-01-31" });
    expect(writeUrlFilters(transactionFilterFields, { ...filters, from: "" })).toEqual({
      type: "ESCROW_RELEASE",
      to: "2026-01-31",
    });
  });

  it("drops a type that is not one and dates that do not exist", () => {
    expect(read("type=REFUND&from=2026-02-30&to=yesterday")).toEqual({ type: "", from: "", to: "" });
  });

  it("says when the range ends before it starts", () => {
    expect(dateRangeProblem({ from: "2026-03-02", to: "2026-03-01" })).toBe(
      "The end date must be on or after the start date.",
    );
    expect(dateRangeProblem({ from: "2026-03-01", to: "2026-03-01" })).toBeUndefined();
  });
});
