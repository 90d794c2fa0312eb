import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { advanceClock } from "../../lib/clock";
import { createNotification, createNotifications } from "./service";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const aliceIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.app);
  bob = await createUser(t.app, { role: "COMPANY" });
  // Seven for Alice, one second apart so "newest first" is well defined; one for Bob.
  for (let i = 1; i <= 7; i++) {
    const created = await createNotification(t.app.ctx, {
      userId: alice.user.id,
      type: "TEST",
      title: `Notification ${i}`,
      body: `Body ${i}`,
      link: i === 1 ? "/dashboard" : null,
    });
    aliceIds.push(created.id);
    advanceClock(1000);
  }
  await createNotification(t.app.ctx, { userId: bob.user.id, type: "TEST", title: "Bob's", body: "Private" });
});
afterAll(() => t.close());

function get(url: string, user: TestUser | null = alice) {
  return t.app.inject({ method: "GET", url, headers: user?.authHeader });
}
function post(url: string, user: TestUser | null = alice) {
  return t.app.inject({ method: "POST", url, headers: user?.authHeader });
}

describe("GET /api/notifications", () => {
  it("lists the caller's notifications newest first, five per page by default", async () => {
    const res = await get("/api/notifications");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.items.map((n: { title: string }) => n.title)).toEqual([
      "Notification 7",
      "Notification 6",
      "Notification 5",
      "Notification 4",
      "Notification 3",
    ]);
    expect(body.data.pagination).toEqual({
      totalCount: 7,
      currentPage: 1,
      totalPages: 2,
      limit: 5,
      capped: false,
    });
    expect(body.unreadCount).toBe(7);
    expect(body.data.items[0]).toMatchObject({ type: "TEST", body: "Body 7", link: null, isRead: false });
    expect(new Date(body.data.items[0].createdAt).toISOString()).toBe(body.data.items[0].createdAt);
  });

  it("pages with page and limit", async () => {
    const res = await get("/api/notifications?page=2&limit=5");
    const body = res.json();
    expect(body.data.items.map((n: { title: string }) => n.title)).toEqual(["Notification 2", "Notification 1"]);
    expect(body.data.items[1].link).toBe("/dashboard");
    expect(body.data.pagination).toEqual({
      totalCount: 7,
      currentPage: 2,
      totalPages: 2,
      limit: 5,
      capped: false,
    });

    const beyond = await get("/api/notifications?page=9");
    expect(beyond.json().data.items).toEqual([]);
  });

  it("pages by cursor after any page, up to the end of the feed (decision 0013)", async () => {
    const titles = (res: { json: () => { data: { items: Array<{ title: string }> } } }) =>
      res.json().data.items.map((n) => n.title);
    const first = (await get("/api/notifications?limit=3")).json();
    expect(first.data.nextCursor).toBe(first.data.items[2].id);
    const second = await get(`/api/notifications?limit=3&cursor=${first.data.nextCursor}`);
    expect(titles(second)).toEqual(["Notification 4", "Notification 3", "Notification 2"]);
    // A notification arriving meanwhile neither shifts nor repeats the next page, unlike page=2.
    const newer = await createNotification(t.app.ctx, {
      userId: alice.user.id,
      type: "TEST",
      title: "Newer",
      body: "",
    });
    const third = await get(`/api/notifications?limit=3&cursor=${second.json().data.nextCursor}`);
    expect(titles(third)).toEqual(["Notification 1"]);
    expect(third.json().data.nextCursor).toBeNull();
    await t.app.ctx.db.delete(notifications).where(eq(notifications.id, newer.id));

    // Someone else's notification is no position in this feed.
    const bobs = (await get("/api/notifications", bob)).json().data.items[0].id;
    expect((await get(`/api/notifications?cursor=${bobs}`)).json().data.items).toEqual([]);
    const bad = await get("/api/notifications?cursor=nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(["cursor"]);
  });

  it("never shows another user's notifications", async () => {
    const res = await get("/api/notifications", bob);
    expect(res.json().data.items.map((n: { title: string }) => n.title)).toEqual(["Bob's"]);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
  ])("rejects %s with a field error", async (query, field) => {
    const res = await get(`/api/notifications?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json().errors[0].path).toBe(field);
  });

  it("requires a token", async () => {
    const res = await get("/api/notifications", null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  });
});

describe("unread count and marking read", () => {
  it("GET /new counts unread notifications", async () => {
    const res = await get("/api/notifications/new");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { count: 7 } });
  });

  it("marks one read and lowers the count; marking again changes nothing", async () => {
    const id = aliceIds[0]!;
    const res = await post(`/api/notifications/${id}/mark-asRead`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, isRead: true, title: "Notification 1" });
    expect((await get("/api/notifications/new")).json().data.count).toBe(6);

    const again = await post(`/api/notifications/${id}/mark-asRead`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.isRead).toBe(true);
    expect((await get("/api/notifications/new")).json().data.count).toBe(6);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const res = await post(`/api/notifications/${aliceIds[1]}/mark-asRead`, bob);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: "Notification was not found." });
    expect((await get("/api/notifications/new")).json().data.count).toBe(6);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await post("/api/notifications/00000000-0000-4000-8000-000000000000/mark-asRead");
    expect(unknown.statusCode).toBe(404);
    const malformed = await post("/api/notifications/not-a-uuid/mark-asRead");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe("id");
  });

  it("marks all read, reports how many changed, and leaves other users alone", async () => {
    const res = await post("/api/notifications/mark-all-read");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 6 });
    expect((await get("/api/notifications/new")).json().data.count).toBe(0);
    const list = await get("/api/notifications?limit=100");
    expect(list.json().data.items.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect(list.json().unreadCount).toBe(0);

    expect((await post("/api/notifications/mark-all-read")).json().data).toEqual({ count: 0 });
    // The web client sends an empty JSON object with its JSON content type.
    const withBody = await t.app.inject({
      method: "POST",
      url: "/api/notifications/mark-all-read",
      headers: alice.authHeader,
      payload: {},
    });
    expect(withBody.statusCode).toBe(200);
    expect((await get("/api/notifications/new", bob)).json().data.count).toBe(1);
  });

  it("requires a token on every route", async () => {
    for (const res of [
      await get("/api/notifications/new", null),
      await post("/api/notifications/mark-all-read", null),
      await post(`/api/notifications/${aliceIds[0]}/mark-asRead`, null),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("refuses a suspended user", async () => {
    const suspended = await createUser(t.app, { status: "SUSPENDED" });
    const res = await get("/api/notifications", suspended);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ACCOUNT_SUSPENDED");
  });
});

describe("createNotifications", () => {
  it("stores each notification of a batch for its own user, in the order given", async () => {
    const carol = await createUser(t.app);
    const dan = await createUser(t.app);
    const created = await createNotifications(t.app.ctx, [
      { userId: carol.user.id, type: "TEST", title: "For Carol", body: "C", link: "/tasks" },
      { userId: dan.user.id, type: "TEST", title: "For Dan", body: "D" },
    ]);
    expect(created.map((n) => n.title)).toEqual(["For Carol", "For Dan"]);
    const carols = (await get("/api/notifications", carol)).json().data.items;
    const dans = (await get("/api/notifications", dan)).json().data.items;
    expect(carols.map((n: { title: string }) => n.title)).toEqual(["For Carol"]);
    expect(carols[0]).toMatchObject({ body: "C", link: "/tasks", isRead: false });
    expect(dans.map((n: { title: string }) => n.title)).toEqual(["For Dan"]);
    expect(dans[0]).toMatchObject({ body: "D", link: null });
    expect(await createNotifications(t.app.ctx, [])).toEqual([]);
  });
});
