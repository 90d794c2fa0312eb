import { type TTimeEntry, weekStartOf } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyTimeEntries } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { notFound } from "../../../lib/errors";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { type HourlyContractRow, loadContract } from "../access";
import { findWeek } from "../weeks";
import { durationText, shortDate, weeklyLimitText } from "../words";
import { type EntryBody, type EntrySpan, refuse, refuseOverlap, spanOf } from "./entry-span";
import { entryView, type TimeEntryRow } from "./entry-view";
import { mustBeFreelancer, prepareCurrentWeek, weekClosed, weekOpenForLogging } from "./logging-week";
import { lockPersonTime } from "./person-lock";
import { loggedInWeek, minutesLeftOf } from "./week-minutes";

/*
 * Manual time (decision 0091): the freelancer side adds entries; their author edits or deletes
 * them while the week is open. Each write locks the project, the contract, then the person, so
 * racing entries can neither overlap nor pass a limit together.
 */

type Placed = { span: EntrySpan; weekStart: string; source: "TIMER" | "MANUAL" };

/** Where the entry goes and whether the rules let it: 422 with a field error, or 409 for the week. */
async function placeEntry(
  txCtx: TxContext,
  input: { contract: HourlyContractRow; userId: string; body: EntryBody; editing?: TimeEntryRow },
): Promise<Placed> {
  const { contract, userId, body, editing } = input;
  if (body.date < contract.startDate) {
    throw refuse("date", `The contract starts on ${shortDate(contract.startDate)}: log time from then.`);
  }
  const span = await spanOf(txCtx, { userId, body, exceptEntryId: editing?.id });
  if (span.endedAt > now()) throw refuse(span.field, "An entry cannot reach into the future.");
  const weekStart = weekStartOf(span.startedAt);
  const week = await weekOpenForLogging(txCtx, { contract, weekStart });
  await refuseOverlap(txCtx, { userId, span, exceptEntryId: editing?.id });
  const { logged, manual } = await loggedInWeek(txCtx, { week, exceptEntryId: editing?.id });
  const left = minutesLeftOf(week, logged);
  if (left !== null && span.minutes > left) throw refuse(span.field, weeklyLimitText(left));
  const unmoved =
    editing?.startedAt.getTime() === span.startedAt.getTime() && editing.endedAt.getTime() === span.endedAt.getTime();
  const source = unmoved ? editing.source : "MANUAL";
  if (source === "MANUAL" && week.manualPolicy === "LIMITED") {
    const manualLeft = Math.max(0, (week.manualLimitHours ?? 0) * 60 - manual);
    if (span.minutes > manualLeft) {
      throw refuse(
        span.field,
        manualLeft === 0
          ? "No manual time is left this week: use the timer."
          : `Only ${durationText(manualLeft)} of manual time left this week.`,
      );
    }
  }
  return { span, weekStart, source };
}

const placedValues = (placed: Placed, memo: string) => ({
  weekStart: placed.weekStart,
  startedAt: placed.span.startedAt,
  endedAt: placed.span.endedAt,
  minutes: placed.span.minutes,
  memo,
  source: placed.source,
});

export async function addEntry(
  ctx: AppContext,
  input: { projectId: string; userId: string; body: EntryBody },
): Promise<TTimeEntry> {
  await prepareCurrentWeek(ctx, input);
  return withTransaction(ctx, async (txCtx) => {
    const { contract, side } = await loadContract(txCtx, { ...input, lock: true });
    mustBeFreelancer(side);
    await lockPersonTime(txCtx, input.userId);
    const placed = await placeEntry(txCtx, { contract, userId: input.userId, body: input.body });
    const [entry] = await txCtx.db
      .insert(hourlyTimeEntries)
      .values({ projectId: input.projectId, userId: input.userId, ...placedValues(placed, input.body.memo) })
      .returning();
    return entryView(entry!, { viewerId: input.userId, weekOpen: true });
  });
}

async function findEntry(ctx: AppContext, entryId: string, lock = false): Promise<TimeEntryRow | undefined> {
  const query = ctx.db.select().from(hourlyTimeEntries).where(eq(hourlyTimeEntries.id, entryId));
  const [entry] = lock ? await query.for("update") : await query;
  return entry;
}

/**
 * Runs `work` on the author's own entry with the project, contract and person locked, while the
 * entry's week is open; anyone else's entry is not found.
 */
async function withOwnEntry<T>(
  ctx: AppContext,
  input: { entryId: string; userId: string },
  work: (txCtx: TxContext, found: { entry: TimeEntryRow; contract: HourlyContractRow }) => Promise<T>,
): Promise<T> {
  const seen = await findEntry(ctx, input.entryId);
  if (seen?.userId !== input.userId) throw notFound("Time entry");
  await prepareCurrentWeek(ctx, { projectId: seen.projectId, userId: input.userId });
  return withTransaction(ctx, async (txCtx) => {
    const { contract, side } = await loadContract(txCtx, {
      projectId: seen.projectId,
      userId: input.userId,
      lock: true,
    });
    mustBeFreelancer(side);
    await lockPersonTime(txCtx, input.userId);
    const entry = await findEntry(txCtx, input.entryId, true);
    if (!entry) throw notFound("Time entry");
    const week = await findWeek(txCtx, { projectId: entry.projectId, weekStart: entry.weekStart });
    if (week?.status !== "OPEN") throw weekClosed();
    return work(txCtx, { entry, contract });
  });
}

export async function updateEntry(
  ctx: AppContext,
  input: { entryId: string; userId: string; body: EntryBody },
): Promise<TTimeEntry> {
  return withOwnEntry(ctx, input, async (txCtx, { entry, contract }) => {
    const placed = await placeEntry(txCtx, { contract, userId: input.userId, body: input.body, editing: entry });
    const [updated] = await txCtx.db
      .update(hourlyTimeEntries)
      .set({ ...placedValues(placed, input.body.memo), updatedAt: now() })
      .where(eq(hourlyTimeEntries.id, entry.id))
      .returning();
    return entryView(updated!, { viewerId: input.userId, weekOpen: true });
  });
}

export async function deleteEntry(ctx: AppContext, input: { entryId: string; userId: string }): Promise<void> {
  await withOwnEntry(ctx, input, async (txCtx, { entry }) => {
    await txCtx.db.delete(hourlyTimeEntries).where(eq(hourlyTimeEntries.id, entry.id));
  });
}
