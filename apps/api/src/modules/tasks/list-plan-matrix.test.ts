import { type TTaskSort, ZTaskListQuery, ZTaskSort } from "@crewlance/contracts/tasks";
import { asc, count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  filterCombinations,
  indexOnlyPlan,
  listPlanProblems,
  type PlanNode,
  planNodes,
  readsBoundedRows,
  subPlansUnderLimit,
  unboundedWork,
} from "../../../test/query-plan";
import { searchesOfEveryShape, textsOffTheirShape } from "../../../test/statement-shapes";
import { addCompanyProfile, createUser } from "../../../test/users";
import { tasks } from "../../db/schema/tasks";
import { taskListQueries, taskListShape } from "./search";
import { postTask } from "./testing";

// Decision 0013 for GET /tasks over every order the query accepts and every filter it accepts:
// alone, with `q`, and two at a time. The sorts come from ZTaskListQuery's enum and the filters
// from its shape, so a new one is covered here or fails to compile until it is. PGlite and
// PostgreSQL.

let t: TestApp;
const taskIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  const company = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, company.user);
  for (let i = 0; i < 3; i++) taskIds.push((await postTask(t.app, company)).id);
});
afterAll(() => t.close());

type Filter = Exclude<keyof typeof ZTaskListQuery.shape, "page" | "limit" | "sort">;

/** One value per filter, as the address writes it. */
const filterValues = {
  q: "react",
  category: "DESIGN",
  skills: "React",
  minBudget: "1000",
  maxBudget: "5000000",
  budgetType: "FIXED",
  experienceLevel: "INTERMEDIATE",
  postedWithinDays: "7",
} satisfies Record<Filter, string>;

/** The index each order walks: for its page, or for its capped candidates when ranked by the words. */
const indexOfSort = {
  relevance: "tasks_open_newest_idx",
  newest: "tasks_open_newest_idx",
  budget_desc: "tasks_open_budget_desc_idx",
  budget_asc: "tasks_open_budget_asc_idx",
} satisfies Record<TTaskSort, string>;

/** Other values for the same filters: a shape's searches differ in them. */
const OTHER_VALUES: Record<string, string> = {
  q: "figma redesign",
  category: "WRITING",
  skills: "Go,Rust",
  minBudget: "0",
  maxBudget: "900000",
  budgetType: "HOURLY",
  experienceLevel: "EXPERT",
  postedWithinDays: "30",
};

const cases = ZTaskSort.options.flatMap((sort) =>
  filterCombinations(Object.keys(filterValues) as Filter[], "q").map((set) => ({
    sort,
    query: { sort, ...Object.fromEntries(set.map((filter) => [filter, filterValues[filter]])) },
  })),
);

describe("GET /tasks: every order with every filter", () => {
  it("has a value here for every filter the query accepts", () => {
    const accepted = Object.keys(ZTaskListQuery.shape).filter((key) => !["page", "limit", "sort"].includes(key));
    expect(Object.keys(filterValues).sort()).toEqual(accepted.sort());
    expect(Object.keys(OTHER_VALUES).sort()).toEqual(accepted.sort());
  });

  it("writes one text per shape, the text of its statement with placeholders (decision 0125)", () => {
    const searches = searchesOfEveryShape(
      cases.map((c) => c.query),
      OTHER_VALUES,
      (query) => ZTaskListQuery.parse(query),
    );
    const ctx = t.app.ctx;
    const problems = textsOffTheirShape(
      searches,
      taskIds,
      (search, reading) => taskListQueries(ctx, search, reading),
      (search, reading) => taskListShape(ctx, search, reading),
    );
    expect(problems).toEqual([]);
  });

  // The check itself: an order no index serves, and a count without its cap, are caught.
  it("reports a sort of every match and a count without a cap", async () => {
    const open = sql`${tasks.status} = 'OPEN'`;
    const unindexed = await indexOnlyPlan(t.app, (ctx) =>
      ctx.db.select({ id: tasks.id }).from(tasks).where(open).orderBy(asc(tasks.title)).limit(20),
    );
    expect(unboundedWork(unindexed)).toEqual([expect.stringMatching(/^Sort by /)]);
    const uncapped = await indexOnlyPlan(t.app, (ctx) => ctx.db.select({ value: count() }).from(tasks).where(open));
    expect(readsBoundedRows(uncapped, uncapped)).toBe(false);
  });

  it.each(cases)("sort=$sort with $query walks an index and counts up to the cap", async ({ sort, query }) => {
    const search = ZTaskListQuery.parse({ limit: "20", ...query });
    const page = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search).page);
    const withTotal = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search).pageWithTotal());
    const count = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search).count);
    // A search for words with few matches reads its page among their ids (decision 0106); one
    // past the cap may walk its page, or its relevance block, along the order (decisions 0136, 0139).
    const pages: Record<string, PlanNode> = {
      ...(search.q
        ? { "page among few matches": await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search, taskIds).page) }
        : {}),
      "page walked along its order": await indexOnlyPlan(
        t.app,
        (ctx) => taskListQueries(ctx, search, { walk: 5_000 }).page,
      ),
    };
    expect(listPlanProblems({ page, withTotal, count, pages })).toEqual([]);
    for (const plan of [page, withTotal, ...Object.values(pages)]) {
      expect(planNodes(plan).map((node) => node["Index Name"])).toContain(indexOfSort[sort]);
      // A card's own subqueries run for the rows shown, not for those the offset skips (decision 0128).
      expect(subPlansUnderLimit(plan)).toEqual([]);
    }
  });

  // Decision 0113: a task outside the range is skipped on its index entry, not by reading its row.
  it.each(["budget_desc", "budget_asc"] as const)(
    "sort=%s checks both ends of a budget range on the index",
    async (sort) => {
      const search = ZTaskListQuery.parse({ limit: "20", sort, minBudget: "1600000", maxBudget: "3600000" });
      const page = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search).page);
      const walk = planNodes(page).find((node) => node["Index Name"] === indexOfSort[sort]);
      expect(walk?.["Index Cond"]).toMatch(/budget_max >= .*budget_min <= |budget_min <= .*budget_max >= /);
      expect(walk?.Filter ?? "").not.toMatch(/budget/);
    },
  );
});
