import { amountForMinutes, weekMaximum } from "@crewlance/contracts/hourly";
import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app";
import { taxInvoices } from "../../../db/schema/money-tax";
import { milestoneDisputes, milestones } from "../../../db/schema/projects";
import { walletFees } from "../../money/index";
import { expectLedgerBalanced } from "../../money/testing";
import { ok, renewSessions, send, sendMoney, walletOf } from "../../projects/testing";
import { runHourlySweepOnce } from "../index";
import {
  advanceDays,
  dayOf,
  type HourlySetup,
  hourlyTestApp,
  logTime,
  moveToNextWeek,
  RATE,
  setupHourly,
  weekRow,
} from "../testing";

/*
 * A week of an hourly contract end to end with the movable clock (decision 0091): funded at its
 * start, closed at its end with the unused escrow refunded and its credit note, reviewed with a
 * disputed entry, the undisputed hours released at the window's end, the rest with the admin.
 */

let t: TestApp;
let s: HourlySetup;
let week: string;
const entries: string[] = [];
const LIMIT = 10;
const DEPOSIT = 2_000_000;

beforeAll(async () => {
  t = await hourlyTestApp();
  week = moveToNextWeek(10);
  s = await setupHourly(t.app, { weeklyLimitHours: LIMIT, deposit: DEPOSIT });
});

afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

const fees = () => walletFees(t.app.ctx);

describe("a week with a limit", () => {
  it("opens and funds the week's maximum when it starts", async () => {
    await runHourlySweepOnce(t.app.ctx);
    const row = await weekRow(t.app, s.projectId, week);
    const maximum = weekMaximum(LIMIT, RATE);
    const breakdown = escrowFundBreakdown(maximum, fees());
    expect(row).toMatchObject({
      status: "OPEN",
      fundedAmount: maximum,
      clientFee: breakdown.clientFee,
      fundingNote: null,
    });
    expect(await walletOf(t.app, s.company)).toMatchObject({
      available: DEPOSIT - breakdown.total,
      escrow: breakdown.escrowed,
    });
    const [milestone] = await t.app.ctx.db.select().from(milestones).where(eq(milestones.id, row!.milestoneId!));
    expect(milestone).toMatchObject({ kind: "HOURLY_WEEK", status: "FUNDED", amount: maximum });
    expect(milestone!.title).toMatch(/^Week of \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    // A second pass acts on nothing.
    await runHourlySweepOnce(t.app.ctx);
    expect((await walletOf(t.app, s.company)).available).toBe(DEPOSIT - breakdown.total);
  });

  it("closes at the week's end: bills the minutes, refunds the unused escrow with a credit note", async () => {
    for (const [day, start, minutes] of [
      [0, "07:00", 120],
      [1, "09:00", 90],
      [2, "09:00", 45],
    ] as const) {
      const entry = await logTime(t.app, {
        projectId: s.projectId,
        userId: s.freelancer.user.id,
        date: dayOf(week, day),
        startTime: start,
        minutes,
      });
      entries.push(entry.id);
    }
    moveToNextWeek(0.5);
    await renewSessions(t.app, s.company, s.freelancer, s.otherCompany, s.stranger, s.admin);
    await runHourlySweepOnce(t.app.ctx);
    const billed = amountForMinutes(255, RATE);
    const row = await weekRow(t.app, s.projectId, week);
    expect(row).toMatchObject({ status: "IN_REVIEW", billedMinutes: 255, billedAmount: billed });
    expect(row!.refundedAmount).toBe(weekMaximum(LIMIT, RATE) - billed);
    expect(row!.reviewEndsAt!.getTime() - row!.closedAt!.getTime()).toBe(5 * 86_400_000);
    const notes = await t.app.ctx.db
      .select()
      .from(taxInvoices)
      .where(and(eq(taxInvoices.customerId, s.company.user.id), eq(taxInvoices.kind, "CREDIT_NOTE")));
    expect(notes).toHaveLength(1);
    const maximumFee = escrowFundBreakdown(weekMaximum(LIMIT, RATE), fees()).clientFee;
    expect(notes[0]!.taxableValue).toBe(maximumFee - row!.clientFee);
    // The next week opened and was funded in the same pass.
    const next = await weekRow(t.app, s.projectId, dayOf(week, 7));
    expect(next).toMatchObject({ status: "OPEN", fundedAmount: weekMaximum(LIMIT, RATE) });
  });

  it("lists the weeks newest first for both sides, and for nobody else", async () => {
    const page = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}/hourly/weeks`));
    expect(page.items.map((item: { weekStart: string }) => item.weekStart)).toEqual([dayOf(week, 7), week]);
    expect(page.items[1]).toMatchObject({ status: "IN_REVIEW", loggedMinutes: 255, disputeId: null });
    await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/hourly/weeks`));
    const stranger = await send(t.app, s.otherCompany, "GET", `/api/projects/${s.projectId}/hourly/weeks`);
    expect(stranger.statusCode).toBe(404);
  });

  it("lets the company dispute entries of the week in review, each once, and withdraw", async () => {
    const url = `/api/projects/${s.projectId}/hourly/weeks/${week}/disputes`;
    const body = { entries: [{ entryId: entries[2], reason: "I did not ask for this work on Wednesday." }] };
    expect((await send(t.app, s.otherCompany, "POST", url, body)).statusCode).toBe(404);
    expect((await send(t.app, s.freelancer, "POST", url, body)).statusCode).toBe(403);
    const tooShort = await send(t.app, s.company, "POST", url, { entries: [{ entryId: entries[2], reason: "no" }] });
    expect(tooShort.statusCode).toBe(400);
    const disputed = await ok(send(t.app, s.company, "POST", url, body));
    expect(disputed.disputedAmount).toBe(amountForMinutes(45, RATE));
    const twice = await send(t.app, s.company, "POST", url, body);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].message).toBe("This entry is already disputed.");
    const otherWeek = await send(
      t.app,
      s.company,
      "POST",
      `/api/projects/${s.projectId}/hourly/weeks/${dayOf(week, 7)}/disputes`,
      body,
    );
    expect(otherWeek.statusCode).toBe(409);
    // Disputing a second entry, then withdrawing it.
    await ok(
      send(t.app, s.company, "POST", url, {
        entries: [{ entryId: entries[1], reason: "Ninety minutes for a small fix is too long." }],
      }),
    );
    const withdrawUrl = `${url}/${entries[1]}`;
    expect((await send(t.app, s.otherCompany, "DELETE", withdrawUrl)).statusCode).toBe(404);
    expect((await send(t.app, s.freelancer, "DELETE", withdrawUrl)).statusCode).toBe(403);
    const withdrawn = await ok(send(t.app, s.company, "DELETE", withdrawUrl));
    expect(withdrawn.disputedAmount).toBe(amountForMinutes(45, RATE));
  });

  it("releases the undisputed hours when the window ends and sends the rest to the admin", async () => {
    await advanceDays(t.app, 4, [s.company, s.freelancer, s.admin]);
    await runHourlySweepOnce(t.app.ctx);
    expect((await weekRow(t.app, s.projectId, week))!.status).toBe("IN_REVIEW");
    await advanceDays(t.app, 1, [s.company, s.freelancer, s.admin, s.otherCompany]);
    await runHourlySweepOnce(t.app.ctx);
    const billed = amountForMinutes(255, RATE);
    const disputed = amountForMinutes(45, RATE);
    const row = await weekRow(t.app, s.projectId, week);
    expect(row).toMatchObject({ status: "DISPUTED", releasedAmount: billed - disputed, disputedAmount: disputed });
    expect((await walletOf(t.app, s.freelancer)).available).toBeGreaterThan(0);
    const [dispute] = await t.app.ctx.db
      .select()
      .from(milestoneDisputes)
      .where(eq(milestoneDisputes.milestoneId, row!.milestoneId!));
    expect(dispute).toMatchObject({
      status: "OPEN",
      openedBySide: "COMPANY",
      frozenFrom: "SUBMITTED",
      openedBy: s.company.user.id,
    });
    expect(dispute!.reason).toContain("45 min");
    expect(dispute!.reason).toContain("I did not ask for this work on Wednesday.");
    const [milestone] = await t.app.ctx.db.select().from(milestones).where(eq(milestones.id, row!.milestoneId!));
    expect(milestone).toMatchObject({ status: "DISPUTED", amount: disputed });
    // Disputes close with the window.
    const late = await send(t.app, s.company, "POST", `/api/projects/${s.projectId}/hourly/weeks/${week}/disputes`, {
      entries: [{ entryId: entries[0], reason: "Too late to dispute this one now." }],
    });
    expect(late.statusCode).toBe(409);
    // The admin releases the disputed hours through the existing resolve route.
    const before = (await walletOf(t.app, s.freelancer)).available;
    await ok(
      sendMoney(t.app, s.admin, `/api/admin/disputes/${dispute!.id}/resolve`, {
        outcome: "RELEASE",
        note: "The work was done.",
      }),
    );
    expect((await walletOf(t.app, s.freelancer)).available).toBeGreaterThan(before);
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "SETTLED",
      releasedAmount: billed,
      refundedAmount: weekMaximum(LIMIT, RATE) - billed,
    });
    const page = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/hourly/weeks`));
    expect(page.items[1].disputeId).toBe(dispute!.id);
    // The project's activity tells the week's billing in hourly words.
    const activity = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/activity?limit=50`));
    const types = activity.items.map((item: { type: string }) => item.type);
    expect(types).toEqual(expect.arrayContaining(["HOURLY_WEEK_FUNDED", "HOURLY_WEEK_CLOSED", "HOURLY_WEEK_DISPUTED"]));
    expect(types).not.toEqual(expect.arrayContaining(["MILESTONE_FUNDED"]));
  });

  it("shows the hourly payments in the dashboards' earnings and spending", async () => {
    const freelancer = await ok(send(t.app, s.freelancer, "GET", "/api/dashboard"));
    const earned = freelancer.earningsByMonth.reduce((sum: number, month: { amount: number }) => sum + month.amount, 0);
    expect(earned).toBe((await walletOf(t.app, s.freelancer)).available);
    const company = await ok(send(t.app, s.company, "GET", "/api/dashboard"));
    const spent = company.spendByMonth.reduce((sum: number, month: { amount: number }) => sum + month.amount, 0);
    expect(spent).toBeGreaterThanOrEqual(amountForMinutes(255, RATE));
  });
});
