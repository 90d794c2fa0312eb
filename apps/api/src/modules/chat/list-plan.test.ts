import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { indexOnlyPlan, indexOptions, type PlanNode, planNodes } from "../../../test/query-plan";
import type { TestUser } from "../../../test/users";
import { messages } from "../../db/schema/chat";
import { setupProject } from "../projects/testing";
import { teamWithRoles } from "../teams/testing";
import { conversationPageQuery, mineCondition, unreadConversationsQuery, unreadQuery } from "./conversation-queries";
import { chatCall, expectData, sendText } from "./testing";

// The conversation list (decision 0057): its page, its unread counts and its last
// messages each read by an index, never a sequential scan of conversations or messages.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE=postgres).

let t: TestApp;
let member: TestUser;
let projectMember: TestUser;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  const team = await teamWithRoles(t.app);
  member = team.member;
  const teamChat = await expectData(chatCall(t.app, member, "GET", `/conversations/team/${team.team.id}`));
  const direct = await expectData(
    chatCall(t.app, member, "POST", "/conversations/direct", { userId: team.owner.user.id }),
  );
  ids = [teamChat.id, direct.id];
  for (const id of ids) await sendText(t.app, team.owner, id, "Morning");
  // A project's conversation is made with the project (decision 0082), so the list reads the
  // project index too, for everyone who has a project.
  const project = await setupProject(t.app);
  const projectChat = await expectData(
    chatCall(t.app, project.freelancer, "GET", `/conversations/project/${project.projectId}`),
  );
  ids.push(projectChat.id);
  projectMember = project.freelancer;
});
afterAll(() => t.close());

const scans = (plan: PlanNode) => planNodes(plan).filter((node) => node["Node Type"] === "Seq Scan");
const indexes = (plan: PlanNode) => planNodes(plan).flatMap((node) => node["Index Name"] ?? []);

describe("the conversation list's plan", () => {
  it("pages by the pair and team indexes, with and without a cursor", async () => {
    const mine = await mineCondition(t.app.ctx, member.user.id);
    for (const cursor of [null, { at: new Date(), id: ids[0]! }]) {
      const plan = await indexOnlyPlan(t.app, (ctx) => conversationPageQuery(ctx, { mine, cursor, limit: 21 }));
      expect(scans(plan)).toEqual([]);
      expect(indexes(plan)).toEqual(
        expect.arrayContaining([
          "conversations_direct_low_activity_idx",
          "conversations_direct_high_activity_idx",
          "conversations_team_key",
        ]),
      );
    }
  });

  it("reads a project's conversation by conversations_project_key", async () => {
    const mine = await mineCondition(t.app.ctx, projectMember.user.id);
    const plan = await indexOnlyPlan(t.app, (ctx) => conversationPageQuery(ctx, { mine, cursor: null, limit: 21 }));
    expect(scans(plan)).toEqual([]);
    expect(indexes(plan)).toContain("conversations_project_key");
  });

  it("counts the Messages badge's conversations by the list's indexes and messages_conversation_seq_key", async () => {
    const mine = await mineCondition(t.app.ctx, member.user.id);
    const plan = await indexOnlyPlan(t.app, () => unreadConversationsQuery({ mine, userId: member.user.id }));
    expect(scans(plan)).toEqual([]);
    expect(indexes(plan)).toEqual(expect.arrayContaining(["conversations_team_key", "messages_conversation_seq_key"]));
  });

  it("counts unread messages by messages_conversation_seq_key and reads the last ones by id", async () => {
    const unread = await indexOnlyPlan(t.app, () => unreadQuery({ ids, userId: member.user.id }));
    expect(scans(unread)).toEqual([]);
    expect(indexes(unread)).toContain("messages_conversation_seq_key");
    const last = await indexOnlyPlan(t.app, () =>
      t.app.ctx.db
        .select()
        .from(messages)
        .where(
          sql`${messages.id} in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ),
    );
    expect(scans(last)).toEqual([]);
    expect(indexes(last)).toContain("messages_pkey");
  });
});

describe("the search index", () => {
  it("takes each message into its tree as it is stored, never into a pending list merged later (migration 0024)", async () => {
    expect(await indexOptions(t.app, "messages_search_idx")).toEqual(["fastupdate=off"]);
  });
});
