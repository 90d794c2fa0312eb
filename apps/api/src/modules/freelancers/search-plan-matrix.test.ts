import { ZFreelancerListQuery, ZFreelancerSort } from "@crewlance/contracts/freelancers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  filterCombinations,
  indexOnlyPlan,
  listPlanProblems,
  type PlanNode,
  planNodes,
  subPlansUnderLimit,
} from "../../../test/query-plan";
import { searchesOfEveryShape, textsOffTheirShape } from "../../../test/statement-shapes";
import { addFreelancerProfile, createUser } from "../../../test/users";
import { directoryQueries, directoryShape } from "./search";

// Decision 0013 for the directory over every order the query accepts and every filter it
// accepts: alone, with `q`, and two at a time. The sorts come from ZFreelancerSort and the
// filters from ZFreelancerListQuery's shape, so a new one is covered here or fails to compile
// until it is. PGlite and PostgreSQL.

let t: TestApp;
const userIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  for (const name of ["Asha Rao", "Ravi Menon", "Meera Iyer"]) {
    const { user } = await createUser(t.app, { fullName: name });
    await addFreelancerProfile(t.app, user, { skills: ["React"], rating: 4.5, headline: "React developer" });
    userIds.push(user.id);
  }
});
afterAll(() => t.close());

type Filter = Exclude<keyof typeof ZFreelancerListQuery.shape, "page" | "limit" | "sort">;
type Sort = (typeof ZFreelancerSort.options)[number];

/** One value per filter, as the address writes it. */
const filterValues = {
  q: "react",
  skills: "React",
  minRate: "50000",
  maxRate: "500000",
  experienceLevel: "INTERMEDIATE",
  availability: "AVAILABLE",
  location: "Bengaluru",
  minRating: "4",
} satisfies Record<Filter, string>;

/** The index each order walks: for its page, or for its capped candidates when ranked by the words. */
const indexOfSort = {
  relevance: "freelancer_profiles_listed_rating_idx",
  rating: "freelancer_profiles_listed_rating_idx",
  rate_asc: "freelancer_profiles_listed_rate_asc_idx",
  rate_desc: "freelancer_profiles_listed_rate_desc_idx",
  newest: "freelancer_profiles_listed_newest_idx",
} satisfies Record<Sort, string>;

/** Other values for the same filters: a shape's searches differ in them. */
const OTHER_VALUES: Record<string, string> = {
  q: "figma redesign",
  skills: "Go,Rust",
  minRate: "0",
  maxRate: "900000",
  experienceLevel: "EXPERT",
  availability: "BUSY",
  location: "Pune",
  minRating: "3",
};

const cases = ZFreelancerSort.options.flatMap((sort) =>
  filterCombinations(Object.keys(filterValues) as Filter[], "q").map((set) => ({
    sort,
    query: { sort, ...Object.fromEntries(set.map((filter) => [filter, filterValues[filter]])) },
  })),
);

describe("the directory: every order with every filter", () => {
  it("has a value here for every filter the query accepts", () => {
    const accepted = Object.keys(ZFreelancerListQuery.shape).filter((key) => !["page", "limit", "sort"].includes(key));
    expect(Object.keys(filterValues).sort()).toEqual(accepted.sort());
    expect(Object.keys(OTHER_VALUES).sort()).toEqual(accepted.sort());
  });

  it("writes one text per shape, the text of its statement with placeholders (decision 0125)", () => {
    const searches = searchesOfEveryShape(
      cases.map((c) => c.query),
      OTHER_VALUES,
      (query) => ZFreelancerListQuery.parse(query),
    );
    const ctx = t.app.ctx;
    const problems = textsOffTheirShape(
      searches,
      userIds,
      (search, reading) => directoryQueries(ctx, search, reading),
      (search, reading) => directoryShape(ctx, search, reading),
    );
    expect(problems).toEqual([]);
  });

  it.each(cases)("sort=$sort with $query walks an index and counts up to the cap", async ({ sort, query }) => {
    const search = ZFreelancerListQuery.parse({ limit: "20", ...query });
    const page = await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search).page);
    const withTotal = await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search).pageWithTotal());
    const count = await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search).count);
    // A search for words with few matches reads its page among their ids (decision 0106); one
    // past the cap may walk its page, or its relevance block, along the order (decisions 0136, 0139).
    const pages: Record<string, PlanNode> = {
      ...(search.q
        ? { "page among few matches": await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search, userIds).page) }
        : {}),
      "page walked along its order": await indexOnlyPlan(
        t.app,
        (ctx) => directoryQueries(ctx, search, { walk: 5_000 }).page,
      ),
    };
    expect(listPlanProblems({ page, withTotal, count, pages })).toEqual([]);
    // Along the best rated, a walk and a relevance block's candidates check every filter on the
    // rating index's own entries and read no profile from the table (decision 0142).
    const alongRating =
      indexOfSort[sort] === "freelancer_profiles_listed_rating_idx"
        ? [pages["page walked along its order"]!, ...(search.q && sort === "relevance" ? [page] : [])]
        : [];
    for (const plan of alongRating) {
      const scans = planNodes(plan).filter((node) => node["Index Name"] === indexOfSort[sort]);
      expect(scans.map((node) => node["Node Type"])).toEqual(["Index Only Scan"]);
    }
    for (const plan of [page, withTotal, ...Object.values(pages)]) {
      expect(planNodes(plan).map((node) => node["Index Name"])).toContain(indexOfSort[sort]);
      // A card's name and avatar are read per card shown, never joined to every match (decision 0126).
      expect(outsideSubPlans(plan).filter((node) => node["Relation Name"] === "users")).toEqual([]);
      // A card's own subqueries run for the rows shown, not for those the offset skips (decision 0128).
      expect(subPlansUnderLimit(plan)).toEqual([]);
    }
  });
});

/** The nodes of a plan that run for the rows it reads, not per row it returns: all but its SubPlans. */
function outsideSubPlans(node: PlanNode): PlanNode[] {
  const under = (node.Plans ?? []).filter((child) => child["Parent Relationship"] !== "SubPlan");
  return [node, ...under.flatMap(outsideSubPlans)];
}
