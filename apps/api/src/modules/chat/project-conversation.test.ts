import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { conversations } from "../../db/schema/chat";
import { offerBody, people, send, sendOffer } from "../collaborations/testing";
import { ok, setupProject } from "../projects/testing";
import { chatCall, expectData } from "./testing";

// A project's conversation is made with the project (decision 0082): /chat lists it for every
// party before anyone writes, whichever way the project came to be.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { kind: string; projectId: string | null; title: string; lastMessage: unknown; unreadCount: number };
const projectsListed = async (user: Parameters<typeof chatCall>[1]) =>
  ((await expectData(chatCall(t.app, user, "GET", "/conversations"))).items as Listed[]).filter(
    (item) => item.kind === "PROJECT",
  );

describe("a project's conversation", () => {
  it("is listed for the company and the freelancer as soon as an application is accepted", async () => {
    const { company, freelancer, otherFreelancer, projectId } = await setupProject(t.app);
    for (const party of [company, freelancer]) {
      expect(await projectsListed(party)).toEqual([
        expect.objectContaining({
          projectId,
          title: "Build a React dashboard for our logistics app",
          lastMessage: null,
          unreadCount: 0,
        }),
      ]);
    }
    expect(await projectsListed(otherFreelancer)).toEqual([]);
    // Opening it later finds the same conversation.
    const opened = await expectData(chatCall(t.app, freelancer, "GET", `/conversations/project/${projectId}`));
    const [listed] = (await expectData(chatCall(t.app, company, "GET", "/conversations"))).items;
    expect(opened.id).toBe(listed.id);
  });

  it("is listed as soon as an offer is accepted", async () => {
    const p = await people(t.app);
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    const accepted = await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}));
    for (const party of [p.company, p.freelancer]) {
      expect(await projectsListed(party)).toEqual([
        expect.objectContaining({ projectId: accepted.project.id, title: "Redesign the booking flow" }),
      ]);
    }
  });

  it("is made by migration 0027 for a project that had none", async () => {
    const { company, projectId } = await setupProject(t.app);
    await t.app.ctx.db.delete(conversations).where(eq(conversations.projectId, projectId));
    expect(await projectsListed(company)).toEqual([]);
    const migration = readFileSync(
      new URL("../../db/migrations/0027_project_conversations.sql", import.meta.url),
      "utf8",
    );
    await t.app.ctx.db.execute(sql.raw(migration));
    expect(await projectsListed(company)).toEqual([expect.objectContaining({ projectId, lastMessage: null })]);
    // Run again, it adds nothing.
    await t.app.ctx.db.execute(sql.raw(migration));
    expect(await projectsListed(company)).toHaveLength(1);
  });
});
