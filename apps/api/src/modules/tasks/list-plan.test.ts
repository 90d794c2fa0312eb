import { TASK_SORTS } from "@crewlance/contracts/enum-values";
import { ZTaskListQuery } from "@crewlance/contracts/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { genericPlan, indexOnlyPlan, indexOptions, planNodes, unboundedWork } from "../../../test/query-plan";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { fewMatchesQuery, taskListQueries, unfilteredPageQuery } from "./search";
import { taskApplicationsPage } from "./task-applications-list";
import { apply, postTask } from "./testing";

// Decision 0013 for GET /tasks and a task's ranked applications: every order is an index walk
// (no Sort, no Seq Scan with both priced out) and the total stops at the cap. PGlite and PostgreSQL.

let t: TestApp;
let viewer: TestUser;
let taskId: string;

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  const company = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, company.user);
  viewer = await createUser(t.app, { role: "FREELANCER" });
  await addFreelancerProfile(t.app, viewer.user, { skills: ["React"] });
  for (let i = 0; i < 3; i++) taskId = (await postTask(t.app, company)).id;
  await apply(t.app, viewer, taskId);
});
afterAll(() => t.close());

const search = (query: Record<string, string | undefined>) => ZTaskListQuery.parse({ limit: "20", ...query });

function kinds(nodes: ReturnType<typeof planNodes>) {
  return { types: nodes.map((node) => node["Node Type"]), indexes: nodes.map((node) => node["Index Name"]) };
}

describe("GET /tasks query plans", () => {
  it.each([
    [{}, "tasks_open_newest_idx"],
    [{ sort: "newest" }, "tasks_open_newest_idx"],
    [{ sort: "budget_desc" }, "tasks_open_budget_desc_idx"],
    [{ sort: "budget_asc" }, "tasks_open_budget_asc_idx"],
    [{ category: "DESIGN" }, "tasks_open_newest_idx"],
    [{ minBudget: "1000", sort: "budget_asc" }, "tasks_open_budget_asc_idx"],
  ])("%j walks %s and never sorts", async (query, indexName) => {
    const plan = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search(query)).page);
    const { types, indexes } = kinds(planNodes(plan));
    expect(types).not.toContain("Sort");
    expect(types).not.toContain("Seq Scan");
    expect(indexes).toContain(indexName);
  });

  it.each([{ q: "react" }, { skills: "React" }])(
    "%j reads the GIN index or an ordered walk, never the table in full",
    async (query) => {
      for (const sort of ["relevance", "newest"]) {
        const plan = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search({ ...query, sort })).page);
        const nodes = planNodes(plan);
        expect(kinds(nodes).types).not.toContain("Seq Scan");
        // Any sort orders a bounded set: the capped candidates, or the page's rows.
        for (const sortNode of nodes.filter((node) => node["Node Type"] === "Sort")) {
          expect(planNodes(sortNode).map((node) => node["Node Type"])).toContain("Limit");
        }
      }
    },
  );

  it.each([
    [{}, "tasks_open_newest_idx"],
    [{ sort: "budget_desc" }, "tasks_open_budget_desc_idx"],
    [{ category: "DESIGN", sort: "budget_asc" }, "tasks_open_budget_asc_idx"],
  ])("%j with its capped total in one statement walks %s and never sorts", async (query, indexName) => {
    const plan = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search(query)).pageWithTotal());
    const { types, indexes } = kinds(planNodes(plan));
    expect(types).not.toContain("Sort");
    expect(types).not.toContain("Seq Scan");
    expect(indexes).toContain(indexName);
    // The total is an InitPlan that stops at the cap.
    expect(types).toContain("Aggregate");
  });

  // Decisions 0106 and 0137: the read of a search's few matches stops one past the cap, whatever
  // the order, and numbers only those (on the match index, or an order's on a table this small).
  it.each(TASK_SORTS)(
    "sort=%s reads at most one more than the cap's matches of a search, never the table, and numbers only those",
    async (sort) => {
      for (const query of [
        { q: "react" },
        { skills: "React" },
        { q: "react", category: "DESIGN", minBudget: "1000" },
      ]) {
        const plan = await indexOnlyPlan(t.app, (ctx) => fewMatchesQuery(ctx, search({ ...query, sort })));
        expect(unboundedWork(plan)).toEqual([]);
        expect(kinds(planNodes(plan)).types).toEqual(expect.arrayContaining(["WindowAgg", "Limit"]));
      }
    },
  );

  // Decision 0131: the matches were read a moment before; only what takes a task off every list is checked again.
  it.each(["relevance", "newest", "budget_desc"])(
    "sort=%s reads a page among few matches by their ids, without matching the words and filters again",
    async (sort) => {
      const query = search({ q: "react", category: "DESIGN", experienceLevel: "EXPERT", sort });
      const { sql: text } = taskListQueries(t.app.ctx, query, [taskId]).page.toSQL();
      expect(text).toMatch(/"tasks"\."id" = any\(\$\d+::uuid\[\]\)/);
      expect(text).toMatch(/"status" = 'OPEN' and "tasks"\."hidden_at" is null/);
      expect(text).not.toMatch(/@@|"category" =|"experience_level" =/);
    },
  );

  it("takes each task into the match index's tree as it is written, never into a pending list every search reads (decision 0141)", async () => {
    expect(await indexOptions(t.app, "tasks_open_match_idx")).toEqual(["fastupdate=off"]);
  });

  it("counts each card's live applications on their partial index, without reading the applications", async () => {
    const plan = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search({})).pageWithTotal());
    expect(kinds(planNodes(plan)).indexes).toContain("applications_task_live_idx");
  });

  // Decision 0059: the unfiltered first pages are named prepared statements without a parameter
  // (the viewer's own fields are read apart); once PostgreSQL plans them generically they must
  // still walk their index.
  it.each([
    ["newest", "tasks_open_newest_idx"],
    ["budget_desc", "tasks_open_budget_desc_idx"],
    ["budget_asc", "tasks_open_budget_asc_idx"],
  ])("keeps the prepared unfiltered page (%s) an index walk in its generic plan", async (sort, indexName) => {
    const plan = await genericPlan(t.app, (ctx) => unfilteredPageQuery(ctx, search({ sort })));
    const { types, indexes } = kinds(planNodes(plan));
    expect(types).not.toContain("Sort");
    expect(types).not.toContain("Seq Scan");
    expect(types).not.toContain("Gather Merge");
    expect(indexes).toContain(indexName);
  });

  it.each([{ q: "react" }, { q: "react", skills: "React" }])(
    "%j by relevance ranks one block of candidates and counts its total up to the cap",
    async (query) => {
      const plan = await indexOnlyPlan(t.app, (ctx) =>
        taskListQueries(ctx, search({ ...query, sort: "relevance" })).pageWithTotal(),
      );
      const nodes = planNodes(plan);
      const types = kinds(nodes).types;
      expect(types).not.toContain("Seq Scan");
      // The rank orders one block of candidates, read up to its Limit (decision 0111).
      const rankSorts = nodes.filter(
        (node) => node["Node Type"] === "Sort" && node["Sort Key"]?.some((key) => key.includes("rank")),
      );
      expect(rankSorts.length).toBe(1);
      // The total: an aggregate over a Limit at the cap.
      const total = nodes.find((node) => node["Node Type"] === "Aggregate");
      expect(total && kinds(planNodes(total)).types).toContain("Limit");
      for (const sortNode of nodes.filter((node) => node["Node Type"] === "Sort")) {
        expect(
          planNodes(sortNode)
            .slice(1)
            .map((node) => node["Node Type"]),
        ).toContain("Limit");
      }
    },
  );

  it.each([{}, { q: "react" }, { skills: "React" }])("counts %j only up to the cap", async (query) => {
    const plan = await indexOnlyPlan(t.app, (ctx) => taskListQueries(ctx, search(query)).count);
    const { types } = kinds(planNodes(plan));
    expect(plan["Node Type"]).toBe("Aggregate");
    expect(types).toContain("Limit");
    expect(types).not.toContain("Seq Scan");
  });
});

describe("a task's ranked applications", () => {
  it("walks applications_task_rank_idx in match-then-newest order without sorting", async () => {
    const plan = await indexOnlyPlan(t.app, (ctx) => taskApplicationsPage(ctx, { taskId, page: 1, limit: 20 }));
    const { types, indexes } = kinds(planNodes(plan));
    expect(types).not.toContain("Sort");
    expect(types).not.toContain("Seq Scan");
    expect(indexes).toContain("applications_task_rank_idx");
  });
});
