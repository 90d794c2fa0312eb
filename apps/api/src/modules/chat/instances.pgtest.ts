import { randomUUID } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { realtimeOf } from "../../realtime/publisher";
import { createNotifications } from "../notifications/index";
import { chatToken, closeAll, nextEvent, openSocket, type TestSocket, whenConnected } from "./socket-testing";
import { chatCall, expectData, nextClientId, openDirect } from "./testing";

/*
 * Two API instances on one PostgreSQL database and the real Redis (127.0.0.1:6379), as behind a
 * balancer (docs/operations.md "Running several instances"). Run by `npm run test:chaos` (part
 * of `test:pg`); every run uses its own Redis key prefix, so its stream and sessions are its own.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `crewlance-test-${randomUUID()}:`;

type Message = { id: string; seq: number; body: string };
type Ack<T> = { ok: true; data: T } | { ok: false; message: string };

/** A TCP balancer in front of the instances: it sends new connections to `target`, and can cut them all. */
function balancer() {
  let target = 0;
  const live = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: target });
    live.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      live.delete(client);
      live.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return (server.address() as { port: number }).port;
    },
    routeTo(port: number) {
      target = port;
    },
    /** An instance goes away for the client: its connections are cut (no goodbye). */
    cutAll() {
      for (const socket of live) socket.destroy();
      live.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let second: Awaited<ReturnType<TestApp["startAnotherInstance"]>>;
let firstUrl: string;
let secondUrl: string;
let firstPort: number;
let secondPort: number;
let asha: TestUser;
let ravi: TestUser;
const lb = balancer();
let lbUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: prefix });
  second = await t.startAnotherInstance();
  firstUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });
  secondUrl = await second.app.listen({ host: "127.0.0.1", port: 0 });
  firstPort = Number(new URL(firstUrl).port);
  secondPort = Number(new URL(secondUrl).port);
  lbUrl = `http://127.0.0.1:${await lb.listen()}`;
  asha = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
});
afterAll(async () => {
  closeAll(...sockets);
  await lb.close();
  await second?.close();
  await t?.close();
  await removeKeys(prefix);
});

/** This run's stream and sessions leave Redis with it. */
async function removeKeys(keyPrefix: string): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 100 })) {
    if (keys.length > 0) await client.del(keys);
  }
  client.destroy();
}

async function connect(url: string, user: TestUser): Promise<TestSocket> {
  const socket = openSocket(url, { token: await chatToken(t.app, user) });
  sockets.push(socket);
  await whenConnected(socket);
  return socket;
}

describe("two instances on one database and one Redis", () => {
  it("delivers a message sent through one instance to a client on the other, who counts as online", async () => {
    const id = await openDirect(t.app, asha, ravi);
    const a = await connect(firstUrl, asha);
    const r = await connect(secondUrl, ravi);
    const sent = (await a.emitWithAck("message:send", {
      conversationId: id,
      clientId: nextClientId(),
      body: "Across instances",
    })) as Ack<{ message: Message }>;
    if (!sent.ok) throw new Error(sent.message);
    const heard = await nextEvent<{ message: Message }>(r, "message:new", (p) => p.message.id === sent.data.message.id);
    expect(heard.message.body).toBe("Across instances");
    // Instance one found Ravi's socket on instance two: no "while you were away" notification.
    const listed = await t.app.inject({ method: "GET", url: "/api/notifications?limit=50", headers: ravi.authHeader });
    const types = listed.json().data.items.map((note: { type: string }) => note.type);
    expect(types).not.toContain("DIRECT_MESSAGE");
    // Typing crosses instances as well.
    await r.emitWithAck("typing", { conversationId: id, isTyping: true });
    await nextEvent(a, "typing", (p: { conversationId: string }) => p.conversationId === id);
  });

  it("tells a batch of notifications live to people connected to either instance, and finds nobody else online", async () => {
    const here = await createUser(t.app, { fullName: "Dev Here" });
    const there = await createUser(t.app, { fullName: "Meera There" });
    const away = await createUser(t.app, { fullName: "Kiran Away" });
    const [onFirst, onSecond] = [await connect(firstUrl, here), await connect(secondUrl, there)];
    const everyone = [here, there, away].map((user) => user.user.id);
    expect([...(await realtimeOf(t.app.ctx).connectedUsersAmong(everyone))].sort()).toEqual(
      [here.user.id, there.user.id].sort(),
    );
    await createNotifications(
      t.app.ctx,
      everyone.map((userId) => ({ userId, type: "TEST", title: "For all three", body: "" })),
    );
    for (const socket of [onFirst, onSecond]) {
      const heard = await nextEvent<{ notification: { title: string }; unreadCount: number }>(
        socket,
        "notification:new",
      );
      expect(heard).toMatchObject({ notification: { title: "For all three" }, unreadCount: 1 });
    }
  });

  it("loses nothing when a client's instance goes away and it reconnects to the other one", async () => {
    const id = await openDirect(t.app, asha, ravi);
    lb.routeTo(firstPort);
    const r = await connect(lbUrl, ravi);
    const first = await expectData(
      chatCall(t.app, asha, "POST", `/conversations/${id}/messages`, {
        clientId: nextClientId(),
        body: "Before the cut",
      }),
      201,
    );
    await nextEvent<{ message: Message }>(r, "message:new", (p) => p.message.id === first.id);

    // Instance one drops out of the balancer; the client's connection is cut.
    const dropped = new Promise((resolve) => r.once("disconnect", resolve));
    lb.routeTo(secondPort);
    lb.cutAll();
    await dropped;
    const missed: Message[] = [];
    for (const body of ["While away one", "While away two"]) {
      missed.push(
        await expectData(
          chatCall(second.app, asha, "POST", `/conversations/${id}/messages`, { clientId: nextClientId(), body }),
          201,
        ),
      );
    }

    r.connect();
    await whenConnected(r);
    // The session kept in Redis by instance one is restored by instance two, with what it missed.
    expect(r.recovered).toBe(true);
    for (const message of missed) {
      await nextEvent<{ message: Message }>(r, "message:new", (p) => p.message.id === message.id);
    }
    const replayed = r.received
      .filter((item) => item.event === "message:new")
      .map((item) => (item.payload as { message: Message }).message.seq);
    expect(replayed).toEqual([first.seq, ...missed.map((m) => m.seq)]);
    // And the REST catch-up agrees: every seq after the first, in order, none missing.
    const page = await expectData(
      chatCall(second.app, ravi, "GET", `/conversations/${id}/messages?after=${first.seq}`),
    );
    expect(page.items.map((m: Message) => m.seq)).toEqual(missed.map((m) => m.seq));
  });
});
