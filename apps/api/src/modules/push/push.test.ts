import { ALERT_MATCH } from "@crewlance/contracts/notification-groups";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { type LocalPushService, makeSubscriberKeys, startLocalPushService } from "../../../test/push-service";
import { createUser, type TestUser } from "../../../test/users";
import { loadConfig } from "../../config";
import { pushQueue, pushSubscriptions } from "../../db/schema/push";
import { advanceClock } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { createNotification } from "../notifications/index";
import { call, postTask } from "../tasks/testing";
import { drainPushQueue } from "./index";

const CHROME_ON_ANDROID =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let t: TestApp;
let service: LocalPushService;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  const push = loadConfig({ NODE_ENV: "test", PUSH_ALLOW_LOOPBACK_HTTP: "true" }).push;
  t = await createTestApp({ push });
  service = await startLocalPushService();
  alice = await createUser(t.app);
  bob = await createUser(t.app, { role: "COMPANY" });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

function subscribe(user: TestUser, subscription: object, userAgent = CHROME_ON_ANDROID) {
  return t.app.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    headers: { ...user.authHeader, "user-agent": userAgent },
    payload: subscription,
  });
}

function unsubscribe(user: TestUser, endpoint: string) {
  return t.app.inject({
    method: "DELETE",
    url: "/api/push/subscriptions",
    headers: user.authHeader,
    payload: { endpoint },
  });
}

async function devicesOf(user: TestUser) {
  const res = await t.app.inject({ method: "GET", url: "/api/push/subscriptions", headers: user.authHeader });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toContain("no-store");
  return res.json().data.items as Array<{ id: string; deviceLabel: string; lastUsedAt: string | null }>;
}

function notify(userId: string, title: string, type = "APPLICATION_RECEIVED") {
  return withTransaction(t.app.ctx, (txCtx) =>
    createNotification(txCtx, { userId, type, title, body: `${title}, in full.`, link: "/tasks/1" }),
  );
}

async function queuedFor(subscriptionEndpoint: string) {
  const [subscription] = await t.app.ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscriptionEndpoint));
  if (!subscription) return [];
  return t.app.ctx.db.select().from(pushQueue).where(eq(pushQueue.subscriptionId, subscription.id));
}

describe("GET /api/push/public-key", () => {
  it("answers the server's VAPID public key, privately", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/push/public-key", headers: alice.authHeader });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.publicKey).toBe(t.config.push.vapidKeys?.publicKey);
    expect(res.json().data.publicKey).toMatch(/^[\w-]{87}$/);
    expect(res.headers["cache-control"]).toContain("no-store");
  });

  it("says push is not set up on a server without keys", async () => {
    const off = await createTestApp({ push: { ...t.config.push, vapidKeys: undefined, vapidSource: "off" } });
    try {
      const carol = await createUser(off.app);
      const res = await off.app.inject({ method: "GET", url: "/api/push/public-key", headers: carol.authHeader });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("Push notifications are not set up on this server.");
    } finally {
      await off.close();
    }
  });
});

describe("push subscriptions", () => {
  it("subscribes a device, names it from the user agent, and lists it", async () => {
    const subscription = service.subscribe();
    const res = await subscribe(alice, subscription);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.deviceLabel).toBe("Chrome 131 on Android 15");
    const devices = await devicesOf(alice);
    expect(devices.map((device) => device.id)).toContain(res.json().data.id);
    expect(await devicesOf(bob)).toEqual([]);
  });

  it("updates the same endpoint subscribed again, and moves it to whoever subscribes it next", async () => {
    const subscription = service.subscribe();
    const first = await subscribe(alice, subscription);
    const again = await subscribe(alice, { ...subscription, keys: makeSubscriberKeys() });
    expect(again.json().data.id).toBe(first.json().data.id);
    const moved = await subscribe(bob, subscription);
    expect(moved.statusCode).toBe(201);
    expect((await devicesOf(bob)).map((device) => device.id)).toEqual([first.json().data.id]);
    expect((await devicesOf(alice)).map((device) => device.id)).not.toContain(first.json().data.id);
    expect((await unsubscribe(bob, subscription.endpoint)).statusCode).toBe(200);
  });

  it("unsubscribes the caller's own endpoint only", async () => {
    const subscription = service.subscribe();
    await subscribe(alice, subscription);
    const byBob = await unsubscribe(bob, subscription.endpoint);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().message).toBe("This browser is not subscribed to your push notifications.");
    const res = await unsubscribe(alice, subscription.endpoint);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Push notifications are off for this browser.");
    expect((await unsubscribe(alice, subscription.endpoint)).statusCode).toBe(404);
  });

  it.each([
    ["plain http to another machine", "http://push.example.com/send/1"],
    ["an address typed as a number", "https://10.0.0.7/send/1"],
    ["a name only a local network knows", "https://push-service.internal/send/1"],
    ["a single-label host", "https://intranet/send/1"],
    ["a port of its own", "https://push.example.com:8443/send/1"],
    ["credentials in the address", "https://user:secret@push.example.com/send/1"],
    ["not a URL at all", "push me"],
  ])("refuses %s as an endpoint", async (_what, endpoint) => {
    const res = await subscribe(alice, { ...service.subscribe(), endpoint });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "endpoint", message: "This browser's push address is not one Crewlance sends notifications to." },
    ]);
  });

  it("accepts an https push service by name", async () => {
    const keys = makeSubscriberKeys();
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc123";
    const res = await subscribe(alice, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    expect(res.statusCode).toBe(201);
    expect((await unsubscribe(alice, endpoint)).statusCode).toBe(200);
  });

  it("refuses keys of the wrong size with a field error", async () => {
    const subscription = service.subscribe();
    const res = await subscribe(alice, { ...subscription, keys: { ...subscription.keys, auth: "c2hvcnQ" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "keys.auth", message: "The subscription's auth key must be 16 bytes." },
    ]);
    const missing = await subscribe(alice, { endpoint: subscription.endpoint });
    expect(missing.statusCode).toBe(400);
  });

  it("refuses http on this machine unless the setting allows it", async () => {
    const strict = await createTestApp({ push: { ...t.config.push, allowLoopbackHttp: false } });
    try {
      const carol = await createUser(strict.app);
      const res = await strict.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: carol.authHeader,
        payload: service.subscribe(),
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe("delivery through the push queue", () => {
  it("carries a notification to each device of its person, encrypted and signed, and marks the device used", async () => {
    const dave = await createUser(t.app);
    const phone = service.subscribe();
    const laptop = service.subscribe();
    await subscribe(dave, phone);
    await subscribe(dave, laptop, "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/133.0");
    const before = service.received.length;
    await notify(dave.user.id, "New application");
    await drainPushQueue(t.app.ctx);
    const pushes = service.received.slice(before);
    expect(pushes.map((push) => push.id).sort()).toEqual([phone.id, laptop.id].sort());
    for (const push of pushes) {
      expect(JSON.parse(push.text)).toEqual({
        title: "New application",
        body: "New application, in full.",
        link: "/tasks/1",
        tag: "APPLICATION_RECEIVED:/tasks/1",
      });
      expect(push.ttl).toBe(86_400);
      expect(push.urgency).toBe("normal");
      expect(push.subject).toMatch(/^mailto:/);
    }
    expect(service.refused).toEqual([]);
    expect(await queuedFor(phone.endpoint)).toEqual([]);
    expect((await devicesOf(dave)).every((device) => device.lastUsedAt !== null)).toBe(true);
  });

  it("sends messages with high urgency, and nothing to people without devices", async () => {
    const erin = await createUser(t.app);
    const subscription = service.subscribe();
    await subscribe(erin, subscription);
    const before = service.received.length;
    await notify(bob.user.id, "Nobody's device");
    await notify(erin.user.id, "A message", "DIRECT_MESSAGE");
    await drainPushQueue(t.app.ctx);
    expect(service.received.slice(before).map((push) => [push.id, push.urgency])).toEqual([[subscription.id, "high"]]);
  });

  it("follows the person's preferences: a group's push turned off sends nothing for it, others still go", async () => {
    const gita = await createUser(t.app);
    const subscription = service.subscribe();
    await subscribe(gita, subscription);
    const off = await t.app.inject({
      method: "PATCH",
      url: "/api/notification-preferences",
      headers: gita.authHeader,
      payload: { changes: [{ group: "teams", channel: "push", enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    const before = service.received.length;
    await notify(gita.user.id, "Team news", "TEAM_INVITATION");
    await notify(gita.user.id, "Application news");
    await drainPushQueue(t.app.ctx);
    expect(service.received.slice(before).map((push) => JSON.parse(push.text).title)).toEqual(["Application news"]);
  });

  it("pushes an instant alert at once and holds a daily one for the digest", async () => {
    const hari = await createUser(t.app);
    const subscription = service.subscribe();
    await subscribe(hari, subscription);
    const alert = (frequency: string, title: string) =>
      withTransaction(t.app.ctx, (txCtx) =>
        createNotification(txCtx, {
          userId: hari.user.id,
          type: ALERT_MATCH,
          title,
          body: "A task",
          link: "/tasks/2",
          data: { savedSearchId: "s", taskId: "2", frequency },
        }),
      );
    const before = service.received.length;
    await alert("daily", "Held for the digest");
    await alert("instant", "Now");
    await drainPushQueue(t.app.ctx);
    expect(service.received.slice(before).map((push) => JSON.parse(push.text).title)).toEqual(["Now"]);
  });

  it("pushes the alert of a saved search with instant alerts as soon as a matching task is published", async () => {
    const ira = await createUser(t.app);
    const subscription = service.subscribe();
    await subscribe(ira, subscription);
    const saved = await call(t.app, ira, {
      method: "POST",
      url: "/api/saved-searches",
      payload: { kind: "tasks", name: "Figma work", query: { q: "figmapushword" }, alerts: "instant" },
    });
    expect(saved.statusCode).toBe(201);
    const task = await postTask(t.app, bob, { title: "Figma screens for a clinic (figmapushword)", skills: ["Figma"] });
    // No drain: the publish's commit wakes the worker (its timer is far longer than this test).
    const pushes = await service.waitForPushes(subscription.id, 1);
    expect(pushes.map((push) => JSON.parse(push.text))).toMatchObject([
      { title: 'New task for "Figma work"', link: `/tasks/${task.id}` },
    ]);
  });

  it("sends nothing for a notification whose transaction rolls back", async () => {
    const frank = await createUser(t.app);
    const subscription = service.subscribe();
    await subscribe(frank, subscription);
    await expect(
      withTransaction(t.app.ctx, async (txCtx) => {
        await createNotification(txCtx, { userId: frank.user.id, type: "TEST", title: "Never", body: "Rolled back" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await drainPushQueue(t.app.ctx);
    expect(service.attempts.get(subscription.id)).toBeUndefined();
    expect(await queuedFor(subscription.endpoint)).toEqual([]);
  });

  it.each([404, 410])(
    "forgets a subscription the push service answers %i for, with its queued pushes",
    async (status) => {
      const gina = await createUser(t.app);
      const subscription = service.subscribe();
      await subscribe(gina, subscription);
      service.answerWith(subscription.id, status);
      await notify(gina.user.id, "Gone");
      await drainPushQueue(t.app.ctx);
      expect(service.attempts.get(subscription.id)).toBe(1);
      expect(await devicesOf(gina)).toEqual([]);
      expect(await queuedFor(subscription.endpoint)).toEqual([]);
    },
  );

  it("keeps a push while the push service fails, and delivers it once it is back", async () => {
    const hana = await createUser(t.app);
    const subscription = service.subscribe();
    await subscribe(hana, subscription);
    service.answerWith(subscription.id, 500, 503);
    await notify(hana.user.id, "Eventually");
    await drainPushQueue(t.app.ctx);
    const [waiting] = await queuedFor(subscription.endpoint);
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 1, lastError: "500 planned 500" });
    // Not due again before its backoff (30 s after the first failure).
    await drainPushQueue(t.app.ctx);
    expect(service.attempts.get(subscription.id)).toBe(1);
    advanceClock(31_000);
    await drainPushQueue(t.app.ctx);
    expect(service.attempts.get(subscription.id)).toBe(2);
    advanceClock(61_000);
    await drainPushQueue(t.app.ctx);
    expect(service.attempts.get(subscription.id)).toBe(3);
    expect(
      service.received.filter((push) => push.id === subscription.id).map((push) => JSON.parse(push.text).title),
    ).toEqual(["Eventually"]);
    expect(await queuedFor(subscription.endpoint)).toEqual([]);
    expect(await devicesOf(hana)).toHaveLength(1);
  });

  it("keeps a push while the push service cannot be reached at all", async () => {
    const ivan = await createUser(t.app);
    const down = await startLocalPushService();
    const subscription = down.subscribe();
    await down.close();
    await subscribe(ivan, subscription);
    await notify(ivan.user.id, "Into the void");
    await drainPushQueue(t.app.ctx);
    const [waiting] = await queuedFor(subscription.endpoint);
    expect(waiting?.status).toBe("PENDING");
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
  });

  it("removes a deleted account's devices", async () => {
    const jay = await createUser(t.app);
    await subscribe(jay, service.subscribe());
    await withTransaction(t.app.ctx, (txCtx) => emit(txCtx, "AccountDeleted", { userId: jay.user.id, at: new Date() }));
    const left = await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, jay.user.id));
    expect(left).toEqual([]);
  });
});
