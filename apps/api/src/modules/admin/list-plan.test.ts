import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../test/query-plan";
import { createUser } from "../../../test/users";
import { adminUserListQueries } from "./service";

// Decision 0013: the admin users list walks an index matching its order for each filter and
// counts only up to the cap. Sequential scans and sorts are priced out, so a plan that still
// uses one shows an order no index serves. Runs on PGlite and PostgreSQL.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  await createUser(t.app, { role: "COMPANY" });
  await createUser(t.app, { status: "SUSPENDED" });
});
afterAll(() => t.close());

describe("the admin users list's query plans", () => {
  it.each([
    [{}, "users_created_idx"],
    [{ role: "FREELANCER" as const }, "users_role_created_idx"],
    [{ status: "SUSPENDED" as const }, "users_status_created_idx"],
  ])("%j walks %s and never sorts", async (filters, indexName) => {
    const nodes = planNodes(
      await indexOnlyPlan(t.app, (ctx) => adminUserListQueries(ctx, { page: 2, limit: 20, ...filters }).page),
    );
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.map((node) => node["Index Name"])).toContain(indexName);
  });

  it.each([{}, { q: "test" }])("counts %j only up to the cap", async (filters) => {
    const nodes = planNodes(
      await indexOnlyPlan(t.app, (ctx) => adminUserListQueries(ctx, { page: 1, limit: 20, ...filters }).count),
    );
    expect(nodes[0]!["Node Type"]).toBe("Aggregate");
    expect(nodes.map((node) => node["Node Type"])).toContain("Limit");
  });
});
