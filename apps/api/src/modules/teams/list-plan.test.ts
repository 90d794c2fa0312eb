import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../test/query-plan";
import { invitationPageQueries } from "./invitation-lists";
import { joinRequestPageQueries } from "./join-request-lists";
import { myTeamQueries, publicTeamQueries } from "./list";
import { createTeam, freelancer } from "./testing";

// Decision 0013 for the team lists (decision 0040): each page walks an index matching its order
// and never sorts; each total counts only up to the cap. Runs on PGlite and PostgreSQL.

let t: TestApp;
let userId: string;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  const owner = await freelancer(t.app, "Plan Owner");
  userId = owner.user.id;
  teamId = (await createTeam(t.app, owner)).id;
});
afterAll(() => t.close());

const PAGES = () =>
  [
    ["GET /teams", (ctx) => publicTeamQueries(ctx, { page: 2, limit: 12 }), "teams_public_created_idx"],
    [
      "GET /teams/mine",
      (ctx) => myTeamQueries(ctx, { viewerId: userId, page: 2, limit: 20 }),
      "team_members_user_joined_idx",
    ],
    [
      "GET /teams/invitations/mine",
      (ctx) => invitationPageQueries(ctx, { inviteeId: userId, page: 1, limit: 20 }),
      "team_invitations_invitee_pending_idx",
    ],
    [
      "GET /teams/{id}/invitations",
      (ctx) => invitationPageQueries(ctx, { teamId, page: 1, limit: 20 }),
      "team_invitations_team_pending_idx",
    ],
    [
      "GET /teams/join-requests/mine",
      (ctx) => joinRequestPageQueries(ctx, { userId, page: 1, limit: 20 }),
      "team_join_requests_user_pending_idx",
    ],
    [
      "GET /teams/{id}/join-requests",
      (ctx) => joinRequestPageQueries(ctx, { teamId, page: 1, limit: 20 }),
      "team_join_requests_team_pending_idx",
    ],
  ] as const satisfies ReadonlyArray<
    readonly [string, (ctx: Parameters<typeof publicTeamQueries>[0]) => { page: unknown; count: unknown }, string]
  >;

describe("the team lists' query plans", () => {
  it("each page walks its index and never sorts; each total is capped", async () => {
    for (const [label, queries, indexName] of PAGES()) {
      const page = planNodes(await indexOnlyPlan(t.app, (ctx) => queries(ctx).page as never));
      expect(
        page.map((node) => node["Node Type"]),
        label,
      ).not.toContain("Sort");
      expect(
        page.map((node) => node["Index Name"]),
        label,
      ).toContain(indexName);
      const count = planNodes(await indexOnlyPlan(t.app, (ctx) => queries(ctx).count as never));
      expect(
        count.map((node) => node["Node Type"]),
        label,
      ).toContain("Limit");
    }
  });
});
