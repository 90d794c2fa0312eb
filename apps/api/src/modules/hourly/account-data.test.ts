import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app";
import { askForExport, downloadZip, runExportJob } from "../../../test/privacy";
import type { TestUser } from "../../../test/users";
import { resetClock } from "../../lib/clock";
import { expectLedgerBalanced } from "../money/testing";
import { ok, send } from "../projects/testing";
import { company, freelancer, type HourlyHire, hireHourly, hourlyTestApp, moveToWednesday, RATE } from "./testing";

// A person's hourly contracts and the time they logged, in their data export (decision 0099).

let t: TestApp;
let hire: HourlyHire;
beforeAll(async () => {
  t = await hourlyTestApp();
  const monday = moveToWednesday("18:00");
  hire = await hireHourly(
    t.app,
    { company: await company(t.app), freelancer: await freelancer(t.app) },
    { startDate: monday },
  );
  await ok(
    send(t.app, hire.freelancer, "POST", `/api/projects/${hire.projectId}/hourly/entries`, {
      date: monday,
      startTime: "10:00",
      endTime: "11:30",
      memo: "Wired the courier rates into checkout",
    }),
    201,
  );
});
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
  resetClock();
});

async function hourlyJsonOf(person: TestUser) {
  const asked = await askForExport(t.app, person);
  expect(asked.statusCode, asked.body).toBeLessThan(300);
  await runExportJob(t.app);
  const { files } = await downloadZip(t.app, person, asked.json().data.id);
  return JSON.parse(new TextDecoder().decode(files["hourly.json"]));
}

describe("hourly.json", () => {
  it("holds the freelancer's contract, its weeks and the time they logged", async () => {
    const hourly = await hourlyJsonOf(hire.freelancer);
    expect(hourly.contracts).toEqual([
      expect.objectContaining({
        projectId: hire.projectId,
        yourSide: "freelancer",
        status: "ACTIVE",
        ratePaisePerHour: RATE,
        weeks: expect.arrayContaining([expect.objectContaining({ ratePaisePerHour: RATE })]),
      }),
    ]);
    expect(hourly.timeYouLogged).toEqual([
      expect.objectContaining({
        projectId: hire.projectId,
        minutes: 90,
        memo: "Wired the courier rates into checkout",
        source: "MANUAL",
      }),
    ]);
  });

  it("holds the company's side of the contract, and no one else's time as its own", async () => {
    const hourly = await hourlyJsonOf(hire.company);
    expect(hourly.contracts).toEqual([expect.objectContaining({ projectId: hire.projectId, yourSide: "company" })]);
    expect(hourly.timeYouLogged).toEqual([]);
  });
});
