import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { hourlyTimeEntries, hourlyWeeks } from "../../db/schema/hourly";
import type { HourlyContractRow } from "./access";
import type { HourlyWeekRow } from "./billing/week-writes";

/* A contract's week as every part reads it: its row, its minutes, and the terms it snapshots. */

type WeekKey = { projectId: string; weekStart: string };

/** The contract's week row, or undefined when it was never opened; `lock` takes it FOR UPDATE (after the project and contract). */
export async function findWeek(ctx: AppContext, input: WeekKey, lock = false): Promise<HourlyWeekRow | undefined> {
  const query = ctx.db
    .select()
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.projectId, input.projectId), eq(hourlyWeeks.weekStart, input.weekStart)));
  const [week] = lock ? await query.for("update") : await query;
  return week;
}

/** The week's row locked, or null when it was never opened. */
export async function lockWeek(ctx: AppContext, input: WeekKey): Promise<HourlyWeekRow | null> {
  return (await findWeek(ctx, input, true)) ?? null;
}

/** Minutes logged in the week: in all, by hand and disputed, leaving out the entry being edited. */
export async function weekMinutes(
  ctx: AppContext,
  input: WeekKey & { exceptEntryId?: string | undefined },
): Promise<{ logged: number; manual: number; disputed: number }> {
  const minutes = hourlyTimeEntries.minutes;
  const [row] = await ctx.db
    .select({
      logged: sql<number>`coalesce(sum(${minutes}), 0)::int`,
      manual: sql<number>`coalesce(sum(${minutes}) filter (where ${hourlyTimeEntries.source} = 'MANUAL'), 0)::int`,
      disputed: sql<number>`coalesce(sum(${minutes}) filter (where ${isNotNull(hourlyTimeEntries.disputedAt)}), 0)::int`,
    })
    .from(hourlyTimeEntries)
    .where(
      and(
        eq(hourlyTimeEntries.projectId, input.projectId),
        eq(hourlyTimeEntries.weekStart, input.weekStart),
        input.exceptEntryId ? ne(hourlyTimeEntries.id, input.exceptEntryId) : undefined,
      ),
    );
  return { logged: Number(row?.logged ?? 0), manual: Number(row?.manual ?? 0), disputed: Number(row?.disputed ?? 0) };
}

/** What a week snapshots of the contract's terms when it opens (decision 0091), and its first status. */
export function weekTermsOf(contract: HourlyContractRow) {
  return {
    status: contract.weeklyLimitHours === null ? ("OPEN" as const) : ("UNFUNDED" as const),
    rate: contract.rate,
    weeklyLimitHours: contract.weeklyLimitHours,
    manualPolicy: contract.manualPolicy,
    manualLimitHours: contract.manualLimitHours,
  };
}
