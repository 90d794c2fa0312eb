import { indiaDateOf } from "@crewlance/contracts/hourly";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyTimeEntries } from "../../../db/schema/hourly";
import { indiaClock } from "../words";
import type { HourlyWeekRow } from "./week-writes";

/**
 * The dispute's reason for the admin: every disputed entry of the week (date, time, minutes, memo
 * and the company's reason), as the evidence decision 0091 asks for.
 */
export async function disputeReasonOf(ctx: AppContext, week: HourlyWeekRow): Promise<string> {
  const entries = await ctx.db
    .select()
    .from(hourlyTimeEntries)
    .where(
      and(
        eq(hourlyTimeEntries.projectId, week.projectId),
        eq(hourlyTimeEntries.weekStart, week.weekStart),
        isNotNull(hourlyTimeEntries.disputedAt),
      ),
    )
    .orderBy(asc(hourlyTimeEntries.startedAt));
  const lines = entries.map(
    (entry) =>
      `- ${indiaDateOf(entry.startedAt)} ${indiaClock(entry.startedAt)}–${indiaClock(entry.endedAt)} (${entry.minutes} min, ${entry.source === "TIMER" ? "timer" : "manual"}): "${entry.memo}". The company's reason: ${entry.disputeReason}`,
  );
  return [
    `The company disputes ${entries.length === 1 ? "1 entry" : `${entries.length} entries`} of the week of ${week.weekStart}:`,
    ...lines,
  ].join("\n");
}
