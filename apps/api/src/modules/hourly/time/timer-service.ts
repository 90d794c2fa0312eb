import {
  indiaMidnight,
  TIME_MEMO_MIN,
  type TTimerState,
  type TTimerStopResult,
  weekStartOf,
} from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyTimers } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { loadProjectTitles } from "../../projects/index";
import { loadContract } from "../access";
import { durationText, shortDate } from "../words";
import { entryView } from "./entry-view";
import { mustBeFreelancer, prepareCurrentWeek, weekOpenForLogging } from "./logging-week";
import { lockPersonTime } from "./person-lock";
import { entriesFromTimer, type TimerRow } from "./timer-entries";
import { loggedInWeek, minutesLeftOf } from "./week-minutes";

/*
 * A person's one running timer (decision 0091), kept on the server so a reload or a second tab
 * sees it: start on a contract the person logs on, stop to make its entries.
 */

async function findTimer(ctx: AppContext, userId: string, lock = false): Promise<TimerRow | undefined> {
  const query = ctx.db.select().from(hourlyTimers).where(eq(hourlyTimers.userId, userId));
  const [timer] = lock ? await query.for("update") : await query;
  return timer;
}

async function timerState(ctx: AppContext, timer: TimerRow | undefined): Promise<TTimerState> {
  if (!timer) return { timer: null };
  const titles = await loadProjectTitles(ctx, [timer.projectId]);
  return {
    timer: {
      projectId: timer.projectId,
      projectTitle: titles.get(timer.projectId) ?? "",
      startedAt: timer.startedAt.toISOString(),
      memo: timer.memo,
    },
  };
}

export async function readTimer(ctx: AppContext, input: { userId: string }): Promise<TTimerState> {
  return timerState(ctx, await findTimer(ctx, input.userId));
}

export async function startTimer(
  ctx: AppContext,
  input: { projectId: string; userId: string; memo?: string },
): Promise<TTimerState> {
  await prepareCurrentWeek(ctx, input);
  return withTransaction(ctx, async (txCtx) => {
    const { contract, side } = await loadContract(txCtx, { ...input, lock: true });
    mustBeFreelancer(side);
    await lockPersonTime(txCtx, input.userId);
    const running = await findTimer(txCtx, input.userId);
    if (running) {
      const { timer } = await timerState(txCtx, running);
      throw new AppError("CONFLICT", `Your timer is running on ${timer!.projectTitle}: stop it first.`);
    }
    const at = now();
    if (at < indiaMidnight(contract.startDate)) {
      throw new AppError(
        "CONFLICT",
        `The contract starts on ${shortDate(contract.startDate)}: start the timer from then.`,
      );
    }
    const week = await weekOpenForLogging(txCtx, { contract, weekStart: weekStartOf(at) });
    if (minutesLeftOf(week, (await loggedInWeek(txCtx, { week })).logged) === 0) {
      throw new AppError("CONFLICT", "No time is left this week: the weekly limit is used.");
    }
    const [timer] = await txCtx.db
      .insert(hourlyTimers)
      .values({ userId: input.userId, projectId: input.projectId, startedAt: at, memo: input.memo ?? null })
      .returning();
    return timerState(txCtx, timer);
  });
}

const notRunning = () => new AppError("CONFLICT", "Your timer is not running.");

/** A memo the entry may keep: the one given, else the start's when it says enough. */
export function timerMemo(given: string | undefined, timer: TimerRow): string | undefined {
  const memo = (given ?? timer.memo ?? "").trim();
  return memo.length >= TIME_MEMO_MIN ? memo : undefined;
}

export async function stopTimer(
  ctx: AppContext,
  input: { userId: string; memo?: string },
): Promise<{ result: TTimerStopResult; message: string }> {
  const seen = await findTimer(ctx, input.userId);
  if (!seen) throw notRunning();
  await prepareCurrentWeek(ctx, { projectId: seen.projectId, userId: input.userId });
  return withTransaction(ctx, async (txCtx) => {
    await loadContract(txCtx, { projectId: seen.projectId, userId: input.userId, lock: true });
    await lockPersonTime(txCtx, input.userId);
    const timer = await findTimer(txCtx, input.userId, true);
    if (timer?.projectId !== seen.projectId) throw notRunning();
    const memo = timerMemo(input.memo, timer);
    if (!memo) {
      throw new AppError("BUSINESS_RULE", "Say what you worked on before you stop the timer.", [
        { path: "memo", message: `Say what you worked on in at least ${TIME_MEMO_MIN} characters.` },
      ]);
    }
    const made = await entriesFromTimer(txCtx, { timer, until: now(), memo });
    await txCtx.db.delete(hourlyTimers).where(eq(hourlyTimers.userId, input.userId));
    return {
      result: { entries: made.entries.map((entry) => entryView(entry, { viewerId: input.userId, weekOpen: true })) },
      message: stopMessage(made.entries, made.notes),
    };
  });
}

function stopMessage(entries: readonly { minutes: number }[], notes: readonly string[]): string {
  const minutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const logged = minutes > 0 ? `Timer stopped: ${durationText(minutes)} logged.` : "Timer stopped.";
  return [logged, ...notes].join(" ");
}

/** Used by the contract's pause and end and by a week's close: the rows are locked by the caller. */
export async function timersOn(txCtx: TxContext, projectId: string): Promise<TimerRow[]> {
  return txCtx.db.select().from(hourlyTimers).where(eq(hourlyTimers.projectId, projectId)).for("update");
}
