import { indiaMidnight, type ZTimeEntryBody } from "@crewlance/contracts/hourly";
import { and, desc, eq, gt, gte, lt, ne } from "drizzle-orm";
import type { z } from "zod";
import { hourlyTimeEntries, hourlyTimers } from "../../../db/schema/hourly";
import { AppError } from "../../../lib/errors";
import type { TxContext } from "../../../lib/transaction";
import { loadProjectTitles } from "../../projects/index";
import { indiaClock, shortDate } from "../words";

/*
 * Where a manual entry lies (decision 0091): a date in India with a start and end time, or a
 * duration placed after the person's last entry that day (from 09:00 when there is none), and
 * the refusal when it would overlap another entry of the same person on any contract.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DAY_STARTS_MINUTES = 9 * 60;

export type EntryBody = z.infer<typeof ZTimeEntryBody>;
export type EntrySpan = {
  startedAt: Date;
  endedAt: Date;
  minutes: number;
  /** The field a refusal of the span points at: the end time, or the duration. */
  field: "endTime" | "minutes";
};

export function refuse(field: string, message: string): AppError {
  return new AppError("BUSINESS_RULE", message, [{ path: field, message }]);
}

const minutesOfClock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export async function spanOf(
  txCtx: TxContext,
  input: { userId: string; body: EntryBody; exceptEntryId?: string },
): Promise<EntrySpan> {
  const { body } = input;
  const midnight = indiaMidnight(body.date).getTime();
  if (body.startTime !== undefined && body.endTime !== undefined) {
    const startedAt = new Date(midnight + minutesOfClock(body.startTime) * MINUTE_MS);
    const endedAt = new Date(midnight + minutesOfClock(body.endTime) * MINUTE_MS);
    return { startedAt, endedAt, minutes: (endedAt.getTime() - startedAt.getTime()) / MINUTE_MS, field: "endTime" };
  }
  const minutes = body.minutes!;
  const [last] = await txCtx.db
    .select({ endedAt: hourlyTimeEntries.endedAt })
    .from(hourlyTimeEntries)
    .where(
      and(
        eq(hourlyTimeEntries.userId, input.userId),
        gte(hourlyTimeEntries.startedAt, new Date(midnight)),
        lt(hourlyTimeEntries.startedAt, new Date(midnight + DAY_MS)),
        input.exceptEntryId ? ne(hourlyTimeEntries.id, input.exceptEntryId) : undefined,
      ),
    )
    .orderBy(desc(hourlyTimeEntries.endedAt))
    .limit(1);
  const startedAt = last?.endedAt ?? new Date(midnight + DAY_STARTS_MINUTES * MINUTE_MS);
  const endedAt = new Date(startedAt.getTime() + minutes * MINUTE_MS);
  if (endedAt.getTime() > midnight + DAY_MS) {
    throw refuse(
      "minutes",
      `There is no room for that on ${shortDate(body.date)} after your last entry: give a start and end time.`,
    );
  }
  return { startedAt, endedAt, minutes, field: "minutes" };
}

/** Refuses a span that overlaps another entry of the person, or their running timer. */
export async function refuseOverlap(
  txCtx: TxContext,
  input: { userId: string; span: EntrySpan; exceptEntryId?: string },
): Promise<void> {
  const { span } = input;
  const field = span.field === "minutes" ? "minutes" : "startTime";
  const [other] = await txCtx.db
    .select()
    .from(hourlyTimeEntries)
    .where(
      and(
        eq(hourlyTimeEntries.userId, input.userId),
        lt(hourlyTimeEntries.startedAt, span.endedAt),
        gt(hourlyTimeEntries.endedAt, span.startedAt),
        input.exceptEntryId ? ne(hourlyTimeEntries.id, input.exceptEntryId) : undefined,
      ),
    )
    .orderBy(hourlyTimeEntries.startedAt)
    .limit(1);
  if (other) {
    const title = (await loadProjectTitles(txCtx, [other.projectId])).get(other.projectId);
    throw refuse(field, `Overlaps your entry ${indiaClock(other.startedAt)}–${indiaClock(other.endedAt)} on ${title}.`);
  }
  const [timer] = await txCtx.db
    .select()
    .from(hourlyTimers)
    .where(and(eq(hourlyTimers.userId, input.userId), lt(hourlyTimers.startedAt, span.endedAt)));
  if (timer) {
    const title = (await loadProjectTitles(txCtx, [timer.projectId])).get(timer.projectId);
    throw refuse(field, `Overlaps your timer running since ${indiaClock(timer.startedAt)} on ${title}.`);
  }
}
