import { addWeeks } from "@crewlance/contracts/hourly";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app";
import type { TestUser } from "../../../../test/users";
import { expectLedgerBalanced } from "../../money/testing";
import { ok, send } from "../../projects/testing";
import { runHourlySweepOnce } from "../billing/sweep";
import {
  addDays,
  changeContract,
  company,
  freelancer,
  type HourlyHire,
  hireHourly,
  hourlyTestApp,
  logTime,
  moveToWednesday,
  setWeek,
} from "../testing";

/*
 * Manual time (decision 0091): entries by start and end or by duration, and every refusal — an
 * overlap on any contract, the future, the weekly and manual limits, the start date, a closed,
 * unfunded or paused week — then edits and deletes by the author only, and two entries racing
 * the weekly limit.
 */

let t: TestApp;
let monday: string;
let worker: TestUser;
let main: HourlyHire;
let other: HourlyHire;

const MEMO = "Fixed the shipment filters";
const entriesUrl = (hire: HourlyHire) => `/api/projects/${hire.projectId}/hourly/entries`;
const addEntry = (hire: HourlyHire, body: Record<string, unknown>, who: TestUser = hire.freelancer) =>
  send(t.app, who, "POST", entriesUrl(hire), { memo: MEMO, ...body });

function refusal(res: { statusCode: number; json: () => unknown }) {
  const body = res.json() as { message: string; errors?: { path: string; message: string }[] };
  return { status: res.statusCode, message: body.message, paths: (body.errors ?? []).map((error) => error.path) };
}

beforeAll(async () => {
  t = await hourlyTestApp();
  monday = moveToWednesday("18:00");
  worker = await freelancer(t.app);
  main = await hireHourly(t.app, { company: await company(t.app), freelancer: worker }, { startDate: monday });
  other = await hireHourly(
    t.app,
    { company: await company(t.app, "Other Freight"), freelancer: worker, title: "Tune the freight API" },
    { startDate: monday },
  );
});

afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

describe("manual entries", () => {
  it("adds an entry by start and end, and durations after the day's last entry or from 09:00", async () => {
    const span = await ok(addEntry(main, { date: monday, startTime: "10:00", endTime: "11:30" }), 201);
    expect(span).toMatchObject({ minutes: 90, weekStart: monday, source: "MANUAL", memo: MEMO, editable: true });
    const after = await ok(addEntry(main, { date: monday, minutes: 60 }), 201);
    expect(after.startedAt).toBe(new Date(`${monday}T11:30:00+05:30`).toISOString());
    const tuesday = await ok(addEntry(main, { date: addDays(monday, 1), minutes: 60 }), 201);
    expect(tuesday.startedAt).toBe(new Date(`${addDays(monday, 1)}T09:00:00+05:30`).toISOString());
  });

  it.each([
    [
      "overlapping an entry on another contract",
      () => addEntry(other, { date: monday, startTime: "11:00", endTime: "12:00" }),
      422,
      () => `Overlaps your entry 10:00–11:30 on ${main.title}.`,
      ["startTime"],
    ],
    [
      "reaching into the future",
      () => addEntry(main, { date: addDays(monday, 2), startTime: "17:00", endTime: "19:00" }),
      422,
      () => "An entry cannot reach into the future.",
      ["endTime"],
    ],
    [
      "passing the weekly limit",
      () => addEntry(main, { date: addDays(monday, 1), startTime: "10:00", endTime: "17:00" }),
      422,
      () => "Only 6 h 30 min left this week.",
      ["endTime"],
    ],
    [
      "a date before the contract starts",
      () => addEntry(main, { date: addDays(monday, -1), startTime: "10:00", endTime: "11:00" }),
      422,
      () => expect.stringContaining("The contract starts on"),
      ["date"],
    ],
    [
      "a duration with no room left in the day",
      () => addEntry(main, { date: monday, minutes: 15 * 60 }),
      422,
      () => expect.stringContaining("There is no room for that"),
      ["minutes"],
    ],
  ])("refuses %s", async (_name, request, status, message, paths) => {
    expect(refusal(await request())).toEqual({ status, message: message(), paths });
  });

  it("refuses the company (403) and anyone without access (404)", async () => {
    const body = { date: monday, startTime: "14:00", endTime: "15:00" };
    expect((await addEntry(main, body, main.company)).statusCode).toBe(403);
    expect((await addEntry(main, body, other.company)).statusCode).toBe(404);
  });

  it("keeps a LIMITED policy's manual hours", async () => {
    const limited = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: await freelancer(t.app) },
      { startDate: monday, manualPolicy: "LIMITED", manualLimitHours: 1 },
    );
    await ok(addEntry(limited, { date: monday, minutes: 40 }), 201);
    expect(refusal(await addEntry(limited, { date: monday, minutes: 30 }))).toEqual({
      status: 422,
      message: "Only 20 min of manual time left this week.",
      paths: ["minutes"],
    });
  });

  it.each([
    ["an unfunded week", "UNFUNDED", "ACTIVE", "This week is not funded yet: the company needs to add funds."],
    ["a closed week", "IN_REVIEW", "ACTIVE", "That week is closed."],
    ["a paused contract", "OPEN", "PAUSED", "The contract is paused: time can be logged again once it resumes."],
    ["an ended contract", "OPEN", "ENDED", "The contract has ended: no more time can be logged."],
  ] as const)("refuses time in %s with 409", async (_name, weekStatus, contractStatus, message) => {
    const hire = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: await freelancer(t.app) },
      { startDate: monday },
    );
    if (weekStatus !== "OPEN") await setWeek(t.app, hire.projectId, monday, { status: weekStatus });
    if (contractStatus !== "ACTIVE") await changeContract(t.app, hire, contractStatus === "PAUSED" ? "pause" : "end");
    expect(refusal(await addEntry(hire, { date: monday, minutes: 30 }))).toEqual({ status: 409, message, paths: [] });
  });

  it("refuses a closed earlier week, and new time without a limit while an earlier week waits for funds", async () => {
    const lastMonday = addWeeks(monday, -1);
    const people = { company: await company(t.app), freelancer: await freelancer(t.app) };
    const hire = await hireHourly(t.app, people, { startDate: lastMonday, weeklyLimitHours: null });
    await logTime(t.app, {
      ...hire,
      userId: hire.freelancer.user.id,
      date: lastMonday,
      startTime: "10:00",
      minutes: 30,
    });
    // The sweep closes last week and opens this one.
    await runHourlySweepOnce(t.app.ctx);
    expect(refusal(await addEntry(hire, { date: addDays(lastMonday, 2), minutes: 30 }))).toEqual({
      status: 409,
      message: "That week is closed.",
      paths: [],
    });
    await ok(addEntry(hire, { date: monday, minutes: 30 }), 201);
    // Its billed hours not funded: the closing found too little balance.
    await setWeek(t.app, hire.projectId, lastMonday, { fundedAt: null, fundingNote: "Too little balance." });
    expect(refusal(await addEntry(hire, { date: monday, minutes: 30 })).status).toBe(409);
  });
});

describe("edits and deletes", () => {
  it("lets the author edit and delete while the week is open; anyone else gets 404", async () => {
    const hire = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: await freelancer(t.app) },
      { startDate: monday },
    );
    const entry = await ok(addEntry(hire, { date: monday, startTime: "09:00", endTime: "10:00" }), 201);
    const url = `/api/hourly/entries/${entry.id}`;
    const change = { date: monday, startTime: "13:00", endTime: "15:00", memo: "Reviewed the route planner" };
    for (const stranger of [hire.company, worker, other.company]) {
      expect((await send(t.app, stranger, "PATCH", url, change)).statusCode).toBe(404);
      expect((await send(t.app, stranger, "DELETE", url)).statusCode).toBe(404);
    }
    const edited = await ok(send(t.app, hire.freelancer, "PATCH", url, change));
    expect(edited).toMatchObject({ id: entry.id, minutes: 120, memo: "Reviewed the route planner" });
    const longer = { ...change, date: addDays(monday, 2), endTime: "23:00" };
    expect(refusal(await send(t.app, hire.freelancer, "PATCH", url, longer))).toEqual({
      status: 422,
      message: "An entry cannot reach into the future.",
      paths: ["endTime"],
    });
    await ok(send(t.app, hire.freelancer, "DELETE", url));
    expect((await send(t.app, hire.freelancer, "PATCH", url, change)).statusCode).toBe(404);
  });

  it("refuses edits and deletes once the week is closed", async () => {
    const hire = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: await freelancer(t.app) },
      { startDate: monday },
    );
    const entry = await ok(addEntry(hire, { date: monday, minutes: 45 }), 201);
    await setWeek(t.app, hire.projectId, monday, { status: "IN_REVIEW" });
    const url = `/api/hourly/entries/${entry.id}`;
    const patched = await send(t.app, hire.freelancer, "PATCH", url, { date: monday, minutes: 30, memo: MEMO });
    expect(refusal(patched)).toEqual({ status: 409, message: "That week is closed.", paths: [] });
    expect(refusal(await send(t.app, hire.freelancer, "DELETE", url)).status).toBe(409);
  });
});

describe("races", () => {
  it("lets exactly one of two entries racing the weekly limit through", async () => {
    const hire = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: await freelancer(t.app) },
      { startDate: monday, weeklyLimitHours: 1 },
    );
    const answers = await Promise.all([
      addEntry(hire, { date: monday, startTime: "09:00", endTime: "09:40" }),
      addEntry(hire, { date: addDays(monday, 1), startTime: "09:00", endTime: "09:40" }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect(refusal(answers.find((res) => res.statusCode === 422)!).message).toBe("Only 20 min left this week.");
  });

  it("lets exactly one of two overlapping entries on two contracts through", async () => {
    const person = await freelancer(t.app);
    const first = await hireHourly(t.app, { company: await company(t.app), freelancer: person }, { startDate: monday });
    const second = await hireHourly(
      t.app,
      { company: await company(t.app), freelancer: person },
      { startDate: monday },
    );
    const body = { date: monday, startTime: "09:00", endTime: "10:00" };
    const answers = await Promise.all([addEntry(first, body), addEntry(second, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
  });
});
