import { addWeeks } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { hourlyContracts } from "../../../db/schema/hourly";
import { expectLedgerBalanced } from "../../money/testing";
import { ok, send } from "../../projects/testing";
import { addDays, company, freelancer, type HourlyHire, hireHourly, moveToWednesday, setWeek } from "../testing";

/*
 * A week's timesheet (decision 0091): seven days with their entries and totals for both sides,
 * editable only by the author while the week is open; the current week before it opens shows
 * empty; any other unopened week and anyone without access get 404.
 */

let t: TestApp;
let monday: string;
let hire: HourlyHire;

const sheetUrl = (weekStart: string, projectId = hire.projectId) =>
  `/api/projects/${projectId}/hourly/weeks/${weekStart}`;

beforeAll(async () => {
  t = await createTestApp();
  monday = moveToWednesday("18:00");
  hire = await hireHourly(
    t.app,
    { company: await company(t.app), freelancer: await freelancer(t.app) },
    { startDate: monday, rate: 120_000 },
  );
  const url = `/api/projects/${hire.projectId}/hourly/entries`;
  const memo = "Built the delay report";
  await ok(
    send(t.app, hire.freelancer, "POST", url, { date: monday, startTime: "10:00", endTime: "12:00", memo }),
    201,
  );
  await ok(send(t.app, hire.freelancer, "POST", url, { date: monday, minutes: 30, memo }), 201);
  await ok(send(t.app, hire.freelancer, "POST", url, { date: addDays(monday, 2), minutes: 45, memo }), 201);
});

afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

describe("the timesheet", () => {
  it("shows days × entries with totals, the amount so far and the limit used, to both sides", async () => {
    const mine = await ok(send(t.app, hire.freelancer, "GET", sheetUrl(monday)));
    expect(mine.week).toMatchObject({ weekStart: monday, status: "OPEN", loggedMinutes: 195, minutesLeft: 405 });
    expect(mine.week.amountSoFar).toBe(390_000);
    expect(mine.days.map((day: { date: string; minutes: number }) => [day.date, day.minutes])).toEqual(
      Array.from({ length: 7 }, (_, index) => [addDays(monday, index), [150, 0, 45][index] ?? 0]),
    );
    expect(mine.days[0].entries.map((entry: { editable: boolean }) => entry.editable)).toEqual([true, true]);
    const theirs = await ok(send(t.app, hire.company, "GET", sheetUrl(monday)));
    expect(theirs.days[0].entries.map((entry: { editable: boolean }) => entry.editable)).toEqual([false, false]);
  });

  it("shows a closed week's entries as no longer editable", async () => {
    const other = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: await freelancer(t.app) },
      { startDate: monday },
    );
    const url = `/api/projects/${other.projectId}/hourly/entries`;
    await ok(send(t.app, other.freelancer, "POST", url, { date: monday, minutes: 30, memo: "Notes" }), 201);
    await setWeek(t.app, other.projectId, monday, { status: "IN_REVIEW" });
    const sheet = await ok(send(t.app, other.freelancer, "GET", sheetUrl(monday, other.projectId)));
    expect(sheet.week.status).toBe("IN_REVIEW");
    expect(sheet.days[0].entries).toEqual([expect.objectContaining({ editable: false })]);
  });

  it("shows the current week before it opens as an empty week with the contract's terms", async () => {
    const unopened = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: await freelancer(t.app) },
      { startDate: addDays(monday, 7) },
    );
    // The contract starts this week after all: its week was never opened.
    await t.app.ctx.db
      .update(hourlyContracts)
      .set({ startDate: monday })
      .where(eq(hourlyContracts.projectId, unopened.projectId));
    const sheet = await ok(send(t.app, unopened.company, "GET", sheetUrl(monday, unopened.projectId)));
    expect(sheet.week).toMatchObject({ status: "UNFUNDED", loggedMinutes: 0, weeklyLimitHours: 10 });
    expect(sheet.days).toHaveLength(7);
  });

  it.each([
    ["a week never opened", () => sheetUrl(addWeeks(monday, -1)), () => hire.freelancer, 404],
    ["a coming week", () => sheetUrl(addWeeks(monday, 1)), () => hire.company, 404],
    ["a day that is not a Monday", () => sheetUrl(addDays(monday, 1)), () => hire.company, 400],
  ])("refuses %s", async (_name, url, who, status) => {
    expect((await send(t.app, who(), "GET", url())).statusCode).toBe(status);
  });

  it("is not found for anyone without access to the project", async () => {
    const stranger = await company(t.app);
    expect((await send(t.app, stranger, "GET", sheetUrl(monday))).statusCode).toBe(404);
  });
});
