import { weekMaximum } from "@crewlance/contracts/hourly";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hourlyContracts } from "../../../db/schema/hourly";
import { projectActivity } from "../../../db/schema/projects";
import { expectLedgerBalanced } from "../../money/testing";
import { renewSessions } from "../../projects/testing";
import { runHourlySweepOnce } from "../index";
import { advanceDays, appPerFile, dayOf, logTime, moveToNextWeek, RATE, setupHourly, weekRow } from "../testing";

/*
 * The billing jobs act once per (contract, week) (decision 0091 "Jobs"): two instances on one
 * database sweeping the same weeks at once, and a restart between the close and the release.
 */

const t = appPerFile(expectLedgerBalanced);

/** Ledger transactions of each type for the project's escrow. */
async function moves(projectId: string) {
  const rows = await t.app.ctx.db.execute<{ type: string; count: string | number }>(
    sql`select type, count(*) as count from wallet_transactions where reference_project_id = ${projectId} group by type`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.type, Number(row.count)]));
}

describe("two instances, one database", () => {
  it("open, fund, close and release each week once", async () => {
    const week = moveToNextWeek(10);
    const s = await setupHourly(t.app, { weeklyLimitHours: 10, deposit: 5_000_000 });
    const second = await t.startAnotherInstance();
    try {
      const both = () =>
        Promise.all([runHourlySweepOnce(t.app.ctx), runHourlySweepOnce(second.app.ctx), runHourlySweepOnce(t.app.ctx)]);
      await both();
      expect(await moves(s.projectId)).toEqual({ ESCROW_FUND: 1 });
      await logTime(t.app, {
        projectId: s.projectId,
        userId: s.freelancer.user.id,
        date: dayOf(week, 2),
        startTime: "11:00",
        minutes: 60,
      });
      moveToNextWeek(0.1);
      await both();
      await both();
      expect(await moves(s.projectId)).toEqual({ ESCROW_FUND: 2, ESCROW_REFUND: 1 });
      await advanceDays(t.app, 5, [s.company, s.freelancer]);
      await both();
      await both();
      expect(await moves(s.projectId)).toEqual({ ESCROW_FUND: 2, ESCROW_REFUND: 1, ESCROW_RELEASE: 1 });
      expect(await weekRow(t.app, s.projectId, week)).toMatchObject({ status: "PAID", releasedAmount: RATE });
      // One activity entry per step of the week, however many instances ran it.
      const activity = await t.app.ctx.db
        .select({ type: projectActivity.type })
        .from(projectActivity)
        .where(eq(projectActivity.projectId, s.projectId));
      const billing = activity.map((row) => row.type).filter((type) => type.startsWith("HOURLY_WEEK_"));
      expect(billing.sort()).toEqual([
        "HOURLY_WEEK_CLOSED",
        "HOURLY_WEEK_FUNDED",
        "HOURLY_WEEK_FUNDED",
        "HOURLY_WEEK_PAID",
      ]);
    } finally {
      await second.close();
    }
  });
});

describe("a restart between the close and the release", () => {
  it("does nothing twice", async () => {
    const week = moveToNextWeek(10);
    const s = await setupHourly(t.app, { weeklyLimitHours: 4, deposit: 5_000_000 });
    await runHourlySweepOnce(t.app.ctx);
    await t.app.ctx.db
      .update(hourlyContracts)
      .set({ status: "PAUSED" })
      .where(eq(hourlyContracts.projectId, s.projectId));
    await logTime(t.app, {
      projectId: s.projectId,
      userId: s.freelancer.user.id,
      date: dayOf(week, 3),
      startTime: "11:00",
      minutes: 90,
    });
    moveToNextWeek(0.1);
    // One instance closes the week on its start pass, then goes away.
    const first = await t.startAnotherInstance();
    await first.close();
    expect((await weekRow(t.app, s.projectId, week))!.status).toBe("IN_REVIEW");
    expect(await moves(s.projectId)).toEqual({ ESCROW_FUND: 1, ESCROW_REFUND: 1 });
    await advanceDays(t.app, 5, [s.company, s.freelancer]);
    await renewSessions(t.app, s.company);
    // Another starts on the same database after the window: it releases, once, and no pass after acts again.
    const restarted = await t.startAnotherInstance();
    await restarted.close();
    await runHourlySweepOnce(t.app.ctx);
    expect(await moves(s.projectId)).toEqual({ ESCROW_FUND: 1, ESCROW_REFUND: 1, ESCROW_RELEASE: 1 });
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "PAID",
      releasedAmount: (90 * RATE) / 60,
      refundedAmount: weekMaximum(4, RATE) - (90 * RATE) / 60,
    });
  });
});
