import { describe, expect, it } from "vitest";
import { buildPagination, pageQuery, ZIdParams, ZPaise } from "./common";

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

describe("ids and paise", () => {
  it("takes a uuid id and refuses anything else with a sentence", () => {
    expect(ZIdParams.safeParse({ id: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" }).success).toBe(true);
    expect(ZIdParams.safeParse({ id: "42" }).error?.issues[0]?.message).toBe("Must be a valid id.");
  });

  it("takes whole, non-negative, safe paise only", () => {
    expect(ZPaise.parse(0)).toBe(0);
    expect(ZPaise.parse(150_000)).toBe(150_000);
    expect(ZPaise.safeParse(1.5).error?.issues[0]?.message).toBe("Use whole paise.");
    expect(ZPaise.safeParse(-1).success).toBe(false);
    expect(ZPaise.safeParse(Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
  });
});
