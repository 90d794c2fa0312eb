import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app";
import { hourlyConfigOf, ZHourlyEnv } from "../../config/hourly";
import { now } from "../../lib/clock";
import { dayOf, hourlyTestApp, logTime, moveToNextWeek, setupHourly, weekRow } from "../hourly/testing";
import { expectLedgerBalanced } from "../money/testing";

/* The development clock for browser journeys (decision 0091): only with DEV_CLOCK=true, never in production. */

let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  off = await hourlyTestApp();
  on = await hourlyTestApp({ hourly: { reviewDays: 5, sweepIntervalMs: 3_600_000, devClock: true } });
});

afterAll(async () => {
  await expectLedgerBalanced(on.app);
  await on.close();
  await off.close();
});

const advance = (t: TestApp, advanceMs: number) =>
  t.app.inject({ method: "POST", url: "/api/dev/clock", payload: { advanceMs } });

describe("POST /api/dev/clock", () => {
  it("is not there without DEV_CLOCK", async () => {
    const before = now().getTime();
    expect((await advance(off, 60_000)).statusCode).toBe(404);
    expect(now().getTime() - before).toBeLessThan(60_000);
  });

  it("moves the clock and runs the billing sweep", async () => {
    const week = moveToNextWeek(10);
    const s = await setupHourly(on.app, { weeklyLimitHours: 2, deposit: 1_000_000 });
    await logTime(on.app, {
      projectId: s.projectId,
      userId: s.freelancer.user.id,
      date: dayOf(week, 0),
      startTime: "08:00",
      minutes: 30,
    });
    const first = await advance(on, 0);
    expect(first.statusCode).toBe(200);
    expect((await weekRow(on.app, s.projectId, week))!.status).toBe("OPEN");
    const res = await advance(on, 7 * 86_400_000);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().data.now)).toBeGreaterThan(Date.parse(first.json().data.now) + 7 * 86_400_000 - 1);
    expect((await weekRow(on.app, s.projectId, week))!.status).toBe("IN_REVIEW");
  });

  it("refuses a negative move", async () => {
    expect((await advance(on, -1)).statusCode).toBe(400);
  });

  it("is refused at start in production", () => {
    const env = ZHourlyEnv.parse({ DEV_CLOCK: "true" });
    expect(() => hourlyConfigOf({ ...env, NODE_ENV: "production" })).toThrow(/DEV_CLOCK/);
    expect(hourlyConfigOf({ ...env, NODE_ENV: "development" }).devClock).toBe(true);
  });
});
