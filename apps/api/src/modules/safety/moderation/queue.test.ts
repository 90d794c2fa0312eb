import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../../test/query-plan";
import { createUser, type TestUser } from "../../../../test/users";
import { queuePageQuery } from "./queue";
import { addReport, fakeReportables } from "./testing";

let t: TestApp;
let admin: TestUser;
let ravi: TestUser;
let meera: TestUser;
let tasks: ReturnType<typeof fakeReportables>;
beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  admin = await createUser(t.app, { role: "ADMIN" });
  ravi = await createUser(t.app, { fullName: "Ravi Kumar" });
  meera = await createUser(t.app, { fullName: "Meera Shah" });
  tasks = fakeReportables("TASK");
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = admin) => t.app.inject({ method: "GET", url, headers: user.authHeader });

describe("GET /api/admin/moderation/reports", () => {
  it("groups open reports by item: most reported first, then the newest report", async () => {
    const reporters = await Promise.all([1, 2, 3].map(() => createUser(t.app)));
    const once = tasks.add(ravi.user.id, "Message me on WhatsApp");
    const twice = tasks.add(ravi.user.id);
    const newest = tasks.add(meera.user.id, "Spam spam");
    const base = Date.now() - 60_000;
    await addReport(t.app, {
      reporterId: reporters[0]!.user.id,
      itemKind: "TASK",
      itemId: once,
      subjectUserId: ravi.user.id,
      at: new Date(base),
    });
    await addReport(t.app, {
      reporterId: reporters[0]!.user.id,
      itemKind: "TASK",
      itemId: twice,
      subjectUserId: ravi.user.id,
      at: new Date(base + 1000),
    });
    await addReport(t.app, {
      reporterId: null,
      itemKind: "TASK",
      itemId: twice,
      subjectUserId: ravi.user.id,
      at: new Date(base + 2000),
    });
    await addReport(t.app, {
      reporterId: reporters[1]!.user.id,
      itemKind: "TASK",
      itemId: twice,
      subjectUserId: ravi.user.id,
      reason: "SCAM_FRAUD",
      at: new Date(base + 3000),
    });
    await addReport(t.app, {
      reporterId: reporters[2]!.user.id,
      itemKind: "TASK",
      itemId: newest,
      subjectUserId: meera.user.id,
      reason: "SPAM",
      at: new Date(base + 4000),
    });

    const res = await get("/api/admin/moderation/reports?itemKind=TASK");
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(items.map((item: { itemId: string }) => item.itemId)).toEqual([twice, newest, once]);
    expect(pagination).toMatchObject({ totalCount: 3, currentPage: 1 });
    expect(items[0]).toMatchObject({
      itemKind: "TASK",
      reportCount: 3,
      flagged: true,
      subject: { id: ravi.user.id, fullName: "Ravi Kumar", email: ravi.user.email },
      preview: "Pay me on UPI ravi@okaxis, outside Crewlance",
    });
    expect(items[0].reasons).toEqual(
      expect.arrayContaining([
        { reason: "OFF_PLATFORM", count: 2 },
        { reason: "SCAM_FRAUD", count: 1 },
      ]),
    );
    expect(items[1]).toMatchObject({ reportCount: 1, flagged: false, subject: { id: meera.user.id } });

    // Dismissing one moves it to the closed list.
    const dismissed = await t.app.inject({
      method: "POST",
      url: "/api/admin/moderation/actions",
      headers: admin.authHeader,
      payload: { itemKind: "TASK", itemId: newest, kind: "DISMISS" },
    });
    expect(dismissed.statusCode).toBe(201);
    const open = (await get("/api/admin/moderation/reports?itemKind=TASK")).json().data.items;
    expect(open.map((item: { itemId: string }) => item.itemId)).toEqual([twice, once]);
    const closed = (await get("/api/admin/moderation/reports?status=CLOSED&itemKind=TASK")).json().data.items;
    expect(closed.map((item: { itemId: string }) => item.itemId)).toEqual([newest]);
  });

  it("answers only admins, and a bad filter with a sentence", async () => {
    const res = await get("/api/admin/moderation/reports", ravi);
    expect(res.statusCode).toBe(403);
    const bad = await get("/api/admin/moderation/reports?status=LATER");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("status");
  });

  it("reads the open queue from the partial index of open reports", async () => {
    const plan = await indexOnlyPlan(t.app, (ctx) => queuePageQuery(ctx, { status: "OPEN", page: 1, limit: 20 }));
    const indexes = planNodes(plan)
      .map((node) => node["Index Name"])
      .filter(Boolean);
    expect(indexes).toContain("reports_open_created_idx");
    expect(planNodes(plan).some((node) => node["Node Type"] === "Seq Scan")).toBe(false);
    const closed = await indexOnlyPlan(t.app, (ctx) => queuePageQuery(ctx, { status: "CLOSED", page: 1, limit: 20 }));
    expect(planNodes(closed).some((node) => node["Node Type"] === "Seq Scan")).toBe(false);
  });
});
