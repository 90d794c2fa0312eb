import { ALERT_MATCH } from "@crewlance/contracts/notification-groups";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { accessTokenFor, createUser, type TestUser } from "../../../test/users";
import { mailQueue } from "../../db/schema/mail-queue";
import { notificationDigests } from "../../db/schema/notifications";
import { outboxMessages } from "../../db/schema/outbox";
import { holdClock, now, resetClock } from "../../lib/clock";
import { runDigestSweepOnce } from "./digest-sweep";
import { createNotification, markAllNotificationsRead } from "./service";

/*
 * Digests at 09:00 on each person's wall clock (decision 0104), on the movable clock: India
 * (+05:30), New York (-05:00 in January) and Auckland (+13:00 in January, a day ahead). The week
 * starts on Monday 7 January 2030, far enough ahead that the clock only ever moves forward.
 */

let t: TestApp;
let india: TestUser;
let newYork: TestUser;
let auckland: TestUser;
let readEverything: TestUser;
let weekly: TestUser;

/** Holds the clock at `iso`: a second's sweep on a loaded machine would otherwise carry 08:59:59 past 09:00. */
function moveTo(iso: string): void {
  const target = new Date(iso);
  expect(target.getTime()).toBeGreaterThanOrEqual(now().getTime());
  holdClock(target);
}

async function withTimeZone(timeZone?: string): Promise<TestUser> {
  const person = await createUser(t.app);
  if (timeZone) {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: person.authHeader,
      payload: { timeZone },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return person;
}

function note(person: TestUser, title: string, data?: Record<string, unknown>) {
  return createNotification(t.app.ctx, {
    userId: person.user.id,
    type: data ? ALERT_MATCH : "APPLICATION_RECEIVED",
    title,
    body: `${title}, in brief.`,
    link: "/tasks",
    ...(data ? { data } : {}),
  });
}

const alert = (frequency: "daily" | "weekly") => ({
  savedSearchId: "00000000-0000-4000-8000-000000000001",
  taskId: "00000000-0000-4000-8000-000000000002",
  frequency,
});

/** The digests queued so far for a person (subjects stay in the queue after sending). */
async function digestsOf(person: TestUser): Promise<string[]> {
  const rows = await t.app.ctx.db
    .select({ subject: mailQueue.subject })
    .from(mailQueue)
    .where(and(eq(mailQueue.to, person.user.email), like(mailQueue.subject, "Your % Crewlance digest%")))
    .orderBy(mailQueue.createdAt);
  return rows.map((row) => row.subject);
}

/** The latest digest's text as delivered (the dev outbox keeps it). */
async function latestDigestText(person: TestUser): Promise<string> {
  await t.app.ctx.mailer.drain();
  const rows = await t.app.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, person.user.email), like(outboxMessages.subject, "Your % Crewlance digest%")));
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return rows.at(-1)?.text ?? "";
}

async function nextDigestOf(person: TestUser): Promise<string | undefined> {
  const [row] = await t.app.ctx.db
    .select()
    .from(notificationDigests)
    .where(eq(notificationDigests.userId, person.user.id));
  return row?.nextDigestAt?.toISOString();
}

beforeAll(async () => {
  t = await createTestApp();
  moveTo("2030-01-07T00:00:00Z");
  india = await withTimeZone();
  newYork = await withTimeZone("America/New_York");
  auckland = await withTimeZone("Pacific/Auckland");
  readEverything = await withTimeZone();
  weekly = await withTimeZone();
  await t.app.inject({
    method: "PATCH",
    url: "/api/notification-preferences",
    headers: weekly.authHeader,
    payload: { digest: "weekly" },
  });
  await note(india, "A new application for Logo design");
  await note(india, "Daily match: Brand refresh", alert("daily"));
  await note(india, "Weekly match: Pitch deck", alert("weekly"));
  await note(newYork, "A new application for Landing page");
  await note(auckland, "A new application for Mobile app");
  await note(weekly, "A new application for Illustrations");
  await note(readEverything, "Already seen");
  await markAllNotificationsRead(t.app.ctx, { userId: readEverything.user.id });
  await runDigestSweepOnce(t.app.ctx);
});
afterAll(async () => {
  resetClock();
  await t.close();
});

describe("the digest sweep", () => {
  it("schedules each person's next 09:00 in their own time zone", async () => {
    expect(await nextDigestOf(india)).toBe("2030-01-07T03:30:00.000Z");
    expect(await nextDigestOf(newYork)).toBe("2030-01-07T14:00:00.000Z");
    // Monday 13:00 in Auckland already: Tuesday 09:00 there.
    expect(await nextDigestOf(auckland)).toBe("2030-01-07T20:00:00.000Z");
    expect(await nextDigestOf(weekly)).toBe("2030-01-07T03:30:00.000Z");
  });

  it("sends at 09:00 local, once, even with two instances sweeping, and skips people with nothing", async () => {
    moveTo("2030-01-07T03:29:59Z");
    await runDigestSweepOnce(t.app.ctx);
    expect(await digestsOf(india)).toEqual([]);

    moveTo("2030-01-07T03:30:00Z");
    const second = await t.startAnotherInstance();
    try {
      await Promise.all([runDigestSweepOnce(t.app.ctx), runDigestSweepOnce(second.app.ctx)]);
      await Promise.all([runDigestSweepOnce(t.app.ctx), runDigestSweepOnce(second.app.ctx)]);
    } finally {
      await second.close();
    }
    expect(await digestsOf(india)).toEqual(["Your daily Crewlance digest: 3 new things"]);
    expect(await digestsOf(weekly)).toEqual(["Your weekly Crewlance digest: 1 new thing"]);
    expect(await digestsOf(readEverything)).toEqual([]);
    expect(await digestsOf(newYork)).toEqual([]);
    expect(await nextDigestOf(readEverything)).toBe("2030-01-08T03:30:00.000Z");
    expect(await nextDigestOf(weekly)).toBe("2030-01-14T03:30:00.000Z");

    const text = await latestDigestText(india);
    expect(text).toContain("New tasks matching your saved searches");
    expect(text).toContain("Daily match: Brand refresh");
    expect(text).toContain("Weekly match: Pitch deck");
    expect(text).toContain("A new application for Logo design");
    expect(text).toMatch(/Stop the daily digest: http\S+\/unsubscribe\?token=/);

    moveTo("2030-01-07T14:00:00Z");
    await runDigestSweepOnce(t.app.ctx);
    expect(await digestsOf(newYork)).toHaveLength(1);
    expect(await digestsOf(auckland)).toEqual([]);
    moveTo("2030-01-07T20:00:00Z");
    await runDigestSweepOnce(t.app.ctx);
    expect(await digestsOf(auckland)).toHaveLength(1);
    await runDigestSweepOnce(t.app.ctx);
    expect(await digestsOf(india)).toHaveLength(1);
  });

  it("holds a weekly search's matches for the Monday digest, even when the sweep runs late", async () => {
    moveTo("2030-01-08T03:30:00Z");
    await runDigestSweepOnce(t.app.ctx);
    // Nothing new since Monday's digest: Tuesday's is skipped.
    expect(await digestsOf(india)).toHaveLength(1);
    moveTo("2030-01-08T04:00:00Z");
    await note(india, "Weekly match: Annual report", alert("weekly"));
    moveTo("2030-01-09T03:30:00Z");
    await runDigestSweepOnce(t.app.ctx);
    expect(await digestsOf(india)).toHaveLength(1);
    // No sweep for days; on Monday the missed days fold into one digest at once.
    moveTo("2030-01-14T03:31:00Z");
    await runDigestSweepOnce(t.app.ctx);
    expect(await digestsOf(india)).toEqual([
      "Your daily Crewlance digest: 3 new things",
      "Your daily Crewlance digest: 1 new thing",
    ]);
    expect(await latestDigestText(india)).toContain("Weekly match: Annual report");
    expect(await nextDigestOf(india)).toBe("2030-01-15T03:30:00.000Z");
  });

  it("stops when the digest is off and moves with a new time zone", async () => {
    // A week on, the first sessions' access tokens have expired: sign in again.
    const fresh = async (person: TestUser) => ({
      authorization: `Bearer ${await accessTokenFor(t.app, { userId: person.user.id, role: "FREELANCER" })}`,
    });
    const off = await t.app.inject({
      method: "PATCH",
      url: "/api/notification-preferences",
      headers: await fresh(newYork),
      payload: { digest: "off" },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await nextDigestOf(newYork)).toBeUndefined();
    const moved = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: await fresh(auckland),
      payload: { timeZone: "Asia/Kolkata" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runDigestSweepOnce(t.app.ctx);
    expect(await nextDigestOf(auckland)).toBe("2030-01-15T03:30:00.000Z");
  });
});
