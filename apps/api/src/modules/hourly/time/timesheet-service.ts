import { indiaDateOf, type TTimesheet, weekStartOf } from "@crewlance/contracts/hourly";
import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyTimeEntries } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import { type HourlyContractRow, loadContract } from "../access";
import type { HourlyWeekRow } from "../billing/open-week";
import { weekViews } from "../billing/week-view";
import { findWeek, weekTermsOf } from "../weeks";
import { entryView } from "./entry-view";
import { withinContract } from "./logging-week";

/*
 * A week's timesheet (decision 0091): the week as both sides see it and its seven days with
 * their entries, for anyone with access to the project. The current week, before anyone opened
 * it, shows empty with the contract's terms.
 */

const DAY_MS = 86_400_000;
/** The id of a week that has no row yet: the current one, before it opens. */
const UNOPENED_WEEK_ID = "00000000-0000-0000-0000-000000000000";

function unopenedWeek(contract: HourlyContractRow, weekStart: string): HourlyWeekRow {
  const at = now();
  return {
    id: UNOPENED_WEEK_ID,
    projectId: contract.projectId,
    weekStart,
    ...weekTermsOf(contract),
    milestoneId: null,
    fundedAmount: 0,
    clientFee: 0,
    fundingNote: null,
    billedMinutes: 0,
    billedAmount: 0,
    disputedAmount: 0,
    releasedAmount: 0,
    refundedAmount: 0,
    fundedAt: null,
    closedAt: null,
    reviewEndsAt: null,
    paidAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

export async function readTimesheet(
  ctx: AppContext,
  input: { projectId: string; userId: string; weekStart: string },
): Promise<TTimesheet> {
  const { contract } = await loadContract(ctx, input);
  const { weekStart } = input;
  if (weekStartOf(new Date(`${weekStart}T12:00:00Z`)) !== weekStart) {
    throw new AppError("VALIDATION_ERROR", "A week is named by its Monday.", [
      { path: "weekStart", message: "Give the Monday the week starts on." },
    ]);
  }
  const row = await findWeek(ctx, { projectId: input.projectId, weekStart });
  const current =
    weekStart === weekStartOf(now()) && contract.status !== "ENDED" && withinContract(contract, weekStart);
  if (!row && !current) throw notFound("Week");
  const week = row ?? unopenedWeek(contract, weekStart);
  const [view] = await weekViews(ctx, [week]);
  const entries = row
    ? await ctx.db
        .select()
        .from(hourlyTimeEntries)
        .where(and(eq(hourlyTimeEntries.projectId, input.projectId), eq(hourlyTimeEntries.weekStart, weekStart)))
        .orderBy(asc(hourlyTimeEntries.startedAt))
    : [];
  const weekOpen = week.status === "OPEN";
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.parse(`${weekStart}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10);
    const ofDay = entries.filter((entry) => indiaDateOf(entry.startedAt) === date);
    return {
      date,
      minutes: ofDay.reduce((sum, entry) => sum + entry.minutes, 0),
      entries: ofDay.map((entry) => entryView(entry, { viewerId: input.userId, weekOpen })),
    };
  });
  return { week: view!, days };
}
