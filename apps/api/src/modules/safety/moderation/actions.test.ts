import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { createUser, type TestUser } from "../../../../test/users";
import { refreshTokens } from "../../../db/schema/auth";
import { notifications } from "../../../db/schema/notifications";
import { moderationActions, reports } from "../../../db/schema/safety";
import { users } from "../../../db/schema/users";
import { resetClock } from "../../../lib/clock";
import { onEvent } from "../../../lib/events";
import { assertNotRestricted } from "../restrictions";
import { addReport, fakeReportables } from "./testing";

let t: TestApp;
let admin: TestUser;
let reporter: TestUser;
let messages: ReturnType<typeof fakeReportables>;
const hidden: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "ADMIN" });
  reporter = await createUser(t.app, { fullName: "Priya Reporter" });
  messages = fakeReportables("MESSAGE");
  onEvent("ContentHidden", (_tx, event) => {
    hidden.push(event.itemId);
  });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const act = (payload: object, user: TestUser = admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/moderation/actions", headers: user.authHeader, payload });

/** A message by a new sender, reported by the reporter and flagged by the platform. */
async function reportedMessage() {
  const sender = await createUser(t.app, { fullName: "Ravi Sender" });
  const itemId = messages.add(sender.user.id);
  await addReport(t.app, { reporterId: reporter.user.id, itemKind: "MESSAGE", itemId, subjectUserId: sender.user.id });
  await addReport(t.app, { reporterId: null, itemKind: "MESSAGE", itemId, subjectUserId: sender.user.id });
  return { sender, itemId };
}

/** A person's notifications, oldest first: rows come back in no set order without one. */
const noticesOf = (userId: string) =>
  t.app.ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
const reportsOf = (itemId: string) => t.app.ctx.db.select().from(reports).where(eq(reports.itemId, itemId));

describe("POST /api/admin/moderation/actions", () => {
  it("DISMISS closes the open reports and tells the reporter no rule was broken, not the subject", async () => {
    const { sender, itemId } = await reportedMessage();
    const res = await act({ itemKind: "MESSAGE", itemId, kind: "DISMISS" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: "DISMISS", rule: null, subject: { id: sender.user.id } });
    const rows = await reportsOf(itemId);
    expect(rows.every((row) => row.status === "DISMISSED" && row.actionId === res.json().data.id && row.closedAt)).toBe(
      true,
    );
    const told = await noticesOf(reporter.user.id);
    expect(told.at(-1)).toMatchObject({ title: "We reviewed your report and found no rule broken" });
    expect(await noticesOf(sender.user.id)).toHaveLength(0);
  });

  it("HIDE emits ContentHidden, tells the subject which rule, and a second HIDE is a conflict", async () => {
    const { sender, itemId } = await reportedMessage();
    const res = await act({ itemKind: "MESSAGE", itemId, kind: "HIDE", rule: "OFF_PLATFORM", note: "UPI outside" });
    expect(res.statusCode).toBe(201);
    expect(hidden).toContain(itemId);
    expect((await reportsOf(itemId)).every((row) => row.status === "ACTIONED")).toBe(true);
    const [notice] = await noticesOf(sender.user.id);
    expect(notice).toMatchObject({ title: "We hid something you posted", link: "/account/standing" });
    expect(notice!.body).toContain("/help?article=community-rules#off-platform");
    const reporterNotice = (await noticesOf(reporter.user.id)).at(-1)!;
    expect(reporterNotice.title).toBe("We reviewed your report and took action");
    expect(reporterNotice.body).not.toContain("hid");

    const again = await act({ itemKind: "MESSAGE", itemId, kind: "HIDE", rule: "OFF_PLATFORM" });
    expect(again.statusCode).toBe(409);
    // A second look at a closed item is allowed.
    expect((await act({ itemKind: "MESSAGE", itemId, kind: "WARN", rule: "OFF_PLATFORM" })).statusCode).toBe(201);
  });

  it("RESTRICT for N days stops applications, offers and new conversations until then", async () => {
    const { sender, itemId } = await reportedMessage();
    const res = await act({ itemKind: "MESSAGE", itemId, kind: "RESTRICT", rule: "OFF_PLATFORM", days: 3 });
    expect(res.statusCode).toBe(201);
    const { since, until } = res.json().data;
    expect(new Date(until).getTime() - new Date(since).getTime()).toBe(3 * 86_400_000);
    await expect(assertNotRestricted(t.app.ctx, sender.user.id, "APPLY")).rejects.toMatchObject({
      code: "ACCOUNT_RESTRICTED",
    });
  });

  it("SUSPEND suspends the owner and revokes their sessions; an admin's content cannot be suspended", async () => {
    const { sender, itemId } = await reportedMessage();
    const res = await act({ itemKind: "MESSAGE", itemId, kind: "SUSPEND", rule: "SCAM_FRAUD", days: 7 });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, sender.user.id));
    expect(row).toMatchObject({ status: "SUSPENDED" });
    expect(row!.suspendedUntil?.toISOString()).toBe(res.json().data.until);
    const tokens = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, sender.user.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: sender.authHeader });
    expect(me.json().code).toBe("ACCOUNT_SUSPENDED");

    const otherAdmin = await createUser(t.app, { role: "ADMIN" });
    const adminItem = messages.add(otherAdmin.user.id);
    await addReport(t.app, {
      reporterId: reporter.user.id,
      itemKind: "MESSAGE",
      itemId: adminItem,
      subjectUserId: otherAdmin.user.id,
    });
    const refused = await act({ itemKind: "MESSAGE", itemId: adminItem, kind: "SUSPEND", rule: "SPAM" });
    expect(refused.statusCode).toBe(422);
    // Nothing half-written: no action row, the report still open.
    const actions = await t.app.ctx.db.select().from(moderationActions).where(eq(moderationActions.itemId, adminItem));
    expect(actions).toHaveLength(0);
    expect((await reportsOf(adminItem))[0]!.status).toBe("OPEN");
  });

  it("refuses bad input with field errors, unreported items with 404, and non-admins with 403", async () => {
    const { itemId } = await reportedMessage();
    const noRule = await act({ itemKind: "MESSAGE", itemId, kind: "WARN" });
    expect(noRule.statusCode).toBe(400);
    expect(noRule.json().errors).toEqual([{ path: "rule", message: "Choose the rule that was broken." }]);
    const noDays = await act({ itemKind: "MESSAGE", itemId, kind: "RESTRICT", rule: "SPAM" });
    expect(noDays.json().errors).toEqual([{ path: "days", message: "Say for how many days." }]);
    const tooLong = await act({ itemKind: "MESSAGE", itemId, kind: "RESTRICT", rule: "SPAM", days: 366 });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await act({ itemKind: "MESSAGE", itemId: crypto.randomUUID(), kind: "DISMISS" });
    expect(unknown.statusCode).toBe(404);
    expect((await act({ itemKind: "MESSAGE", itemId, kind: "DISMISS" }, reporter)).statusCode).toBe(403);
    const open = await t.app.ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.itemId, itemId), eq(reports.status, "OPEN")));
    expect(open).toHaveLength(2);
  });
});

describe("GET /api/admin/moderation/items/{kind}/{id}", () => {
  it("shows the item, its context, its reports with reporters and earlier actions on the subject", async () => {
    const { sender, itemId } = await reportedMessage();
    const earlier = messages.add(sender.user.id, "Earlier spam");
    await addReport(t.app, {
      reporterId: reporter.user.id,
      itemKind: "MESSAGE",
      itemId: earlier,
      subjectUserId: sender.user.id,
    });
    expect((await act({ itemKind: "MESSAGE", itemId: earlier, kind: "WARN", rule: "SPAM" })).statusCode).toBe(201);

    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/moderation/items/MESSAGE/${itemId}`,
      headers: admin.authHeader,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.item).toMatchObject({ itemId, reportCount: 2, flagged: true, subject: { id: sender.user.id } });
    expect(detail.hidden).toBe(false);
    expect(detail.context.find((line: { reported: boolean }) => line.reported).text).toContain("UPI");
    expect(detail.reports.map((r: { reporter: { id: string } | null }) => r.reporter?.id ?? null).sort()).toEqual(
      [reporter.user.id, null].sort(),
    );
    expect(detail.earlierActions).toHaveLength(1);
    expect(detail.earlierActions[0]).toMatchObject({ kind: "WARN", rule: "SPAM", admin: { id: admin.user.id } });
    expect(detail.reportsOnSubject).toBe(3);

    const missing = await t.app.inject({
      method: "GET",
      url: `/api/admin/moderation/items/MESSAGE/${crypto.randomUUID()}`,
      headers: admin.authHeader,
    });
    expect(missing.statusCode).toBe(404);
  });
});
