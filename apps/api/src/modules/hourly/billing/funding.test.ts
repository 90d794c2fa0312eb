import { randomUUID } from "node:crypto";
import { amountForMinutes, weekMaximum } from "@crewlance/contracts/hourly";
import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hourlyContracts } from "../../../db/schema/hourly";
import { notifications } from "../../../db/schema/notifications";
import { walletFees } from "../../money/index";
import { expectLedgerBalanced } from "../../money/testing";
import { depositTo, ok, renewSessions, send, walletOf } from "../../projects/testing";
import { runHourlySweepOnce } from "../index";
import { advanceDays, appPerFile, dayOf, logTime, moveToNextWeek, RATE, setupHourly, weekRow } from "../testing";

/*
 * Funding (decision 0091): a short balance leaves the week UNFUNDED with a note told once to both
 * sides; the sweep and the company's "Fund this week" retry; a week without a limit funds what it
 * billed at its close, and its release waits for that money.
 */

const t = appPerFile(expectLedgerBalanced);

async function unfundedNotes(projectId: string) {
  const rows = await t.app.ctx.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.type, "HOURLY_WEEK_UNFUNDED"), sql`${notifications.data}->>'projectId' = ${projectId}`),
    );
  return rows;
}

describe("funding a week", () => {
  it("leaves a week UNFUNDED on a short balance, tells both sides once, and funds after a top-up", async () => {
    const week = moveToNextWeek(10);
    const s = await setupHourly(t.app, { weeklyLimitHours: 10, deposit: 100_000 });
    const breakdown = escrowFundBreakdown(weekMaximum(10, RATE), walletFees(t.app.ctx));
    await runHourlySweepOnce(t.app.ctx);
    await runHourlySweepOnce(t.app.ctx);
    const row = await weekRow(t.app, s.projectId, week);
    expect(row).toMatchObject({ status: "UNFUNDED", fundedAmount: 0 });
    expect(row!.fundingNote).toMatch(/^Add ₹[\d,.]+ to your wallet to fund this week\.$/);
    const notes = await unfundedNotes(s.projectId);
    expect(notes.map((note) => note.userId).sort()).toEqual([s.company.user.id, s.freelancer.user.id].sort());
    const page = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}/hourly/weeks`));
    expect(page.items[0].fundingNote).toBe(row!.fundingNote);

    const url = `/api/projects/${s.projectId}/hourly/weeks/${week}/fund`;
    expect((await send(t.app, s.otherCompany, "POST", url, undefined, randomUUID())).statusCode).toBe(404);
    expect((await send(t.app, s.freelancer, "POST", url, undefined, randomUUID())).statusCode).toBe(403);
    const short = await send(t.app, s.company, "POST", url, undefined, randomUUID());
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toContain("short");
    expect(short.json().message).toContain(
      `₹${((breakdown.total - 100_000) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`,
    );

    await depositTo(t.app, s.company, 1_000_000);
    const key = randomUUID();
    // Two tries at once with one key, and another key: the week is funded once.
    const [first, replay, other] = await Promise.all([
      send(t.app, s.company, "POST", url, undefined, key),
      send(t.app, s.company, "POST", url, undefined, key),
      send(t.app, s.company, "POST", url, undefined, randomUUID()),
    ]);
    const statuses = [first.statusCode, replay.statusCode, other.statusCode];
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "OPEN",
      fundedAmount: weekMaximum(10, RATE),
      fundingNote: null,
    });
    expect(await walletOf(t.app, s.company)).toMatchObject({
      available: 1_100_000 - breakdown.total,
      escrow: breakdown.escrowed,
    });
    expect(await unfundedNotes(s.projectId)).toHaveLength(2);
  });

  it("retries an UNFUNDED week in the sweep once the balance is there", async () => {
    const week = moveToNextWeek(10);
    const s = await setupHourly(t.app, { weeklyLimitHours: 5, deposit: 0 });
    await runHourlySweepOnce(t.app.ctx);
    expect((await weekRow(t.app, s.projectId, week))!.status).toBe("UNFUNDED");
    await depositTo(t.app, s.company, 1_000_000);
    await runHourlySweepOnce(t.app.ctx);
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "OPEN",
      fundedAmount: weekMaximum(5, RATE),
    });
  });

  it("opens no week for a paused contract, and closes an unfunded week without money", async () => {
    const week = moveToNextWeek(10);
    const s = await setupHourly(t.app, { weeklyLimitHours: 5, deposit: 0 });
    await runHourlySweepOnce(t.app.ctx);
    await t.app.ctx.db
      .update(hourlyContracts)
      .set({ status: "PAUSED" })
      .where(eq(hourlyContracts.projectId, s.projectId));
    moveToNextWeek(1);
    await renewSessions(t.app, s.company);
    await depositTo(t.app, s.company, 1_000_000);
    await runHourlySweepOnce(t.app.ctx);
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({ status: "PAID", billedAmount: 0, fundedAmount: 0 });
    expect(await weekRow(t.app, s.projectId, dayOf(week, 7))).toBeUndefined();
  });
});

describe("a week without a limit", () => {
  it("funds what it billed at its close, waits for the money, then releases after the review", async () => {
    const week = moveToNextWeek(10);
    const s = await setupHourly(t.app, { weeklyLimitHours: null, deposit: 0 });
    const people = [s.company, s.freelancer, s.admin];
    await runHourlySweepOnce(t.app.ctx);
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "OPEN",
      fundedAmount: 0,
      milestoneId: null,
    });
    await logTime(t.app, {
      projectId: s.projectId,
      userId: s.freelancer.user.id,
      date: dayOf(week, 1),
      startTime: "10:00",
      minutes: 125,
    });
    moveToNextWeek(0.25);
    await renewSessions(t.app, ...people);
    await runHourlySweepOnce(t.app.ctx);
    const billed = amountForMinutes(125, RATE);
    const closed = await weekRow(t.app, s.projectId, week);
    expect(closed).toMatchObject({ status: "IN_REVIEW", billedAmount: billed, fundedAmount: 0 });
    expect(closed!.fundingNote).toMatch(/^Add ₹/);
    const page = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/hourly/weeks`));
    expect(page.items[1]).toMatchObject({ weekStart: week, fundingNote: closed!.fundingNote });
    // The window ends, but the money is not there: the release waits.
    await advanceDays(t.app, 5, people);
    await runHourlySweepOnce(t.app.ctx);
    expect((await weekRow(t.app, s.projectId, week))!.status).toBe("IN_REVIEW");
    await depositTo(t.app, s.company, 1_000_000);
    await runHourlySweepOnce(t.app.ctx);
    const paid = await weekRow(t.app, s.projectId, week);
    expect(paid).toMatchObject({ status: "PAID", fundedAmount: billed, releasedAmount: billed });
    const total = escrowFundBreakdown(billed, walletFees(t.app.ctx)).total;
    expect(await walletOf(t.app, s.company)).toMatchObject({ available: 1_000_000 - total, escrow: 0 });
    expect((await walletOf(t.app, s.freelancer)).available).toBeGreaterThan(0);
  });
});
