import { describe, expect, it } from "vitest";
import {
  broaderSearches,
  CHEAP_WALK_AT_MOST,
  CHEAP_WALK_EXPECTED_AT_MOST,
  matchesAfterShortWalk,
  matchesNeeded,
  PLAN_WALK_MARGIN,
  type SearchFilter,
  WALK_ROWS_AT_MOST,
  walkedPageBound,
} from "./list-statements";

type Search = { q?: string; category?: string; minBudget?: number; page: number };

const FILTERS: SearchFilter<Search>[] = [
  { param: "q", has: (search) => Boolean(search.q) },
  { param: "category", has: (search) => Boolean(search.category) },
  { param: "minBudget", has: (search) => search.minBudget !== undefined },
];

describe("broaderSearches (decision 0127)", () => {
  it("keeps one or two of a search's filters and leaves the others out", () => {
    const broader = broaderSearches({ q: "okapi", category: "WRITING", minBudget: 5, page: 3 }, FILTERS);
    expect(broader).toEqual([
      { q: "okapi", category: undefined, minBudget: undefined, page: 3 },
      { q: "okapi", category: "WRITING", minBudget: undefined, page: 3 },
      { q: "okapi", category: undefined, minBudget: 5, page: 3 },
      { q: undefined, category: "WRITING", minBudget: undefined, page: 3 },
      { q: undefined, category: "WRITING", minBudget: 5, page: 3 },
      { q: undefined, category: undefined, minBudget: 5, page: 3 },
    ]);
  });

  it("has none for a search with one filter or none, and each filter alone for two", () => {
    expect(broaderSearches({ q: "okapi", page: 1 }, FILTERS)).toEqual([]);
    expect(broaderSearches({ page: 1 }, FILTERS)).toEqual([]);
    expect(broaderSearches({ q: "okapi", minBudget: 5, page: 1 }, FILTERS)).toEqual([
      { q: "okapi", minBudget: undefined, page: 1 },
      { q: undefined, minBudget: 5, page: 1 },
    ]);
  });
});

describe("matchesNeeded", () => {
  it("is a page's last row in an order, and its relevance block's last row by relevance", () => {
    expect(matchesNeeded({ page: 3, limit: 20, sort: "newest", q: "okapi" })).toBe(60);
    expect(matchesNeeded({ page: 3, limit: 20, sort: "relevance" })).toBe(60);
    // Blocks of ten pages: pages 1 to 10 need the first 200, page 11 the next 200 too.
    expect(matchesNeeded({ page: 3, limit: 20, sort: "relevance", q: "okapi" })).toBe(200);
    expect(matchesNeeded({ page: 11, limit: 20, sort: "relevance", q: "okapi" })).toBe(400);
  });
});

describe("walkedPageBound (decision 0136)", () => {
  const page = (n: number) => n * 20;

  it("walks when the page is expected within half the rows reading every match visits, and stops there", () => {
    // 12,800 matches, one in 78 rows: page 1 expected after 1,560 rows.
    expect(walkedPageBound(page(1), { rowsPerMatch: 78, matches: 12_800 })).toBe(12_800);
    // Page 5 after 7,800: more than half of 12,800, so the matches are read instead.
    expect(walkedPageBound(page(5), { rowsPerMatch: 78, matches: 12_800 })).toBeNull();
  });

  it("never walks further than WALK_ROWS_AT_MOST", () => {
    expect(walkedPageBound(page(1), { rowsPerMatch: 8, matches: 133_000 })).toBe(WALK_ROWS_AT_MOST);
    expect(walkedPageBound(page(10), { rowsPerMatch: 8, matches: 133_000 })).toBe(WALK_ROWS_AT_MOST);
    expect(walkedPageBound(page(10), { rowsPerMatch: 6, matches: 133_000 })).toBe(WALK_ROWS_AT_MOST);
    expect(walkedPageBound(page(10), { rowsPerMatch: 51, matches: 133_000 })).toBeNull();
  });

  it("always walks on PostgreSQL's estimate, for at most PLAN_WALK_MARGIN times the rows it expects (decision 0139)", () => {
    // Page 1 expected after 1,560 rows: walked for 6,240 at most, however many matches there are.
    expect(walkedPageBound(page(1), { rowsPerMatch: 78, matches: 12_800, from: "plan" })).toBe(
      PLAN_WALK_MARGIN * 1_560,
    );
    expect(walkedPageBound(page(1), { rowsPerMatch: 78, matches: 100, from: "plan" })).toBe(PLAN_WALK_MARGIN * 1_560);
    expect(walkedPageBound(page(5), { rowsPerMatch: 78, matches: 12_800, from: "plan" })).toBe(WALK_ROWS_AT_MOST);
  });

  it("walks as far as CHEAP_WALK_AT_MOST where a walk reads few blocks a row, unless the page is expected past CHEAP_WALK_EXPECTED_AT_MOST (decisions 0139 and 0142)", () => {
    expect(CHEAP_WALK_AT_MOST).toBe(2 * WALK_ROWS_AT_MOST);
    expect(walkedPageBound(page(5), { rowsPerMatch: 78, matches: 12_800 }, true)).toBe(CHEAP_WALK_AT_MOST);
    expect(walkedPageBound(page(1), { rowsPerMatch: 78, matches: 12_800, from: "plan" }, true)).toBe(
      CHEAP_WALK_AT_MOST,
    );
    // A block of 200 matches, one in 140 rows: expected after 28,000, past where any other walk stops,
    // so walked as far as 40,000 and met, where a walk of 20,000 would fall short and read every match.
    expect(walkedPageBound(200, { rowsPerMatch: 140, matches: 7_000 }, true)).toBe(40_000);
    // One in 290 rows: expected after 58,000, within 60,000, still walked.
    expect(walkedPageBound(200, { rowsPerMatch: 290, matches: 3_400, from: "plan" }, true)).toBe(40_000);
    // One in 310 rows: expected after 62,000, so its matches are read instead, whichever estimate said so.
    expect(walkedPageBound(200, { rowsPerMatch: 310, matches: 3_000 }, true)).toBeNull();
    expect(walkedPageBound(200, { rowsPerMatch: 310, matches: 3_000, from: "plan" }, true)).toBeNull();
    expect(CHEAP_WALK_EXPECTED_AT_MOST).toBe(60_000);
    expect(walkedPageBound(page(1), {}, true)).toBeNull();
  });

  it("does not walk without an estimate", () => {
    expect(walkedPageBound(page(1), {})).toBeNull();
    expect(walkedPageBound(page(1), { rowsPerMatch: 2 })).toBeNull();
  });
});

describe("matchesAfterShortWalk (decision 0139)", () => {
  it("takes the walk's share of the rows searches are drawn from, never more than the estimate", () => {
    // PostgreSQL expected 25,000 matches among 1,000,000 rows; 20,000 rows along the order held
    // fewer than the 200 needed: at most 10,000 matches were they spread as evenly.
    expect(matchesAfterShortWalk(200, 20_000, { matches: 25_000, rowsPerMatch: 40, from: "plan" })).toBe(10_000);
    // A walk that says more than the estimate leaves the estimate.
    expect(matchesAfterShortWalk(200, 1_000, { matches: 5_000, rowsPerMatch: 200 })).toBe(5_000);
    expect(matchesAfterShortWalk(200, 1_000, {})).toBeUndefined();
  });
});
