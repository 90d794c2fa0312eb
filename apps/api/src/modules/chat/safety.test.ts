import { offPlatformSignals } from "@crewlance/contracts/off-platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { block, hide, restrict } from "../../../test/safety-enforcement";
import { createUser, type TestUser } from "../../../test/users";
import { messages } from "../../db/schema/chat";
import { setupProject } from "../projects/testing";
import { teamWithRoles } from "../teams/testing";
import { describeMessage } from "./moderation";
import { sendAlone } from "./send-alone";
import { chatCall, expectData, nextClientId, openDirect, sendText } from "./testing";

// Trust and safety in chat (decision 0092). Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (fullName: string, role: "COMPANY" | "FREELANCER" = "FREELANCER") =>
  createUser(t.app, { role, fullName });

type Message = { id: string; body: string; sender: { id: string }; hidden?: string | null; offPlatform?: boolean };

async function page(user: TestUser, conversationId: string, query = ""): Promise<Message[]> {
  return (await expectData(chatCall(t.app, user, "GET", `/conversations/${conversationId}/messages${query}`))).items;
}

async function refused(answer: Promise<{ statusCode: number; json: () => { code: string; message: string } }>) {
  const response = await answer;
  return { status: response.statusCode, ...response.json() };
}

describe("a block between two people", () => {
  it("refuses opening a direct conversation, either way, with a sentence that never says blocked", async () => {
    const [meera, omar] = [await person("Meera Shah"), await person("Omar Khan")];
    await block(t.app, meera.user.id, omar.user.id);
    for (const [from, to] of [
      [omar, meera],
      [meera, omar],
    ] as const) {
      expect(await refused(chatCall(t.app, from, "POST", "/conversations/direct", { userId: to.user.id }))).toEqual(
        expect.objectContaining({ status: 403, code: "FORBIDDEN", message: "You can't message this person." }),
      );
    }
  });

  it("refuses sending and editing in a direct conversation they already had", async () => {
    const [meera, omar] = [await person("Meera Shah"), await person("Omar Khan")];
    const id = await openDirect(t.app, omar, meera);
    const earlier = await sendText(t.app, omar, id, "Hello before");
    await block(t.app, meera.user.id, omar.user.id);
    const attempts = [
      chatCall(t.app, omar, "POST", `/conversations/${id}/messages`, { clientId: nextClientId(), body: "Hi again" }),
      chatCall(t.app, meera, "POST", `/conversations/${id}/messages`, { clientId: nextClientId(), body: "Hi" }),
      chatCall(t.app, omar, "PATCH", `/conversations/${id}/messages/${earlier.id}`, { body: "Changed" }),
    ];
    for (const answer of attempts) {
      expect(await refused(answer)).toEqual(
        expect.objectContaining({ status: 403, message: "You can't message this person." }),
      );
    }
    expect((await page(meera, id)).map((m) => m.body)).toEqual(["Hello before"]);
  });

  it("leaves the blocked person's messages out of a team conversation for the blocker only", async () => {
    const { team, owner, member, admin } = await teamWithRoles(t.app);
    const id = (await expectData(chatCall(t.app, owner, "GET", `/conversations/team/${team.id}`))).id as string;
    await block(t.app, owner.user.id, member.user.id);
    await sendText(t.app, admin, id, "Standup at ten");
    await sendText(t.app, member, id, "Pinging the owner about invoices");
    // The blocker: not in the page, the catch-up, the search or the list's preview.
    expect((await page(owner, id)).map((m) => m.body)).toEqual(["Standup at ten"]);
    expect((await page(owner, id, "?after=0")).map((m) => m.body)).toEqual(["Standup at ten"]);
    const found = await expectData(chatCall(t.app, owner, "GET", `/conversations/${id}/search?q=invoices`));
    expect(found.items).toEqual([]);
    const listed = (await expectData(chatCall(t.app, owner, "GET", "/conversations"))).items;
    expect(listed.find((c: { id: string }) => c.id === id).lastMessage).toBeNull();
    // Everyone else reads it all.
    expect((await page(admin, id)).map((m) => m.body)).toEqual(["Standup at ten", "Pinging the owner about invoices"]);
    const theirs = await expectData(chatCall(t.app, admin, "GET", `/conversations/${id}/search?q=invoices`));
    expect(theirs.items).toHaveLength(1);
  });

  it("keeps the blocked person's messages in a project conversation as placeholders", async () => {
    const { company, freelancer, projectId } = await setupProject(t.app);
    const id = (await expectData(chatCall(t.app, company, "GET", `/conversations/project/${projectId}`))).id as string;
    await block(t.app, company.user.id, freelancer.user.id);
    // A project conversation is never refused: the work goes on, and its record stays whole.
    const sent = await sendText(t.app, freelancer, id, "Milestone one is ready for review");
    const [seen] = await page(company, id);
    expect(seen).toMatchObject({ id: sent.id, body: "", attachment: null, hidden: "BLOCKED" });
    expect((await page(freelancer, id))[0]).toMatchObject({ body: "Milestone one is ready for review", hidden: null });
    const listed = (await expectData(chatCall(t.app, company, "GET", "/conversations"))).items;
    expect(listed.find((c: { id: string }) => c.id === id).lastMessage).toMatchObject({ hidden: "BLOCKED", body: "" });
  });
});

describe("a restricted sender", () => {
  it("cannot open or write a direct conversation with someone they share no project with", async () => {
    const [riya, stranger] = [await person("Riya Restricted"), await person("Sam Stranger")];
    const id = await openDirect(t.app, riya, stranger);
    await restrict(t.app, riya.user.id);
    const opened = await refused(
      chatCall(t.app, riya, "POST", "/conversations/direct", { userId: (await person("New Person")).user.id }),
    );
    expect(opened).toEqual(expect.objectContaining({ status: 403, code: "ACCOUNT_RESTRICTED" }));
    expect(opened.message).toMatch(
      /^Your account is restricted until .+: you can't message people you have no project with/,
    );
    const sent = await refused(
      chatCall(t.app, riya, "POST", `/conversations/${id}/messages`, { clientId: nextClientId(), body: "Hi" }),
    );
    expect(sent).toEqual(expect.objectContaining({ status: 403, code: "ACCOUNT_RESTRICTED" }));
    // The other person may still answer them.
    await sendText(t.app, stranger, id, "Hello Riya");
  });

  it("still writes to the people of their projects, directly and in the project", async () => {
    const { company, freelancer, projectId } = await setupProject(t.app);
    await restrict(t.app, freelancer.user.id);
    const direct = await openDirect(t.app, freelancer, company);
    await sendText(t.app, freelancer, direct, "About the project");
    const id = (await expectData(chatCall(t.app, freelancer, "GET", `/conversations/project/${projectId}`))).id;
    await sendText(t.app, freelancer, id, "Uploading the files now");
  });

  it("still writes in a team conversation", async () => {
    const { team, member } = await teamWithRoles(t.app);
    await restrict(t.app, member.user.id);
    const id = (await expectData(chatCall(t.app, member, "GET", `/conversations/team/${team.id}`))).id;
    await sendText(t.app, member, id, "Team chat is never restricted");
  });
});

describe("a message asking to move off the platform", () => {
  it("is marked off_platform exactly when offPlatformSignals finds a signal, and the recipient sees it", async () => {
    const [asha, ravi] = [await person("Asha Rao", "COMPANY"), await person("Ravi Kumar")];
    const id = await openDirect(t.app, asha, ravi);
    for (const body of ["pay me on UPI ravi@okaxis", "Call me on 98765 43210 or WhatsApp", "The draft is attached"]) {
      const expected = offPlatformSignals(body).length > 0;
      const sent = (await sendText(t.app, ravi, id, body)) as Message;
      expect(sent.offPlatform, body).toBe(expected);
      const [row] = await t.app.ctx.db.select().from(messages).where(eq(messages.id, sent.id));
      expect(row!.offPlatform, body).toBe(expected);
      const seen = (await page(asha, id)).find((m) => m.id === sent.id)!;
      expect(seen.offPlatform, body).toBe(expected);
    }
  });

  it("stored alone with its mark, whatever the patterns find today (the path a flagged send takes)", async () => {
    const [asha, ravi] = [await person("Asha Rao", "COMPANY"), await person("Ravi Kumar")];
    const id = await openDirect(t.app, asha, ravi);
    const input = { conversationId: id, senderId: ravi.user.id, clientId: nextClientId(), body: "flagged" };
    const { message, created } = await sendAlone(t.app.ctx, { ...input, offPlatform: true });
    expect(created).toBe(true);
    expect(message).toMatchObject({ body: "flagged", offPlatform: true, hidden: null });
    expect((await page(asha, id)).find((m) => m.id === message.id)?.offPlatform).toBe(true);
  });

  it("is marked when an edit starts asking, as a send is", async () => {
    const [asha, ravi] = [await person("Asha Rao", "COMPANY"), await person("Ravi Kumar")];
    const id = await openDirect(t.app, asha, ravi);
    const sent = await sendText(t.app, ravi, id, "Let us talk tomorrow");
    const body = "Actually pay me on UPI ravi@okaxis directly";
    const edited = await expectData(
      chatCall(t.app, ravi, "PATCH", `/conversations/${id}/messages/${sent.id}`, { body }),
    );
    expect(edited.offPlatform).toBe(offPlatformSignals(body).length > 0);
  });

  it("sent in a burst with ordinary messages, keeps every message stored once and in order", async () => {
    const [asha, ravi] = [await person("Asha Rao", "COMPANY"), await person("Ravi Kumar")];
    const id = await openDirect(t.app, asha, ravi);
    const bodies = ["one", "pay me on UPI ravi@okaxis", "three", "four"];
    await Promise.all(
      bodies.map((body) =>
        expectData(
          chatCall(t.app, ravi, "POST", `/conversations/${id}/messages`, { clientId: nextClientId(), body }),
          201,
        ),
      ),
    );
    const stored = await page(asha, id);
    expect(stored.map((m) => m.body).sort()).toEqual([...bodies].sort());
    expect(stored.map((m) => (m as Message & { seq: number }).seq)).toEqual([1, 2, 3, 4]);
  });
});

describe("a message hidden by moderation", () => {
  it("keeps its place with no body for everyone, is not found by search and cannot be edited; an appeal restores it", async () => {
    const [asha, ravi] = [await person("Asha Rao", "COMPANY"), await person("Ravi Kumar")];
    const id = await openDirect(t.app, asha, ravi);
    const sent = await sendText(t.app, ravi, id, "Send the advance to my account outside");
    await hide(t.app, "MESSAGE", sent.id);
    for (const user of [asha, ravi]) {
      expect((await page(user, id))[0]).toMatchObject({ id: sent.id, body: "", hidden: "MODERATED" });
      expect((await expectData(chatCall(t.app, user, "GET", `/conversations/${id}/search?q=advance`))).items).toEqual(
        [],
      );
    }
    const edit = await refused(
      chatCall(t.app, ravi, "PATCH", `/conversations/${id}/messages/${sent.id}`, { body: "x" }),
    );
    expect(edit).toEqual(
      expect.objectContaining({ status: 409, message: "A message hidden by moderation cannot be edited." }),
    );
    await hide(t.app, "MESSAGE", sent.id, true);
    expect((await page(asha, id))[0]).toMatchObject({ body: "Send the advance to my account outside", hidden: null });
  });
});

describe("a message described to the moderation queue", () => {
  it("names its sender, shows five messages either side with the reported one marked, and only to its people", async () => {
    const [asha, ravi, stranger] = [
      await person("Asha Rao", "COMPANY"),
      await person("Ravi Kumar"),
      await person("Sam"),
    ];
    const id = await openDirect(t.app, asha, ravi);
    const sent: Message[] = [];
    for (let i = 1; i <= 13; i++) sent.push(await sendText(t.app, i % 2 ? ravi : asha, id, `Line ${i}`));
    const reported = sent[6]!;
    const described = await describeMessage(t.app.ctx, reported.id, asha.user.id);
    expect(described).toMatchObject({ ownerId: ravi.user.id, label: "Message from Ravi Kumar", preview: "Line 7" });
    const context = await described!.context();
    expect(context.map((line) => line.text)).toEqual(Array.from({ length: 11 }, (_, i) => `Line ${i + 2}`));
    expect(context.filter((line) => line.reported).map((line) => line.text)).toEqual(["Line 7"]);
    expect(context[0]!.label).toBe("Asha Rao");
    // Someone outside the conversation cannot see it, so cannot report it; an admin (null) can.
    expect(await describeMessage(t.app.ctx, reported.id, stranger.user.id)).toBeNull();
    expect(await describeMessage(t.app.ctx, reported.id, null)).not.toBeNull();
    expect(await describeMessage(t.app.ctx, "00000000-0000-4000-8000-000000000000", null)).toBeNull();
  });
});
