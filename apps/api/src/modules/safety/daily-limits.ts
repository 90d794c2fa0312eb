import type { TStanding } from "@crewlance/contracts/safety";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { safetyDailyCounts, safetyFirstCompletions } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { loadUserSummaries } from "../users";

/** What a new account may do only so many times a day (config `safety`). */
export type DailyAction = "PROPOSAL" | "OFFER" | "CONVERSATION";

const DAY_MS = 24 * 60 * 60 * 1000;

const WORDS: Record<DailyAction, { limit: (n: number) => string; more: string }> = {
  PROPOSAL: { limit: (n) => `send ${n} proposal${n === 1 ? "" : "s"}`, more: "send more" },
  OFFER: { limit: (n) => `send ${n} offer${n === 1 ? "" : "s"}`, more: "send more" },
  CONVERSATION: { limit: (n) => `start ${n} new conversation${n === 1 ? "" : "s"}`, more: "start more" },
};

/** India's calendar day of `at` (YYYY-MM-DD): the limits reset at midnight in India (decision 0092). */
export function indiaDayOf(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(at);
}

/**
 * Until when `userId` counts as a new account — config `safety.newAccountDays` after sign-up,
 * ended early by a first completed project — or null when it does not (admins never do).
 */
export async function newAccountUntil(ctx: AppContext, userId: string): Promise<Date | null> {
  const person = (await loadUserSummaries(ctx, [userId])).get(userId);
  if (!person || person.role === "ADMIN") return null;
  const until = new Date(person.createdAt.getTime() + ctx.config.safety.newAccountDays * DAY_MS);
  if (until <= now()) return null;
  const [completed] = await ctx.db
    .select({ at: safetyFirstCompletions.completedAt })
    .from(safetyFirstCompletions)
    .where(eq(safetyFirstCompletions.userId, userId))
    .limit(1);
  return completed ? null : until;
}

function limitOf(ctx: AppContext, action: DailyAction): number {
  const { proposalsPerDay, offersPerDay, conversationsPerDay } = ctx.config.safety;
  return { PROPOSAL: proposalsPerDay, OFFER: offersPerDay, CONVERSATION: conversationsPerDay }[action];
}

/**
 * Counts one `action` for `userId` today (India's day) and refuses with DAILY_LIMIT_REACHED —
 * naming the limit and when it resets — when the account is new and the day's limit is used up.
 * Call it inside the transaction that does the action, so a refused or rolled-back action does
 * not count; the upsert's row lock keeps two requests at once from both taking the last one.
 */
export async function takeDailyAllowance(txCtx: TxContext, userId: string, action: DailyAction): Promise<void> {
  if (!(await newAccountUntil(txCtx, userId))) return;
  const limit = limitOf(txCtx, action);
  const [row] = await txCtx.db
    .insert(safetyDailyCounts)
    .values({ userId, action, day: indiaDayOf(now()), count: 1 })
    .onConflictDoUpdate({
      target: [safetyDailyCounts.userId, safetyDailyCounts.action, safetyDailyCounts.day],
      set: { count: sql`${safetyDailyCounts.count} + 1` },
    })
    .returning({ count: safetyDailyCounts.count });
  if ((row?.count ?? 0) <= limit) return;
  const words = WORDS[action];
  throw new AppError(
    "DAILY_LIMIT_REACHED",
    `New accounts can ${words.limit(limit)} a day. You can ${words.more} after 12:00 am (India time) tomorrow, or once your first project is completed.`,
  );
}

/** The limits a new account works under, for its standing page; null once the account is not new. */
export async function newAccountLimitsOf(ctx: AppContext, userId: string): Promise<TStanding["newAccountLimits"]> {
  const until = await newAccountUntil(ctx, userId);
  if (!until) return null;
  const { proposalsPerDay, offersPerDay, conversationsPerDay } = ctx.config.safety;
  return { until: until.toISOString(), proposalsPerDay, offersPerDay, conversationsPerDay };
}
