import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makePdf, multipartForm } from "../../../test/multipart";
import { createUser, type TestUser } from "../../../test/users";
import { mailQueue } from "../../db/schema/mail-queue";
import { notifications } from "../../db/schema/notifications";
import { advanceClock, resetClock } from "../../lib/clock";
import { type ProjectSetup, renewSessions, setupProject } from "../projects/testing";
import { teamWithRoles } from "../teams/testing";
import { chatCall, expectData, nextClientId, openDirect, sendText } from "./testing";

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres (decision 0003).
let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  stranger = await createUser(t.app, { role: "FREELANCER", fullName: "Sam Stranger" });
});
afterAll(() => t.close());

describe("direct conversations", () => {
  it("opens one conversation per pair, from either side", async () => {
    const first = await openDirect(t.app, asha, ravi);
    const again = await openDirect(t.app, ravi, asha);
    expect(again).toBe(first);
    const detail = await expectData(chatCall(t.app, asha, "GET", `/conversations/${first}`));
    expect(detail).toMatchObject({ kind: "DIRECT", title: "Ravi Kumar", otherUser: { id: ravi.user.id } });
    expect(detail.participants.map((p: { id: string }) => p.id).sort()).toEqual([asha.user.id, ravi.user.id].sort());
  });

  it("refuses yourself, an unknown person and a bad id with sentences", async () => {
    const self = await chatCall(t.app, asha, "POST", "/conversations/direct", { userId: asha.user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe("You cannot message yourself.");
    const unknown = await chatCall(t.app, asha, "POST", "/conversations/direct", {
      userId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await chatCall(t.app, asha, "POST", "/conversations/direct", { userId: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Choose whom to message.");
    expect((await chatCall(t.app, null, "GET", "/conversations")).statusCode).toBe(401);
  });

  it("hides the conversation from everyone else: 404 on every route", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const message = await sendText(t.app, asha, id, "Only for Ravi");
    const attempts = [
      chatCall(t.app, stranger, "GET", `/conversations/${id}`),
      chatCall(t.app, stranger, "GET", `/conversations/${id}/messages`),
      chatCall(t.app, stranger, "POST", `/conversations/${id}/messages`, { clientId: nextClientId(), body: "Hi" }),
      chatCall(t.app, stranger, "PATCH", `/conversations/${id}/messages/${message.id}`, { body: "Mine now" }),
      chatCall(t.app, stranger, "DELETE", `/conversations/${id}/messages/${message.id}`),
      chatCall(t.app, stranger, "POST", `/conversations/${id}/read`, { seq: 1 }),
      chatCall(t.app, stranger, "GET", `/conversations/${id}/search?q=only`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().message).toBe("Conversation was not found.");
    }
  });
});

describe("messages", () => {
  it("stores a resend once and answers it with the original", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const payload = { clientId: nextClientId(), body: "  Hello Ravi  " };
    const first = await expectData(chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, payload), 201);
    const again = await expectData(chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, payload), 200);
    expect(again.id).toBe(first.id);
    expect(first.body).toBe("Hello Ravi");
    // At the same moment from two connections: still one message.
    const twin = { clientId: nextClientId(), body: "Twice at once" };
    const both = await Promise.all([
      chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, twin),
      chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, twin),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
    const history = await expectData(chatCall(t.app, ravi, "GET", `/conversations/${id}/messages?limit=200`));
    expect(history.items.filter((m: { body: string }) => m.body === "Twice at once")).toHaveLength(1);
  });

  it("refuses an empty, an over-long and a control-character message with sentences", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const send = (payload: unknown) => chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, payload);
    const empty = await send({ clientId: nextClientId(), body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Write a message.");
    const long = await send({ clientId: nextClientId(), body: "a".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect((await send({ clientId: nextClientId(), body: "bad\u0000text" })).statusCode).toBe(400);
    expect((await send({ body: "no id" })).json().message).toBe("Every message needs a client id.");
    expect((await send({ clientId: nextClientId(), body: "a".repeat(5000) })).statusCode).toBe(201);
  });

  it("pages history backwards by seq and catches up after a seq", async () => {
    const carol = await createUser(t.app, { fullName: "Carol Pager" });
    const id = await openDirect(t.app, asha, carol);
    for (let i = 1; i <= 7; i++) await sendText(t.app, i % 2 ? asha : carol, id, `Message ${i}`);
    const newest = await expectData(chatCall(t.app, carol, "GET", `/conversations/${id}/messages?limit=3`));
    expect(newest.items.map((m: { seq: number }) => m.seq)).toEqual([5, 6, 7]);
    expect(newest.hasMore).toBe(true);
    const older = await expectData(chatCall(t.app, carol, "GET", `/conversations/${id}/messages?limit=3&before=5`));
    expect(older.items.map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
    const oldest = await expectData(chatCall(t.app, carol, "GET", `/conversations/${id}/messages?limit=3&before=2`));
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.items.map((m: { body: string }) => m.body)).toEqual(["Message 1"]);
    const since = await expectData(chatCall(t.app, carol, "GET", `/conversations/${id}/messages?after=4&limit=2`));
    expect(since.items.map((m: { seq: number }) => m.seq)).toEqual([5, 6]);
    expect(since.hasMore).toBe(true);
    const both = await chatCall(t.app, carol, "GET", `/conversations/${id}/messages?after=1&before=3`);
    expect(both.statusCode).toBe(400);
  });

  it("lets only the sender edit, within 24 hours, and delete (shown as deleted)", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const message = await sendText(t.app, asha, id, "Draft text");
    const url = `/conversations/${id}/messages/${message.id}`;
    const notMine = await chatCall(t.app, ravi, "PATCH", url, { body: "Changed by Ravi" });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe("Only the sender can edit a message.");
    expect((await chatCall(t.app, ravi, "DELETE", url)).statusCode).toBe(403);
    const edited = await expectData(chatCall(t.app, asha, "PATCH", url, { body: "Final text" }));
    expect(edited.body).toBe("Final text");
    expect(edited.editedAt).not.toBeNull();

    const late = await sendText(t.app, asha, id, "Old news");
    advanceClock(25 * 60 * 60_000);
    try {
      await renewSessions(t.app, asha, ravi, stranger);
      const tooLate = await chatCall(t.app, asha, "PATCH", `/conversations/${id}/messages/${late.id}`, { body: "New" });
      expect(tooLate.statusCode).toBe(422);
      expect(tooLate.json().message).toMatch(/can be edited for 24 hours/);
      // Deleting has no time limit.
      const deleted = await expectData(chatCall(t.app, asha, "DELETE", `/conversations/${id}/messages/${late.id}`));
      expect(deleted).toMatchObject({ body: "", attachment: null });
      expect(deleted.deletedAt).not.toBeNull();
    } finally {
      resetClock();
      await renewSessions(t.app, asha, ravi, stranger);
    }
    const history = await expectData(
      chatCall(t.app, ravi, "GET", `/conversations/${id}/messages?after=${late.seq - 1}`),
    );
    expect(history.items[0]).toMatchObject({ id: late.id, body: "", deletedAt: expect.any(String) });
    const again = await chatCall(t.app, asha, "PATCH", `/conversations/${id}/messages/${late.id}`, { body: "Back" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A deleted message cannot be edited.");
  });

  it("counts unread messages, marks them read and never moves backwards", async () => {
    const dev = await createUser(t.app, { fullName: "Dev Reader" });
    const id = await openDirect(t.app, asha, dev);
    await sendText(t.app, asha, id, "One");
    await sendText(t.app, asha, id, "Two");
    const third = await sendText(t.app, asha, id, "Three");
    const list = await expectData(chatCall(t.app, dev, "GET", "/conversations"));
    expect(list.items[0]).toMatchObject({ id, unreadCount: 3, lastReadSeq: 0, lastMessage: { body: "Three" } });
    expect(await expectData(chatCall(t.app, dev, "GET", "/unread"))).toEqual({ count: 1 });
    // The sender has read their own messages.
    const mine = await expectData(chatCall(t.app, asha, "GET", `/conversations/${id}`));
    expect(mine.unreadCount).toBe(0);

    const partly = await expectData(chatCall(t.app, dev, "POST", `/conversations/${id}/read`, { seq: 2 }));
    expect(partly).toEqual({ conversationId: id, lastReadSeq: 2, unreadCount: 1 });
    const back = await expectData(chatCall(t.app, dev, "POST", `/conversations/${id}/read`, { seq: 1 }));
    expect(back.lastReadSeq).toBe(2);
    const beyond = await expectData(chatCall(t.app, dev, "POST", `/conversations/${id}/read`, { seq: 99 }));
    expect(beyond).toEqual({ conversationId: id, lastReadSeq: third.seq, unreadCount: 0 });
    expect(await expectData(chatCall(t.app, dev, "GET", "/unread"))).toEqual({ count: 0 });
    const detail = await expectData(chatCall(t.app, asha, "GET", `/conversations/${id}`));
    expect(detail.readStates).toContainEqual({ userId: dev.user.id, lastReadSeq: third.seq });
  });

  it("counts for the badge only what the list counts: a deleted message is not unread", async () => {
    const nia = await createUser(t.app, { fullName: "Nia Badge" });
    const id = await openDirect(t.app, asha, nia);
    const sent = await sendText(t.app, asha, id, "Wrong chat, sorry");
    expect(await expectData(chatCall(t.app, nia, "GET", "/unread"))).toEqual({ count: 1 });
    await expectData(chatCall(t.app, asha, "DELETE", `/conversations/${id}/messages/${sent.id}`));
    const list = await expectData(chatCall(t.app, nia, "GET", "/conversations"));
    expect(list.items[0]).toMatchObject({ id, unreadCount: 0 });
    expect(await expectData(chatCall(t.app, nia, "GET", "/unread"))).toEqual({ count: 0 });
  });

  it("searches within a conversation by the start of words, newest first", async () => {
    const erin = await createUser(t.app, { fullName: "Erin Search" });
    const id = await openDirect(t.app, asha, erin);
    await sendText(t.app, asha, id, "The invoice for March is attached");
    await sendText(t.app, erin, id, "Thanks, I will check the invoices today");
    await sendText(t.app, asha, id, "Unrelated message");
    const found = await expectData(chatCall(t.app, erin, "GET", `/conversations/${id}/search?q=INV`));
    expect(found.items.map((m: { body: string }) => m.body)).toEqual([
      "Thanks, I will check the invoices today",
      "The invoice for March is attached",
    ]);
    const paged = await expectData(chatCall(t.app, erin, "GET", `/conversations/${id}/search?q=invoice&limit=1`));
    expect(paged.items).toHaveLength(1);
    const rest = await expectData(
      chatCall(t.app, erin, "GET", `/conversations/${id}/search?q=invoice&limit=1&before=${paged.nextCursor}`),
    );
    expect(rest.items[0].body).toBe("The invoice for March is attached");
    const symbols = await expectData(
      chatCall(t.app, erin, "GET", `/conversations/${id}/search?q=${encodeURIComponent("&|!:*")}`),
    );
    expect(symbols.items).toEqual([]);
    const missing = await chatCall(t.app, erin, "GET", `/conversations/${id}/search`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Type something to search for.");
  });
});

describe("attachments", () => {
  it("takes a file checked by its content, sends it once and serves it to participants only", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const upload = (user: TestUser, content: Buffer, filename: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/chat/conversations/${id}/attachments`,
        headers: user.authHeader,
        payload: multipartForm([], [{ name: "file", content, filename }]),
      });
    const fake = await upload(asha, Buffer.from("just text pretending"), "photo.png");
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/Attach a PDF/);
    expect((await upload(stranger, makePdf(), "brief.pdf")).statusCode).toBe(404);

    const attachment = await expectData(upload(asha, makePdf(), "brief.pdf"), 201);
    expect(attachment).toMatchObject({ fileName: "brief.pdf", mimeType: "application/pdf" });
    // Not sent yet: only its uploader can read it.
    expect((await t.app.inject({ method: "GET", url: attachment.url, headers: ravi.authHeader })).statusCode).toBe(404);
    const message = await expectData(
      chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, {
        clientId: nextClientId(),
        attachmentId: attachment.id,
      }),
      201,
    );
    expect(message).toMatchObject({ body: "", attachment: { id: attachment.id, url: attachment.url } });
    const download = await t.app.inject({
      method: "GET",
      url: attachment.url.replace(/^\/api/, "/api"),
      headers: ravi.authHeader,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect((await t.app.inject({ method: "GET", url: attachment.url, headers: stranger.authHeader })).statusCode).toBe(
      404,
    );
    const twice = await chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, {
      clientId: nextClientId(),
      attachmentId: attachment.id,
    });
    expect(twice.statusCode).toBe(409);
    const othersFile = await chatCall(t.app, ravi, "POST", `/conversations/${id}/messages`, {
      clientId: nextClientId(),
      attachmentId: attachment.id,
    });
    expect(othersFile.statusCode).toBe(404);
    // Deleting the message removes the file for everyone.
    await expectData(chatCall(t.app, asha, "DELETE", `/conversations/${id}/messages/${message.id}`));
    expect((await t.app.inject({ method: "GET", url: attachment.url, headers: ravi.authHeader })).statusCode).toBe(404);
  });
});

describe("team and project conversations", () => {
  it("follows the team's membership at every call", async () => {
    const { team, owner, member, outsider } = await teamWithRoles(t.app);
    const opened = await expectData(chatCall(t.app, member, "GET", `/conversations/team/${team.id}`));
    expect(opened).toMatchObject({ kind: "TEAM", teamId: team.id, title: "Pixel Crew" });
    expect(opened.participants).toHaveLength(3);
    const same = await expectData(chatCall(t.app, owner, "GET", `/conversations/team/${team.id}`));
    expect(same.id).toBe(opened.id);
    expect((await chatCall(t.app, outsider, "GET", `/conversations/team/${team.id}`)).statusCode).toBe(404);
    expect((await chatCall(t.app, outsider, "GET", `/conversations/${opened.id}/messages`)).statusCode).toBe(404);
    await sendText(t.app, member, opened.id, "Stand-up at ten");

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/teams/${team.id}/members/${member.user.id}`,
      headers: owner.authHeader,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await chatCall(t.app, member, "GET", `/conversations/${opened.id}/messages`)).statusCode).toBe(404);
    const list = await expectData(chatCall(t.app, member, "GET", "/conversations"));
    expect(list.items.map((c: { id: string }) => c.id)).not.toContain(opened.id);
  });

  let project: ProjectSetup;
  it("admits the project's company and freelancer only", async () => {
    project = await setupProject(t.app);
    const opened = await expectData(
      chatCall(t.app, project.company, "GET", `/conversations/project/${project.projectId}`),
    );
    expect(opened).toMatchObject({ kind: "PROJECT", projectId: project.projectId });
    await sendText(t.app, project.freelancer, opened.id, "Kick-off notes are in the board");
    for (const outsider of [project.otherCompany, project.otherFreelancer]) {
      const answer = await chatCall(t.app, outsider, "GET", `/conversations/project/${project.projectId}`);
      expect(answer.statusCode).toBe(404);
    }
    const list = await expectData(chatCall(t.app, project.company, "GET", "/conversations"));
    expect(list.items[0]).toMatchObject({ id: opened.id, unreadCount: 1 });
  });
});

describe("the conversation list", () => {
  it("orders by last activity, searches by title and pages by cursor", async () => {
    const me = await createUser(t.app, { fullName: "Lister Me" });
    const names = ["Zara Alpha", "Yusuf Beta", "Xena Gamma"];
    const ids: string[] = [];
    for (const fullName of names) {
      const other = await createUser(t.app, { fullName });
      const id = await openDirect(t.app, me, other);
      await sendText(t.app, other, id, `Hello from ${fullName}`);
      ids.push(id);
    }
    await sendText(t.app, me, ids[0]!, "Back to Zara");
    const first = await expectData(chatCall(t.app, me, "GET", "/conversations?limit=2"));
    expect(first.items.map((c: { title: string }) => c.title)).toEqual(["Zara Alpha", "Xena Gamma"]);
    const second = await expectData(chatCall(t.app, me, "GET", `/conversations?limit=2&cursor=${first.nextCursor}`));
    expect(second.items.map((c: { title: string }) => c.title)).toEqual(["Yusuf Beta"]);
    expect(second.nextCursor).toBeNull();
    const searched = await expectData(chatCall(t.app, me, "GET", "/conversations?q=gam"));
    expect(searched.items.map((c: { title: string }) => c.title)).toEqual(["Xena Gamma"]);
    const bad = await chatCall(t.app, me, "GET", "/conversations?cursor=garbage");
    expect(bad.statusCode).toBe(400);
  });
});

describe("a direct message to someone offline", () => {
  it("makes one notification per unread streak and at most one email an hour", async () => {
    const away = await createUser(t.app, { fullName: "Away Person", email: `away-${Date.now()}@example.test` });
    const id = await openDirect(t.app, asha, away);
    await sendText(t.app, asha, id, "Are you there?");
    await sendText(t.app, asha, id, "Ping again");
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, away.user.id));
    const direct = notes.filter((note) => note.type === "DIRECT_MESSAGE");
    expect(direct).toHaveLength(1);
    expect(direct[0]).toMatchObject({
      title: "New message from Asha Rao",
      body: "Are you there?",
      link: `/chat?c=${id}`,
    });
    const mails = () => t.app.ctx.db.select().from(mailQueue).where(eq(mailQueue.to, away.user.email));
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.subject).toBe("New messages from Asha Rao on Crewlance");

    // Read, then a new streak: a new notification, but the email waits for the hour.
    await expectData(chatCall(t.app, away, "POST", `/conversations/${id}/read`, { seq: 2 }));
    await sendText(t.app, asha, id, "Third");
    const after = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, away.user.id));
    expect(after.filter((note) => note.type === "DIRECT_MESSAGE")).toHaveLength(2);
    expect(await mails()).toHaveLength(1);
    advanceClock(61 * 60_000);
    try {
      await renewSessions(t.app, asha, away);
      await sendText(t.app, asha, id, "An hour later");
      expect(await mails()).toHaveLength(2);
    } finally {
      resetClock();
      await renewSessions(t.app, asha, ravi, stranger, away);
    }
  });
});
