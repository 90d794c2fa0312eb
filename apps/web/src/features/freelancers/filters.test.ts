import { describe, expect, it } from "vitest";
import { freelancerListParams } from "./api";
import { filtersFromParams, filtersToParams } from "./filters";

describe("freelancer directory filters", () => {
  it("reads defaults from an empty address", () => {
    const filters = filtersFromParams(new URLSearchParams());
    expect(filters).toMatchObject({ q: "", sort: "relevance", page: 1 });
    expect(filtersToParams(filters)).toEqual({});
  });

  it("ignores invalid values", () => {
    const filters = filtersFromParams(new URLSearchParams("sort=cheapest&page=-2&experienceLevel=GURU"));
    expect(filters).toMatchObject({ sort: "relevance", page: 1, experienceLevel: "" });
    // Past the first 1,000 people, which the API pages no deeper (decision 0114).
    expect(filtersFromParams(new URLSearchParams("page=85")).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams("page=84")).page).toBe(84);
  });

  it("sends rates in paise, skills as a comma list and a page size of 12", () => {
    const filters = filtersFromParams(new URLSearchParams("minRate=500&maxRate=1500.5&skills= React , ,Node&page=2"));
    expect(freelancerListParams(filters)).toMatchObject({
      minRate: 50_000,
      maxRate: 150_050,
      skills: "React,Node",
      page: 2,
      limit: 12,
    });
  });
});
