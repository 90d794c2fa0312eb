import { amountForMinutes, type THourlyWeek } from "@crewlance/contracts/hourly";
import { and, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyTimeEntries } from "../../../db/schema/hourly";
import type { HourlyWeekRow } from "./week-writes";

const DAY_MS = 86_400_000;

/** Minutes logged per (contract, week), in all and by hand, for the weeks given. */
async function minutesOf(ctx: AppContext, weeks: readonly HourlyWeekRow[]) {
  const projectIds = [...new Set(weeks.map((week) => week.projectId))];
  const starts = [...new Set(weeks.map((week) => week.weekStart))];
  const totals = new Map<string, { logged: number; manual: number }>();
  if (weeks.length === 0) return totals;
  const rows = await ctx.db
    .select({
      projectId: hourlyTimeEntries.projectId,
      weekStart: hourlyTimeEntries.weekStart,
      logged: sql<number>`coalesce(sum(${hourlyTimeEntries.minutes}), 0)::int`,
      manual: sql<number>`coalesce(sum(${hourlyTimeEntries.minutes}) filter (where ${hourlyTimeEntries.source} = 'MANUAL'), 0)::int`,
    })
    .from(hourlyTimeEntries)
    .where(and(inArray(hourlyTimeEntries.projectId, projectIds), inArray(hourlyTimeEntries.weekStart, starts)))
    .groupBy(hourlyTimeEntries.projectId, hourlyTimeEntries.weekStart);
  for (const row of rows) totals.set(`${row.projectId}:${row.weekStart}`, { logged: row.logged, manual: row.manual });
  return totals;
}

/**
 * Weeks as both sides see them (ZHourlyWeek), in the order given. `disputeIds` maps a week's
 * milestone id to its dispute, when the caller has it.
 */
export async function weekViews(
  ctx: AppContext,
  weeks: readonly HourlyWeekRow[],
  disputeIds: ReadonlyMap<string, string> = new Map(),
): Promise<THourlyWeek[]> {
  const minutes = await minutesOf(ctx, weeks);
  return weeks.map((week) => {
    const { logged, manual } = minutes.get(`${week.projectId}:${week.weekStart}`) ?? { logged: 0, manual: 0 };
    const limit = week.weeklyLimitHours === null ? null : week.weeklyLimitHours * 60;
    return {
      id: week.id,
      weekStart: week.weekStart,
      weekEnd: new Date(Date.parse(`${week.weekStart}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10),
      status: week.status,
      rate: week.rate,
      weeklyLimitHours: week.weeklyLimitHours,
      manualPolicy: week.manualPolicy,
      manualLimitHours: week.manualLimitHours,
      loggedMinutes: logged,
      manualMinutes: manual,
      minutesLeft: limit === null ? null : Math.max(0, limit - logged),
      amountSoFar: amountForMinutes(logged, week.rate),
      fundedAmount: week.fundedAmount,
      clientFee: week.clientFee,
      // While the week waits for money: at its start with a limit, or at its close without one.
      fundingNote: week.fundedAt ? null : week.fundingNote,
      billedAmount: week.billedAmount,
      disputedAmount: week.disputedAmount,
      releasedAmount: week.releasedAmount,
      refundedAmount: week.refundedAmount,
      reviewEndsAt: week.reviewEndsAt?.toISOString() ?? null,
      paidAt: week.paidAt?.toISOString() ?? null,
      disputeId: week.milestoneId ? (disputeIds.get(week.milestoneId) ?? null) : null,
    };
  });
}
