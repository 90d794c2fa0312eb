import { describe, expect, it } from "vitest";
import {
  activeFilterNames,
  budgetProblems,
  filtersFromParams,
  filtersToParams,
  listSentence,
  taskListParams,
} from "./filters";

describe("task filters in the address", () => {
  it("reads every filter back from the address and writes only what differs from the default", () => {
    const params = new URLSearchParams(
      "q=dashboard&category=DESIGN&skills=React,%20Figma&minBudget=20000&maxBudget=50000&budgetType=FIXED&experienceLevel=EXPERT&posted=7&sort=newest&page=3",
    );
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      view: "",
      q: "dashboard",
      category: "DESIGN",
      skills: "React, Figma",
      minBudget: "20000",
      maxBudget: "50000",
      budgetType: "FIXED",
      experienceLevel: "EXPERT",
      posted: "7",
      sort: "newest",
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams(filtersToParams(filters)))).toEqual(filters);
    expect(filtersToParams(filtersFromParams(new URLSearchParams()))).toEqual({});
  });

  it("drops values a filter does not take, as if they were not in the address", () => {
    const filters = filtersFromParams(
      new URLSearchParams("category=ROCKETS&budgetType=BARTER&posted=2&sort=random&page=-1"),
    );
    expect(filters.category).toBe("");
    expect(filters.budgetType).toBe("");
    expect(filters.posted).toBe("");
    expect(filters.sort).toBe("relevance");
    expect(filters.page).toBe(1);
  });

  it("reads a page past the first 1,000 tasks as page 1, as the API pages no deeper", () => {
    expect(filtersFromParams(new URLSearchParams("page=84")).page).toBe(84);
    expect(filtersFromParams(new URLSearchParams("page=85")).page).toBe(1);
  });

  it("sends budgets typed in rupees as paise, skills trimmed, and posted within as days", () => {
    const params = taskListParams(
      filtersFromParams(new URLSearchParams("skills=%20React%20,,Node.js&minBudget=1500.5&maxBudget=45000&posted=30")),
    );
    expect(params).toMatchObject({
      skills: "React,Node.js",
      minBudget: 150_050,
      maxBudget: 4_500_000,
      postedWithinDays: 30,
      sort: "relevance",
      page: 1,
      limit: 12,
    });
    expect(params.q).toBeUndefined();
    expect(params.category).toBeUndefined();
  });

  it("names the active filters for the empty state", () => {
    const names = activeFilterNames(
      filtersFromParams(new URLSearchParams("category=DESIGN&skills=Figma&minBudget=60000&budgetType=HOURLY&posted=1")),
    );
    expect(names).toEqual([
      "category Design and creative",
      "skill Figma",
      "budget from 60,000 INR",
      "hourly only",
      "posted in the last 24 hours",
    ]);
    expect(listSentence(["a", "b", "c"])).toBe("a, b and c");
  });

  it("refuses a minimum budget above the maximum on the field, and a negative one", () => {
    expect(budgetProblems({ minBudget: "5000", maxBudget: "100" })).toEqual({
      maxBudget: "The maximum budget must be at least the minimum budget.",
    });
    expect(budgetProblems({ minBudget: "-1", maxBudget: "" })).toEqual({ minBudget: "Enter an amount of 0 or more." });
    expect(budgetProblems({ minBudget: "100", maxBudget: "5000" })).toEqual({});
  });
});
