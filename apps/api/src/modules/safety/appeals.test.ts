import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { accessTokenFor, createUser, type TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { advanceClock, resetClock } from "../../lib/clock";
import { onEvent } from "../../lib/events";
import { addReport, fakeReportables } from "./moderation/testing";

let t: TestApp;
let admin: TestUser;
let second: TestUser;
let reporter: TestUser;
let tasks: ReturnType<typeof fakeReportables>;
const restored: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "ADMIN", fullName: "Ada Admin" });
  second = await createUser(t.app, { role: "ADMIN", fullName: "Bea Admin" });
  reporter = await createUser(t.app);
  tasks = fakeReportables("TASK");
  onEvent("ContentRestored", (_tx, event) => {
    restored.push(event.itemId);
  });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const inject = (method: "GET" | "POST", url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: user.authHeader, payload });

/** An action of `kind` by the first admin on a new person's reported task. */
async function actedOn(payload: { kind: string; rule?: string; days?: number }) {
  const owner = await createUser(t.app, { fullName: "Ravi Owner" });
  const itemId = tasks.add(owner.user.id);
  await addReport(t.app, { reporterId: reporter.user.id, itemKind: "TASK", itemId, subjectUserId: owner.user.id });
  const res = await inject("POST", "/api/admin/moderation/actions", admin, { itemKind: "TASK", itemId, ...payload });
  expect(res.statusCode).toBe(201);
  return { owner, itemId, actionId: res.json().data.id as string };
}

describe("GET /api/safety/standing", () => {
  it("is good with no actions, and lists each action with what it affects, newest first", async () => {
    const clean = await createUser(t.app);
    const good = await inject("GET", "/api/safety/standing", clean);
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({ state: "GOOD", actions: [] });

    const { owner, actionId } = await actedOn({ kind: "RESTRICT", rule: "OFF_PLATFORM", days: 2 });
    const res = await inject("GET", "/api/safety/standing", owner);
    const standing = res.json().data;
    expect(standing.state).toBe("RESTRICTED");
    expect(standing.actions[0]).toMatchObject({
      id: actionId,
      kind: "RESTRICT",
      rule: "OFF_PLATFORM",
      ruleLabel: "Keep work and payments on Crewlance",
      ruleLink: "/help?article=community-rules#off-platform",
      active: true,
      canAppeal: true,
      appeal: null,
      affects: [
        "You can't apply to tasks, send offers or start conversations with people you have no project with.",
        "Your projects, messages in them and money in escrow go on as before.",
      ],
    });
    // Two days later the restriction has ended.
    advanceClock(2 * 86_400_000 + 1000);
    const fresh = {
      ...owner,
      authHeader: {
        authorization: `Bearer ${await accessTokenFor(t.app, { userId: owner.user.id, role: "FREELANCER" })}`,
      },
    };
    const later = (await inject("GET", "/api/safety/standing", fresh)).json().data;
    expect(later.state).toBe("GOOD");
    expect(later.actions[0].active).toBe(false);
  });

  it("says withdrawals wait only for a fraud suspension", async () => {
    const fraud = await actedOn({ kind: "SUSPEND", rule: "SCAM_FRAUD" });
    const spam = await actedOn({ kind: "SUSPEND", rule: "SPAM", days: 3 });
    const { standingOf } = await import("./standing");
    const fraudStanding = await standingOf(t.app.ctx, fraud.owner.user.id);
    expect(fraudStanding.state).toBe("SUSPENDED");
    expect(fraudStanding.actions[0]!.affects).toContain("Withdrawals wait until this is resolved.");
    const spamStanding = await standingOf(t.app.ctx, spam.owner.user.id);
    expect(spamStanding.actions[0]!.affects).not.toContain("Withdrawals wait until this is resolved.");
    expect(spamStanding.actions[0]!.until).not.toBeNull();
  });
});

describe("appeals", () => {
  it("one per action, only the person's own, never a dismissal", async () => {
    const { owner, actionId } = await actedOn({ kind: "WARN", rule: "SPAM" });
    const text = "I only shared my portfolio link.";
    const res = await inject("POST", "/api/safety/appeals", owner, { actionId, text });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: actionId, canAppeal: false, appeal: { status: "PENDING", text } });
    const again = await inject("POST", "/api/safety/appeals", owner, { actionId, text });
    expect(again.statusCode).toBe(409);
    // Someone else's action.
    expect((await inject("POST", "/api/safety/appeals", reporter, { actionId, text })).statusCode).toBe(422);
    const dismissed = await actedOn({ kind: "DISMISS" });
    const onDismiss = await inject("POST", "/api/safety/appeals", dismissed.owner, {
      actionId: dismissed.actionId,
      text,
    });
    expect(onDismiss.statusCode).toBe(422);
    const empty = await inject("POST", "/api/safety/appeals", owner, { actionId, text: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe("text");
    const long = await inject("POST", "/api/safety/appeals", owner, { actionId, text: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
  });

  it("is decided by another admin only; OVERTURN restores hidden content and tells the person", async () => {
    const { owner, itemId, actionId } = await actedOn({ kind: "HIDE", rule: "OFF_PLATFORM" });
    await inject("POST", "/api/safety/appeals", owner, { actionId, text: "That was my own shop's number." });
    const queue = (await inject("GET", "/api/admin/moderation/appeals", admin)).json().data.items;
    const mine = queue.find((item: { action: { id: string } }) => item.action.id === actionId);
    expect(mine).toMatchObject({ status: "PENDING", canDecide: false, user: { id: owner.user.id } });
    const secondsView = (await inject("GET", "/api/admin/moderation/appeals", second)).json().data.items;
    expect(secondsView.find((item: { id: string }) => item.id === mine.id).canDecide).toBe(true);

    const decision = { decision: "OVERTURN", note: "The number is a shop's landline on its own page." };
    const refused = await inject("POST", `/api/admin/moderation/appeals/${mine.id}/decision`, admin, decision);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Another admin must decide this appeal.");

    const res = await inject("POST", `/api/admin/moderation/appeals/${mine.id}/decision`, second, decision);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "OVERTURNED", decidedBy: { id: second.user.id } });
    expect(res.json().data.action.liftedAt).not.toBeNull();
    expect(restored).toContain(itemId);
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id))
      .orderBy(asc(notifications.createdAt));
    expect(told.at(-1)).toMatchObject({ title: "Your appeal was accepted" });
    expect(told.at(-1)!.body).toContain(decision.note);

    const twice = await inject("POST", `/api/admin/moderation/appeals/${mine.id}/decision`, second, decision);
    expect(twice.statusCode).toBe(409);
    const standing = (await inject("GET", "/api/safety/standing", owner)).json().data;
    expect(standing.actions[0]).toMatchObject({ active: false, appeal: { status: "OVERTURNED" } });
  });

  it("OVERTURN of a suspension restores the account; UPHOLD keeps it and says why", async () => {
    const kept = await actedOn({ kind: "SUSPEND", rule: "SCAM_FRAUD" });
    const lifted = await actedOn({ kind: "SUSPEND", rule: "SPAM" });
    const { fileAppeal } = await import("./appeals");
    const keptAppeal = await fileAppeal(t.app.ctx, {
      userId: kept.owner.user.id,
      actionId: kept.actionId,
      text: "Please.",
    });
    await fileAppeal(t.app.ctx, { userId: lifted.owner.user.id, actionId: lifted.actionId, text: "Not spam." });
    const pending = (await inject("GET", "/api/admin/moderation/appeals?status=PENDING", second)).json().data.items;
    const idOf = (actionId: string) =>
      pending.find((item: { action: { id: string } }) => item.action.id === actionId).id;
    expect(keptAppeal.appeal?.status).toBe("PENDING");

    const upheld = await inject("POST", `/api/admin/moderation/appeals/${idOf(kept.actionId)}/decision`, second, {
      decision: "UPHOLD",
      note: "The payment request is clear.",
    });
    expect(upheld.json().data.status).toBe("UPHELD");
    const overturned = await inject("POST", `/api/admin/moderation/appeals/${idOf(lifted.actionId)}/decision`, second, {
      decision: "OVERTURN",
      note: "These were answers to questions.",
    });
    expect(overturned.statusCode).toBe(200);
    const statusOf = async (id: string) =>
      (await t.app.ctx.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;
    expect(await statusOf(kept.owner.user.id)).toBe("SUSPENDED");
    expect(await statusOf(lifted.owner.user.id)).toBe("ACTIVE");
    const upheldList = (await inject("GET", "/api/admin/moderation/appeals?status=UPHELD", admin)).json().data.items;
    expect(upheldList.map((item: { action: { id: string } }) => item.action.id)).toContain(kept.actionId);
  });

  it("a console suspension shows on the standing and can be appealed; the console's restore lifts it", async () => {
    const person = await createUser(t.app);
    expect((await inject("POST", `/api/admin/users/${person.user.id}/suspend`, admin)).statusCode).toBe(200);
    const { standingOf } = await import("./standing");
    const standing = await standingOf(t.app.ctx, person.user.id);
    expect(standing.state).toBe("SUSPENDED");
    expect(standing.actions[0]).toMatchObject({
      kind: "SUSPEND",
      rule: null,
      ruleLabel: "An administrator suspended this account",
      ruleLink: "/help?article=community-rules",
      canAppeal: true,
    });
    expect((await inject("POST", `/api/admin/users/${person.user.id}/restore`, admin)).statusCode).toBe(200);
    const after = await standingOf(t.app.ctx, person.user.id);
    expect(after).toMatchObject({ state: "GOOD", actions: [{ active: false, canAppeal: false }] });
  });

  it("the queue and decisions are for admins only", async () => {
    expect((await inject("GET", "/api/admin/moderation/appeals", reporter)).statusCode).toBe(403);
    const res = await inject("POST", `/api/admin/moderation/appeals/${crypto.randomUUID()}/decision`, second, {
      decision: "UPHOLD",
      note: "No.",
    });
    expect(res.statusCode).toBe(404);
  });
});
