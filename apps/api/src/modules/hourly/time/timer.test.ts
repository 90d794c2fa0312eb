import { addWeeks, weekBounds } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app";
import type { TestUser } from "../../../../test/users";
import { hourlyTimeEntries, hourlyTimers } from "../../../db/schema/hourly";
import { advanceClock, holdClock, releaseClock } from "../../../lib/clock";
import { expectLedgerBalanced } from "../../money/testing";
import { ok, renewSessions, send } from "../../projects/testing";
import { runHourlySweepOnce } from "../billing/sweep";
import {
  addDays,
  changeContract,
  company,
  freelancer,
  type HourlyHire,
  type HourlyTerms,
  hireHourly,
  hourlyTestApp,
  indiaAt,
  moveClockTo,
  moveToWednesday,
  openWeekOf,
  setWeek,
} from "../testing";

/*
 * The timer (decision 0091): one per person, kept on the server (two tabs see it), started only
 * where time may be logged, stopped into entries capped at the week's time left; a timer left
 * running across midnight Sunday, cut by the week's close or stopped after it; stopped by a pause.
 */

let t: TestApp;
let monday: string;

const MINUTE = 60_000;
const start = (hire: HourlyHire, memo?: string, who: TestUser = hire.freelancer) =>
  send(t.app, who, "POST", `/api/projects/${hire.projectId}/hourly/timer/start`, memo ? { memo } : {});
const stop = (who: TestUser, memo?: string) => send(t.app, who, "POST", "/api/hourly/timer/stop", memo ? { memo } : {});
const timerOf = (who: TestUser) => ok(send(t.app, who, "GET", "/api/hourly/timer"));

async function newHire(terms: HourlyTerms = {}, person?: TestUser): Promise<HourlyHire> {
  return hireHourly(
    t.app,
    { company: await company(t.app), freelancer: person ?? (await freelancer(t.app)) },
    { startDate: monday, ...terms },
  );
}

async function entriesOf(hire: HourlyHire) {
  return t.app.ctx.db
    .select()
    .from(hourlyTimeEntries)
    .where(eq(hourlyTimeEntries.projectId, hire.projectId))
    .orderBy(hourlyTimeEntries.startedAt);
}

beforeAll(async () => {
  t = await hourlyTestApp();
  monday = moveToWednesday("10:00");
});

afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

describe("the timer", () => {
  it("runs once per person, shows in two tabs, and stops into an entry with a memo", async () => {
    const person = await freelancer(t.app);
    const hire = await newHire({}, person);
    const second = await newHire({}, person);
    expect(await timerOf(person)).toEqual({ timer: null });
    await ok(start(hire));
    const [tabOne, tabTwo] = await Promise.all([timerOf(person), timerOf(person)]);
    expect(tabOne).toEqual(tabTwo);
    expect(tabOne.timer).toMatchObject({ projectId: hire.projectId, projectTitle: hire.title, memo: null });
    const again = await start(second);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Your timer is running on ${hire.title}: stop it first.`);
    advanceClock(90 * MINUTE + 30_000);
    await renewSessions(t.app, person);
    const noMemo = await stop(person);
    expect(noMemo.statusCode).toBe(422);
    expect(noMemo.json().errors).toEqual([{ path: "memo", message: expect.any(String) }]);
    const stopped = await stop(person, "Profiled the map view");
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().message).toBe("Timer stopped: 1 h 30 min logged.");
    expect(stopped.json().data.entries).toEqual([
      expect.objectContaining({ minutes: 90, memo: "Profiled the map view", source: "TIMER", editable: true }),
    ]);
    expect(await timerOf(person)).toEqual({ timer: null });
    expect((await stop(person, "Nothing running")).statusCode).toBe(409);
  });

  it("makes no entry for less than a minute, and keeps the start's memo", async () => {
    const hire = await newHire();
    await ok(start(hire, "Checked the alerts"));
    advanceClock(30_000);
    const stopped = await stop(hire.freelancer);
    expect(stopped.json()).toMatchObject({
      data: { entries: [] },
      message: "Timer stopped. Less than a minute was timed, so no entry was made.",
    });
  });

  it("caps the entry at the week's time left, and will not start with none left", async () => {
    const hire = await newHire({ weeklyLimitHours: 1 });
    const url = `/api/projects/${hire.projectId}/hourly/entries`;
    await ok(send(t.app, hire.freelancer, "POST", url, { date: monday, minutes: 50, memo: "Planning" }), 201);
    await ok(start(hire, "Fixing the export"));
    advanceClock(30 * MINUTE);
    await renewSessions(t.app, hire.freelancer);
    const stopped = await stop(hire.freelancer);
    expect(stopped.json().message).toBe(
      "Timer stopped: 10 min logged. The entry was cut to 10 min, the time left this week.",
    );
    expect(stopped.json().data.entries.map((entry: { minutes: number }) => entry.minutes)).toEqual([10]);
    const none = await start(hire, "More");
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      "No time is left this week: the weekly limit is used.",
    ]);
  });

  it.each([
    ["the company", "company", 403],
    ["a stranger", "stranger", 404],
  ] as const)("refuses %s a start", async (_name, who, status) => {
    const hire = await newHire();
    const caller = who === "company" ? hire.company : await freelancer(t.app);
    expect((await start(hire, "Mine", caller)).statusCode).toBe(status);
  });

  it.each([
    ["an unfunded week", "UNFUNDED", "ACTIVE"],
    ["a paused contract", "OPEN", "PAUSED"],
  ] as const)("will not start in %s", async (_name, weekStatus, contractStatus) => {
    const hire = await newHire();
    if (weekStatus !== "OPEN") await setWeek(t.app, hire.projectId, monday, { status: weekStatus });
    if (contractStatus !== "ACTIVE") await changeContract(t.app, hire, "pause");
    expect((await start(hire, "Mine")).statusCode).toBe(409);
  });

  it.each([
    ["pauses", "pause", "paused"],
    ["ends", "end", "ended"],
  ] as const)("turns a running timer into an entry when the contract %s", async (_name, step, word) => {
    const hire = await newHire();
    await ok(start(hire));
    advanceClock(45 * MINUTE);
    await renewSessions(t.app, hire.company, hire.freelancer);
    await changeContract(t.app, hire, step);
    const entries = await entriesOf(hire);
    expect(entries.map((entry) => [entry.minutes, entry.memo])).toEqual([
      [45, `Timer stopped when the contract was ${word}.`],
    ]);
    expect(await t.app.ctx.db.select().from(hourlyTimers).where(eq(hourlyTimers.projectId, hire.projectId))).toEqual(
      [],
    );
  });
});

describe("a timer left running across midnight Sunday", () => {
  /** Each case starts the timer on Sunday 23:00 of a new week and looks at 01:30 on the Monday after. */
  async function runAcrossMidnight(opening: "sweep" | "open only" = "open only") {
    const weekStart = moveToWednesday("10:00");
    const hire = await newHire({ startDate: weekStart });
    const startAt = indiaAt(addDays(weekStart, 6), "23:00");
    moveClockTo(startAt);
    await renewSessions(t.app, hire.freelancer, hire.company);
    // Held for the start: running, the sign-ins and the start itself on a busy machine carried it
    // past 23:00, and the hour before the boundary came out 59 minutes.
    holdClock(startAt);
    try {
      await ok(start(hire, "Night deploy"));
    } finally {
      releaseClock();
    }
    const boundary = weekBounds(weekStart).endsAt;
    moveClockTo(new Date(boundary.getTime() + 90 * MINUTE));
    await renewSessions(t.app, hire.freelancer, hire.company);
    const next = addWeeks(weekStart, 1);
    if (opening === "sweep") await runHourlySweepOnce(t.app.ctx);
    else await openWeekOf(t.app, hire.projectId, next);
    return { hire, weekStart, next, boundary };
  }

  it("is cut at the boundary by the sweep's close, and the stop after it counts only the new week", async () => {
    const { hire, weekStart, next, boundary } = await runAcrossMidnight("sweep");
    expect((await timerOf(hire.freelancer)).timer.startedAt).toBe(boundary.toISOString());
    const closed = await ok(
      send(t.app, hire.company, "GET", `/api/projects/${hire.projectId}/hourly/weeks/${weekStart}`),
    );
    expect(closed.week).toMatchObject({ status: "IN_REVIEW", loggedMinutes: 60 });
    const stopped = await ok(stop(hire.freelancer));
    expect(stopped.entries).toEqual([expect.objectContaining({ weekStart: next, minutes: 90 })]);
    const entries = await entriesOf(hire);
    expect(entries.map((entry) => [entry.weekStart, entry.minutes, entry.memo])).toEqual([
      [weekStart, 60, "Night deploy"],
      [next, 90, "Night deploy"],
    ]);
  });

  it("splits at the boundary when stopped while the old week is still open", async () => {
    const { hire, weekStart, next } = await runAcrossMidnight();
    const stopped = await ok(stop(hire.freelancer));
    expect(
      stopped.entries.map((entry: { weekStart: string; minutes: number }) => [entry.weekStart, entry.minutes]),
    ).toEqual([
      [weekStart, 60],
      [next, 90],
    ]);
  });

  it("counts only the new part when the old week closed without a cut", async () => {
    const { hire, weekStart, next } = await runAcrossMidnight();
    await setWeek(t.app, hire.projectId, weekStart, { status: "IN_REVIEW" });
    const stopped = await stop(hire.freelancer);
    expect(stopped.json().data.entries).toEqual([expect.objectContaining({ weekStart: next, minutes: 90 })]);
    expect(stopped.json().message).toContain("did not count: that week is not open.");
  });
});
