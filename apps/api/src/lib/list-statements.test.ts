import { describe, expect, it } from "vitest";
import { broaderSearches, type SearchFilter } from "./list-statements";

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
