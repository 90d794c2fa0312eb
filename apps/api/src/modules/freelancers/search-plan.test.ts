import { FREELANCER_SORTS } from "@crewlance/contracts/enum-values";
import { ZFreelancerListQuery } from "@crewlance/contracts/freelancers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { genericPlan, indexOnlyPlan, indexOptions, planNodes, unboundedWork } from "../../../test/query-plan";
import { addFreelancerProfile, createUser } from "../../../test/users";
import { directoryQueries, fewMatchesQuery, unfilteredPageQuery } from "./search";

// Decision 0013: every directory order is served by an index that matches it exactly, and the
// count stops at the cap. With sequential scans and sorts priced out, a plan that still sorts
// or scans the table shows an order or filter no index serves. Runs on PGlite and PostgreSQL.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  for (const name of ["Asha Rao", "Ravi Menon", "Meera Iyer"]) {
    const { user } = await createUser(t.app, { fullName: name });
    await addFreelancerProfile(t.app, user, { skills: ["React"], rating: 4.5, headline: "React developer" });
  }
});
afterAll(() => t.close());

const search = (query: Record<string, string | undefined>) => ZFreelancerListQuery.parse({ limit: "20", ...query });

describe("the directory's query plans", () => {
  it.each([
    [{}, "freelancer_profiles_listed_rating_idx"],
    [{ sort: "rating" }, "freelancer_profiles_listed_rating_idx"],
    [{ sort: "rate_asc" }, "freelancer_profiles_listed_rate_asc_idx"],
    [{ sort: "rate_desc" }, "freelancer_profiles_listed_rate_desc_idx"],
    [{ sort: "newest" }, "freelancer_profiles_listed_newest_idx"],
    [{ skills: "React" }, "freelancer_profiles_listed_rating_idx"],
    [{ minRate: "1000", sort: "rate_asc" }, "freelancer_profiles_listed_rate_asc_idx"],
  ])("%j walks %s and never sorts", async (query, indexName) => {
    const nodes = planNodes(await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search(query)).page));
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(nodes.map((node) => node["Index Name"])).toContain(indexName);
  });

  // Decision 0131: the matches were read a moment before; only what takes a profile off the directory is checked again.
  it.each(["relevance", "rating", "rate_asc"])(
    "sort=%s reads a page among few matches by their ids, without matching the words and filters again",
    async (sort) => {
      const query = search({ q: "react", skills: "React", experienceLevel: "EXPERT", sort });
      const ids = ["00000000-0000-4000-8000-000000000001"];
      const { sql: text } = directoryQueries(t.app.ctx, query, ids).page.toSQL();
      expect(text).toMatch(/"user_id" = any\(\$\d+::uuid\[\]\)/);
      expect(text).toMatch(/"listed"/);
      expect(text).not.toMatch(/@@|"skills_key" &&|"experience_level" =/);
    },
  );

  it("ranks only a bounded set of candidates read in rating order when searching", async () => {
    const plan = await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search({ q: "react" })).page);
    const nodes = planNodes(plan);
    expect(nodes.map((node) => node["Index Name"])).toContain("freelancer_profiles_listed_rating_idx");
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    // Every sort sits over a Limit somewhere below it: it orders one block of candidates, not every match.
    for (const sortNode of nodes.filter((node) => node["Node Type"] === "Sort")) {
      expect(planNodes(sortNode).map((node) => node["Node Type"])).toContain("Limit");
    }
  });

  it.each([{}, { sort: "rate_asc" }, { q: "react" }])(
    "answers %j's page and capped total in one statement, walking indexes",
    async (query) => {
      const nodes = planNodes(
        await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search(query)).pageWithTotal()),
      );
      const types = nodes.map((node) => node["Node Type"]);
      expect(types).not.toContain("Seq Scan");
      expect(types).toContain("Aggregate");
      if (!query.q) expect(types).not.toContain("Sort");
      // With `q`, the page ranks one block of candidates, read up to its Limit (decision 0111);
      // every sort orders those candidates, not every match.
      for (const sortNode of nodes.filter((node) => node["Node Type"] === "Sort")) {
        const below = planNodes(sortNode).map((node) => node["Node Type"]);
        expect(below.includes("Limit") || below.includes("CTE Scan"), JSON.stringify(below)).toBe(true);
      }
    },
  );

  // Decisions 0106 and 0137: the read of a search's few matches stops one past the cap, whatever
  // the order, and numbers only those (on the match index, or an order's on a table this small).
  it.each(FREELANCER_SORTS)(
    "sort=%s reads at most one more than the cap's matches of a search, never the table, and numbers only those",
    async (sort) => {
      for (const query of [{ q: "react" }, { skills: "React" }, { q: "react", minRate: "1000", location: "Pune" }]) {
        const nodes = planNodes(await indexOnlyPlan(t.app, (ctx) => fewMatchesQuery(ctx, search({ ...query, sort }))));
        expect(unboundedWork(nodes[0]!)).toEqual([]);
        expect(nodes.map((node) => node["Node Type"])).toEqual(expect.arrayContaining(["WindowAgg", "Limit"]));
      }
    },
  );

  it.each([{}, { q: "react" }, { skills: "React" }])("counts %j only up to the cap", async (query) => {
    const plan = await indexOnlyPlan(t.app, (ctx) => directoryQueries(ctx, search(query)).count);
    const nodes = planNodes(plan);
    expect(plan["Node Type"]).toBe("Aggregate");
    expect(nodes.map((node) => node["Node Type"])).toContain("Limit");
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
  });

  it("holds the location's trigrams in the match index (decision 0124)", async () => {
    // On three rows any plan is cheap, so the index itself is checked: a location is matched with
    // ILIKE, which only a trigram index can take as a condition (bench/REPORT.md has its plans).
    const { rows } = await t.app.ctx.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'freelancer_profiles_match_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/location gin_trgm_ops/);
  });

  it("takes each profile into the match index's tree as it is written, never into a pending list every search reads (decision 0141)", async () => {
    expect(await indexOptions(t.app, "freelancer_profiles_match_idx")).toEqual(["fastupdate=off"]);
  });

  // Decision 0059: the unfiltered first pages are named prepared statements; once PostgreSQL plans
  // them generically (after five executions) they must still walk their index and stop at a page.
  it.each([
    ["rating", "freelancer_profiles_listed_rating_idx"],
    ["rate_asc", "freelancer_profiles_listed_rate_asc_idx"],
    ["rate_desc", "freelancer_profiles_listed_rate_desc_idx"],
    ["newest", "freelancer_profiles_listed_newest_idx"],
  ])("keeps the prepared unfiltered page (%s) an index walk in its generic plan", async (sort, indexName) => {
    const nodes = planNodes(await genericPlan(t.app, (ctx) => unfilteredPageQuery(ctx, search({ sort }))));
    const types = nodes.map((node) => node["Node Type"]);
    expect(types).not.toContain("Sort");
    expect(types).not.toContain("Seq Scan");
    expect(types).not.toContain("Gather Merge");
    expect(nodes.map((node) => node["Index Name"])).toContain(indexName);
  });
});
