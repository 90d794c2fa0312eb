import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../test/query-plan";
import { boxFilter, collaborationPageQueries } from "./list";
import { people } from "./testing";

// Decision 0013 for GET /collaborations (decision 0047): the sent box and a person's received box
// each walk their index in the list's order and never sort; each total counts only up to the cap.
// (A freelancer in teams reads two indexes at once, their own and their teams', and sorts that
// short union.) Runs on PGlite and PostgreSQL.

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  userId = (await people(t.app)).freelancer.user.id;
});
afterAll(() => t.close());

describe("the collaboration boxes' query plans", () => {
  it("each page walks its index and never sorts; each total is capped", async () => {
    for (const [box, indexName] of [
      ["sent", "collaborations_sender_created_idx"],
      ["received", "collaborations_recipient_user_created_idx"],
    ] as const) {
      const where = await boxFilter(t.app.ctx, { viewerId: userId, box });
      const page = planNodes(
        await indexOnlyPlan(t.app, (ctx) => collaborationPageQueries(ctx, where, { page: 2, limit: 20 }).page),
      );
      expect(
        page.map((node) => node["Node Type"]),
        box,
      ).not.toContain("Sort");
      expect(
        page.map((node) => node["Index Name"]),
        box,
      ).toContain(indexName);
      const count = planNodes(
        await indexOnlyPlan(t.app, (ctx) => collaborationPageQueries(ctx, where, { page: 1, limit: 20 }).count),
      );
      expect(count.map((node) => node["Node Type"])).toContain("Limit");
    }
  });
});
