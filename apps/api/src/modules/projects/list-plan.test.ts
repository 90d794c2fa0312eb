import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../test/query-plan";
import { activityPageQuery } from "./activity";
import { type ProjectSetup, setupProject } from "./testing";

// Decision 0013 for a project's activity feed: newest first by keyset is an index walk (no Sort,
// no Seq Scan with both priced out), on the first page and after a cursor. PGlite and PostgreSQL.

let t: TestApp;
let s: ProjectSetup;

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  s = await setupProject(t.app);
});
afterAll(() => t.close());

describe("GET /projects/{id}/activity query plan", () => {
  it.each([false, true])("walks project_activity_project_created_idx (after a cursor: %s)", async (withCursor) => {
    const [first] = await activityPageQuery(t.app.ctx, { projectId: s.projectId, limit: 1 });
    const plan = await indexOnlyPlan(t.app, (ctx) =>
      activityPageQuery(ctx, { projectId: s.projectId, limit: 20, cursor: withCursor ? first!.id : undefined }),
    );
    const nodes = planNodes(plan);
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(nodes.map((node) => node["Index Name"])).toContain("project_activity_project_created_idx");
  });
});
