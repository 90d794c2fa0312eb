import { describe, expect, it } from "vitest";
import { buildPagination, pageQuery, summarizeFieldErrors } from "./envelope";

describe("pagination", () => {
  it("defaults page 1 and the list's own limit, capped at 100", () => {
    expect(pageQuery(5).parse({})).toEqual({ page: 1, limit: 5 });
    expect(pageQuery(5).parse({ page: "3", limit: "20" })).toEqual({ page: 3, limit: 20 });
    expect(pageQuery(5).safeParse({ limit: "101" }).success).toBe(false);
    expect(pageQuery(5).safeParse({ page: "0" }).success).toBe(false);
  });

  it("counts pages", () => {
    expect(buildPagination(11, 2, 5)).toEqual({ totalCount: 11, currentPage: 2, totalPages: 3, limit: 5 });
    expect(buildPagination(0, 1, 5).totalPages).toBe(0);
  });
});

describe("summarizeFieldErrors", () => {
  it("uses the first field's sentence, which names no internal field", () => {
    const message = "Maximum rate must be at least the minimum rate.";
    expect(summarizeFieldErrors([{ path: "maxRate", message }])).toBe(message);
  });

  it("gives a subject-less rule a subject", () => {
    expect(summarizeFieldErrors([{ path: "skills.0", message: "Must be at most 40 characters." }])).toBe(
      "One of the values must be at most 40 characters.",
    );
  });

  it("falls back to a generic sentence for zod's own messages and for no errors", () => {
    const generic = "Some of the details sent are not valid. Please check them and try again.";
    expect(summarizeFieldErrors([{ path: "", message: "Invalid input: expected object, received undefined" }])).toBe(
      generic,
    );
    expect(summarizeFieldErrors([])).toBe(generic);
  });
});
