import { describe, expect, it } from "vitest";
import { buildPagination, pageQuery } from "./envelope";

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
