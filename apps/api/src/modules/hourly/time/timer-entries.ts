import { weekBounds, weekStartOf } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import { hourlyContracts, hourlyTimeEntries, type hourlyTimers } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import type { TxContext } from "../../../lib/transaction";
import { openWeek } from "../billing/open-week";
import { findWeek } from "../weeks";
import { durationText, shortDate } from "../words";
import type { TimeEntryRow } from "./entry-view";
import { withinContract } from "./logging-week";
import { loggedInWeek, minutesLeftOf } from "./week-minutes";

export type TimerRow = typeof hourlyTimers.$inferSelect;

/*
 * What a timer's run becomes (decision 0091): entries, one per week it ran in, each capped at the
 * minutes its week has left. A part in a week that is no longer open (closed, or never funded)
 * does not count; less than a minute makes no entry. The notes say what was cut or left out.
 */

const MINUTE_MS = 60_000;

export type TimedEntries = { entries: TimeEntryRow[]; notes: string[] };

/** The timer's time from its start up to `until` as entries. The caller holds the rows' and the person's locks. */
export async function entriesFromTimer(
  txCtx: TxContext,
  input: { timer: TimerRow; until: Date; memo: string },
): Promise<TimedEntries> {
  const made: TimedEntries = { entries: [], notes: [] };
  let from = input.timer.startedAt;
  while (from < input.until) {
    const { endsAt } = weekBounds(weekStartOf(from));
    const to = endsAt < input.until ? endsAt : input.until;
    await timedPart(txCtx, { timer: input.timer, memo: input.memo, from, to }, made);
    from = to;
  }
  if (made.entries.length === 0 && made.notes.length === 0) {
    made.notes.push("Less than a minute was timed, so no entry was made.");
  }
  return made;
}

async function timedPart(
  txCtx: TxContext,
  part: { timer: TimerRow; memo: string; from: Date; to: Date },
  made: TimedEntries,
): Promise<void> {
  const minutes = Math.floor((part.to.getTime() - part.from.getTime()) / MINUTE_MS);
  if (minutes < 1) return;
  const weekStart = weekStartOf(part.from);
  const week = await weekForPart(txCtx, part.timer.projectId, weekStart);
  if (week?.status !== "OPEN") {
    made.notes.push(
      `${durationText(minutes)} in the week of ${shortDate(weekStart)} did not count: that week is not open.`,
    );
    return;
  }
  const left = minutesLeftOf(week, (await loggedInWeek(txCtx, { week })).logged);
  const kept = left === null ? minutes : Math.min(minutes, left);
  if (kept < minutes) {
    made.notes.push(
      kept === 0
        ? "No time was left this week, so no entry was made."
        : `The entry was cut to ${durationText(kept)}, the time left this week.`,
    );
  }
  if (kept === 0) return;
  const [entry] = await txCtx.db
    .insert(hourlyTimeEntries)
    .values({
      projectId: part.timer.projectId,
      weekStart,
      userId: part.timer.userId,
      startedAt: part.from,
      endedAt: new Date(part.from.getTime() + kept * MINUTE_MS),
      minutes: kept,
      memo: part.memo,
      source: "TIMER",
    })
    .returning();
  made.entries.push(entry!);
}

/** The week a timed part belongs to; the current week is opened when the contract still runs. */
async function weekForPart(txCtx: TxContext, projectId: string, weekStart: string) {
  const week = await findWeek(txCtx, { projectId, weekStart });
  if (week || weekStart !== weekStartOf(now())) return week;
  const [contract] = await txCtx.db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId));
  if (contract?.status !== "ACTIVE" || !withinContract(contract, weekStart)) return undefined;
  return openWeek(txCtx, { contract, weekStart });
}
