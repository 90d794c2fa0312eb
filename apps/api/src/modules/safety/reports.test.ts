import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { ensureUserReportable } from "../../../test/reportables";
import { createUser, type TestUser } from "../../../test/users";
import { reports } from "../../db/schema/safety";
import { advanceClock } from "../../lib/clock";

let t: TestApp;
let priya: TestUser;
let ravi: TestUser;
let company: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ensureUserReportable();
  priya = await createUser(t.app, { fullName: "Priya Sharma" });
  ravi = await createUser(t.app, { fullName: "Ravi Kumar" });
  company = await createUser(t.app, { role: "COMPANY", fullName: "Zenith Retail" });
});
afterAll(() => t.close());

const report = (by: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/safety/reports", headers: by.authHeader, payload });
const myReports = (by: TestUser, query = "") =>
  t.app.inject({ method: "GET", url: `/api/safety/reports${query}`, headers: by.authHeader });

describe("POST /api/safety/reports", () => {
  it("files a report on a person, naming them, and thanks the reporter", async () => {
    const res = await report(priya, {
      itemKind: "USER",
      itemId: ravi.user.id,
      reason: "OFF_PLATFORM",
      details: "Asked me to pay by UPI instead of escrow.",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Thanks — we'll review your report.");
    expect(res.json().data).toMatchObject({
      itemKind: "USER",
      itemId: ravi.user.id,
      reason: "OFF_PLATFORM",
      details: "Asked me to pay by UPI instead of escrow.",
      status: "OPEN",
      closedAt: null,
    });
    expect(res.json().data.itemLabel).toContain("Ravi Kumar");
    const [row] = await t.app.ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, priya.user.id), eq(reports.itemId, ravi.user.id)));
    expect(row?.subjectUserId).toBe(ravi.user.id);
  });

  it("refuses a second open report on the same item with 409, and nothing is stored twice", async () => {
    const res = await report(priya, { itemKind: "USER", itemId: ravi.user.id, reason: "SPAM" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("You already reported this. We'll let you know when it's reviewed.");
    const rows = await t.app.ctx.db.select().from(reports).where(eq(reports.reporterId, priya.user.id));
    expect(rows).toHaveLength(1);
  });

  it("lets another person report the same item", async () => {
    const res = await report(company, { itemKind: "USER", itemId: ravi.user.id, reason: "SCAM_FRAUD" });
    expect(res.statusCode).toBe(201);
  });

  it("allows a new report once the earlier one is closed", async () => {
    const other = await createUser(t.app);
    await report(other, { itemKind: "USER", itemId: ravi.user.id, reason: "SPAM" });
    await t.app.ctx.db.update(reports).set({ status: "DISMISSED" }).where(eq(reports.reporterId, other.user.id));
    expect((await report(other, { itemKind: "USER", itemId: ravi.user.id, reason: "SPAM" })).statusCode).toBe(201);
  });

  it("answers 404 for an item that does not exist", async () => {
    const res = await report(priya, { itemKind: "USER", itemId: randomUUID(), reason: "SPAM" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("We couldn't find what you're reporting. It may have been removed.");
  });

  it("answers 422 for reporting yourself", async () => {
    const res = await report(priya, { itemKind: "USER", itemId: priya.user.id, reason: "FAKE" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("You can't report yourself or something of your own.");
  });

  it("answers 400 with field errors for bad input, and stores nothing", async () => {
    const res = await report(ravi, {
      itemKind: "PLANET",
      itemId: "not-an-id",
      reason: "BORED",
      details: "x".repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as Array<{ path: string }>).map((error) => error.path).sort();
    expect(paths).toEqual(["details", "itemId", "itemKind", "reason"]);
    expect(await t.app.ctx.db.select().from(reports).where(eq(reports.reporterId, ravi.user.id))).toEqual([]);
  });

  it("needs a signed-in person", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/safety/reports",
      payload: { itemKind: "USER", itemId: ravi.user.id, reason: "SPAM" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/safety/reports", () => {
  it("lists only the reporter's own reports, newest first, with their status", async () => {
    const reporter = await createUser(t.app);
    const first = await createUser(t.app, { fullName: "First Person" });
    const second = await createUser(t.app, { fullName: "Second Person" });
    await report(reporter, { itemKind: "USER", itemId: first.user.id, reason: "SPAM" });
    advanceClock(1000);
    await report(reporter, { itemKind: "USER", itemId: second.user.id, reason: "HARASSMENT" });

    const res = await myReports(reporter);
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(items.map((item: { itemId: string }) => item.itemId)).toEqual([second.user.id, first.user.id]);
    expect(items.map((item: { itemLabel: string }) => item.itemLabel)).toEqual(["Second Person", "First Person"]);
    expect(pagination).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1 });

    const paged = (await myReports(reporter, "?page=2&limit=1")).json().data;
    expect(paged.items.map((item: { itemId: string }) => item.itemId)).toEqual([first.user.id]);
    expect(paged.pagination).toMatchObject({ totalCount: 2, currentPage: 2, totalPages: 2, limit: 1 });
  });

  it("never shows a platform flag or another person's report", async () => {
    const res = await myReports(ravi);
    expect(res.json().data.items).toEqual([]);
  });

  it("answers 400 for a bad page", async () => {
    expect((await myReports(priya, "?page=0")).statusCode).toBe(400);
  });
});
