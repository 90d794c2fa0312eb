import type { AppContext } from "../../../context";
import type { HourlyWeekRow } from "../billing/open-week";
import { weekMinutes } from "../weeks";

/** Minutes logged in the week, in all and by hand, leaving out the entry being edited. */
export async function loggedInWeek(
  ctx: AppContext,
  input: { week: HourlyWeekRow; exceptEntryId?: string | undefined },
): Promise<{ logged: number; manual: number }> {
  return weekMinutes(ctx, {
    projectId: input.week.projectId,
    weekStart: input.week.weekStart,
    exceptEntryId: input.exceptEntryId,
  });
}

/** The minutes the week's limit still allows (null: no limit). */
export function minutesLeftOf(week: HourlyWeekRow, logged: number): number | null {
  return week.weeklyLimitHours === null ? null : Math.max(0, week.weeklyLimitHours * 60 - logged);
}
