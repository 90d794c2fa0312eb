import { CHAT_CONNECT_ERRORS } from "@crewlance/contracts/chat";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { signAccessToken } from "../../lib/tokens";
import { withTransaction } from "../../lib/transaction";
import { countUnreadNotifications, createNotification, createNotifications } from "../notifications/service";
import {
  chatToken,
  closeAll,
  connectAs,
  drain,
  nextEvent,
  openSocket,
  type TestSocket,
  whenConnected,
  whenRefused,
} from "./socket-testing";
import { chatCall, expectData, nextClientId, openDirect, sendText } from "./testing";

// Real socket.io-client connections to the listening app; PGlite, and PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let url: string;
let asha: TestUser;
let ravi: TestUser;
let stranger: TestUser;
const open: TestSocket[] = [];

async function as(user: TestUser): Promise<TestSocket> {
  const socket = await connectAs(t.app, url, user);
  open.push(socket);
  return socket;
}

type Message = { id: string; seq: number; body: string; conversationId: string; clientId: string };
type Ack<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  asha = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  stranger = await createUser(t.app, { role: "FREELANCER", fullName: "Sam Stranger" });
});
afterAll(async () => {
  closeAll(...open);
  await t.close();
});

describe("connecting", () => {
  it("refuses no token, an expired one, an API token and a suspended account with sentences", async () => {
    const none = await whenRefused(openSocket(url, {}));
    expect(none.message).toBe(CHAT_CONNECT_ERRORS.missingToken);
    const expired = await signAccessToken({ userId: asha.user.id, role: "COMPANY" }, t.config.jwtSecret, "chat", -60);
    const late = await whenRefused(openSocket(url, { token: expired }));
    expect(late.message).toBe(CHAT_CONNECT_ERRORS.invalidToken);
    expect(late.data?.code).toBe("TOKEN_INVALID");
    const wrongAudience = await whenRefused(openSocket(url, { token: asha.token }));
    expect(wrongAudience.message).toBe(CHAT_CONNECT_ERRORS.invalidToken);
    const forged = await whenRefused(openSocket(url, { token: `${(await chatToken(t.app, asha)).slice(0, -3)}abc` }));
    expect(forged.message).toBe(CHAT_CONNECT_ERRORS.invalidToken);

    const suspended = await createUser(t.app, { fullName: "Soon Suspended" });
    const token = await chatToken(t.app, suspended);
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, suspended.user.id));
    const refused = await whenRefused(openSocket(url, { token }));
    expect(refused.message).toBe(CHAT_CONNECT_ERRORS.suspended);

    const fine = openSocket(url, { token: await chatToken(t.app, asha) });
    open.push(fine);
    await whenConnected(fine);
  });
});

describe("messages in real time", () => {
  it("delivers a sent message to the other side once, a resend answered with the original", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const [a, r, ashaOtherTab] = [await as(asha), await as(ravi), await as(asha)];
    const clientId = nextClientId();
    const sent = (await a.emitWithAck("message:send", { conversationId: id, clientId, body: "Hello live" })) as Ack<{
      message: Message;
    }>;
    if (!sent.ok) throw new Error(sent.message);
    const heard = await nextEvent<{ message: Message }>(r, "message:new", (p) => p.message.id === sent.data.message.id);
    expect(heard.message).toMatchObject({ body: "Hello live", clientId, seq: sent.data.message.seq });
    // The sender's other tabs hear it; the sending socket has it in its acknowledgement.
    await nextEvent<{ message: Message }>(ashaOtherTab, "message:new", (p) => p.message.id === sent.data.message.id);

    const resent = (await a.emitWithAck("message:send", { conversationId: id, clientId, body: "Hello live" })) as Ack<{
      message: Message;
    }>;
    expect(resent.ok && resent.data.message.id).toBe(sent.data.message.id);
    const heardBy = async (socket: TestSocket) =>
      (await drain(socket)).filter(
        (item) => item.event === "message:new" && (item.payload as { message: Message }).message.clientId === clientId,
      ).length;
    expect(await heardBy(r)).toBe(1);
    expect(await heardBy(ashaOtherTab)).toBe(1);
    expect(await heardBy(a)).toBe(0);
  });

  it("answers a bad payload with a sentence and keeps the connection", async () => {
    const a = await as(asha);
    const bad = (await a.emitWithAck("message:send", { conversationId: "nope", body: "" })) as Ack<unknown>;
    expect(bad).toMatchObject({ ok: false, code: "VALIDATION_ERROR" });
    expect(bad.ok ? "" : bad.message).toMatch(/\.$/);
    a.emit("message:send", 42);
    a.emit("typing");
    const empty = (await a.emitWithAck("conversation:read", {})) as Ack<unknown>;
    expect(empty.ok).toBe(false);
    expect(a.connected).toBe(true);
  });

  it("refuses a non-participant on every event and never delivers to them", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const s = await as(stranger);
    const a = await as(asha);
    const message = await sendText(t.app, asha, id, "Private words");
    const attempts = [
      s.emitWithAck("message:send", { conversationId: id, clientId: nextClientId(), body: "Let me in" }),
      s.emitWithAck("message:edit", { conversationId: id, messageId: message.id, body: "Mine" }),
      s.emitWithAck("message:delete", { conversationId: id, messageId: message.id }),
      s.emitWithAck("conversation:read", { conversationId: id, seq: 1 }),
      s.emitWithAck("typing", { conversationId: id, isTyping: true }),
      s.emitWithAck("conversation:join", { conversationId: id }),
    ];
    for (const answer of (await Promise.all(attempts)) as Ack<unknown>[]) {
      expect(answer).toEqual({ ok: false, code: "NOT_FOUND", message: "Conversation was not found." });
    }
    await a.emitWithAck("message:send", { conversationId: id, clientId: nextClientId(), body: "Still private" });
    const received = await drain(s);
    expect(received.filter((item) => item.event === "message:new" || item.event === "typing")).toEqual([]);
  });

  it("edits and deletes by the sender only, heard by the other side", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const [a, r] = [await as(asha), await as(ravi)];
    const message = await sendText(t.app, asha, id, "Typo heer");
    const notMine = (await r.emitWithAck("message:edit", {
      conversationId: id,
      messageId: message.id,
      body: "Ravi's words",
    })) as Ack<unknown>;
    expect(notMine).toMatchObject({ ok: false, code: "FORBIDDEN", message: "Only the sender can edit a message." });
    await a.emitWithAck("message:edit", { conversationId: id, messageId: message.id, body: "Typo here" });
    const edited = await nextEvent<{ message: Message & { editedAt: string | null } }>(
      r,
      "message:updated",
      (p) => p.message.id === message.id,
    );
    expect(edited.message).toMatchObject({ body: "Typo here", editedAt: expect.any(String) });
    await a.emitWithAck("message:delete", { conversationId: id, messageId: message.id });
    const deleted = await nextEvent<{ message: Message & { deletedAt: string | null } }>(
      r,
      "message:updated",
      (p) => p.message.id === message.id && p.message.deletedAt !== null,
    );
    expect(deleted.message.body).toBe("");
  });

  it("sends receipts to the room and the new count to the reader's own tabs", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const [a, r, rOtherTab] = [await as(asha), await as(ravi), await as(ravi)];
    const message = await sendText(t.app, asha, id, "Read me");
    const read = (await r.emitWithAck("conversation:read", { conversationId: id, seq: message.seq })) as Ack<{
      unreadCount: number;
    }>;
    expect(read).toMatchObject({ ok: true, data: { conversationId: id, lastReadSeq: message.seq, unreadCount: 0 } });
    const receipt = await nextEvent<{ userId: string; lastReadSeq: number }>(
      a,
      "receipt",
      (p) => p.userId === ravi.user.id && p.lastReadSeq === message.seq,
    );
    expect(receipt).toEqual({ conversationId: id, userId: ravi.user.id, lastReadSeq: message.seq });
    const changed = await nextEvent(
      rOtherTab,
      "unread:changed",
      (p: { conversationId: string }) => p.conversationId === id,
    );
    expect(changed).toEqual({ conversationId: id, lastReadSeq: message.seq, unreadCount: 0 });
  });

  it("shows typing to the others only, not to the typist's other tabs", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const [a, aOtherTab, r] = [await as(asha), await as(asha), await as(ravi)];
    const ack = (await a.emitWithAck("typing", { conversationId: id, isTyping: true })) as Ack<unknown>;
    expect(ack).toEqual({ ok: true, data: {} });
    const typing = await nextEvent<{ conversationId: string; user: { id: string; name: string }; isTyping: boolean }>(
      r,
      "typing",
      (p) => p.conversationId === id,
    );
    expect(typing).toMatchObject({ user: { id: asha.user.id, name: "Asha Rao" }, isTyping: true });
    const mine = [...(await drain(a)), ...(await drain(aOtherTab))];
    expect(mine.filter((item) => item.event === "typing")).toEqual([]);
  });

  it("joins a conversation made after connecting, and a team member hears the team at once", async () => {
    const late = await createUser(t.app, { fullName: "Late Comer" });
    const [a, l] = [await as(asha), await as(late)];
    const id = await openDirect(t.app, late, asha);
    const joined = (await a.emitWithAck("conversation:join", { conversationId: id })) as Ack<unknown>;
    expect(joined).toEqual({ ok: true, data: { conversationId: id } });
    await l.emitWithAck("typing", { conversationId: id, isTyping: true });
    await nextEvent(a, "typing", (p: { conversationId: string }) => p.conversationId === id);
  });
});

describe("after a disconnect", () => {
  it("replays what was missed on a quick reconnect (connection state recovery)", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const r = await as(ravi);
    // The network drops (not a goodbye): the server keeps the session for recovery.
    const dropped = new Promise((resolve) => r.once("disconnect", resolve));
    r.io.engine.close();
    await dropped;
    const missed = await sendText(t.app, asha, id, "Sent while you were away");
    r.connect();
    await whenConnected(r);
    expect(r.recovered).toBe(true);
    await nextEvent<{ message: Message }>(r, "message:new", (p) => p.message.id === missed.id);
  });

  it("catches up by REST after a long disconnect, in order and with nothing lost", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const before = await sendText(t.app, asha, id, "Before");
    const r = await as(ravi);
    r.disconnect();
    const missed = [];
    for (const body of ["One", "Two", "Three"]) missed.push(await sendText(t.app, asha, id, body));
    const again = await as(ravi);
    expect(again.recovered).toBe(false);
    const page = await expectData(chatCall(t.app, ravi, "GET", `/conversations/${id}/messages?after=${before.seq}`));
    expect(page.items.map((m: Message) => m.id)).toEqual(missed.map((m) => m.id));
    expect(page.hasMore).toBe(false);
  });
});

describe("live notifications", () => {
  it("pushes a notification once its transaction commits, and never a rolled-back one", async () => {
    const listener = await createUser(t.app, { fullName: "Nina Notified" });
    const socket = await as(listener);
    await expect(
      withTransaction(t.app.ctx, async (txCtx) => {
        await createNotification(txCtx, { userId: listener.user.id, type: "TEST", title: "Rolled back", body: "No" });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    await withTransaction(t.app.ctx, (txCtx) =>
      createNotification(txCtx, { userId: listener.user.id, type: "TEST", title: "Committed", body: "Yes" }),
    );
    const pushed = await nextEvent<{ notification: { title: string }; unreadCount: number }>(
      socket,
      "notification:new",
    );
    expect(pushed.notification.title).toBe("Committed");
    const all = (await drain(socket)).filter((item) => item.event === "notification:new");
    expect(all.map((item) => (item.payload as { notification: { title: string } }).notification.title)).toEqual([
      "Committed",
    ]);
    expect(pushed.unreadCount).toBeGreaterThanOrEqual(1);
  });

  it("pushes each notification of a batch to its own user, with that user's unread count", async () => {
    const bea = await createUser(t.app, { fullName: "Bea Batch" });
    const cal = await createUser(t.app, { fullName: "Cal Batch" });
    await createNotification(t.app.ctx, { userId: cal.user.id, type: "TEST", title: "Earlier", body: "" });
    const [toBea, toCal] = [await as(bea), await as(cal)];
    await withTransaction(t.app.ctx, (txCtx) =>
      createNotifications(txCtx, [
        { userId: bea.user.id, type: "TEST", title: "For Bea", body: "" },
        { userId: cal.user.id, type: "TEST", title: "For Cal", body: "" },
      ]),
    );
    type Pushed = { notification: { title: string }; unreadCount: number };
    const [beaGot, calGot] = await Promise.all([
      nextEvent<Pushed>(toBea, "notification:new"),
      nextEvent<Pushed>(toCal, "notification:new"),
    ]);
    expect(beaGot.notification.title).toBe("For Bea");
    expect(calGot.notification.title).toBe("For Cal");
    expect(beaGot.unreadCount).toBe(await countUnreadNotifications(t.app.ctx, { userId: bea.user.id }));
    expect(calGot.unreadCount).toBe(await countUnreadNotifications(t.app.ctx, { userId: cal.user.id }));
    expect(calGot.unreadCount).toBe(beaGot.unreadCount + 1);
  });

  it("does not email or notify a direct message to someone connected", async () => {
    const online = await createUser(t.app, { fullName: "Ona Online" });
    const socket = await as(online);
    const id = await openDirect(t.app, asha, online);
    await sendText(t.app, asha, id, "You are here");
    const received = await drain(socket);
    expect(received.some((item) => item.event === "message:new")).toBe(true);
    expect(received.some((item) => item.event === "notification:new")).toBe(false);
  });
});
