import { DEFAULT_DIGEST_FREQUENCY, type TDigestFrequency } from "@crewlance/contracts/notification-preferences";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notificationDigests } from "../../db/schema/notifications";
import { now } from "../../lib/clock";

/*
 * Each person's digest row (decision 0104). A row asks the sweep to work out its next 09:00
 * (`needs_schedule`, due now) when it is made and whenever the frequency or time zone changes;
 * the sweep knows the time zone, this module's writers need not.
 */

/**
 * Gives everyone in a batch of new notifications a digest row if they have none yet: their
 * digest covers what came from now on. Sorted, so two batches never wait on each other in turn.
 */
export async function scheduleDigestsOf(ctx: AppContext, userIds: readonly string[], at: Date): Promise<void> {
  const unique = [...new Set(userIds)].sort();
  await ctx.db
    .insert(notificationDigests)
    .values(unique.map((userId) => ({ userId, nextDigestAt: at, needsSchedule: true, windowStart: at, updatedAt: at })))
    .onConflictDoNothing();
}

export async function digestFrequencyOf(ctx: AppContext, userId: string): Promise<TDigestFrequency> {
  const [row] = await ctx.db
    .select({ frequency: notificationDigests.frequency })
    .from(notificationDigests)
    .where(eq(notificationDigests.userId, userId));
  return row?.frequency ?? DEFAULT_DIGEST_FREQUENCY;
}

/** Off clears the schedule; daily or weekly has the sweep find the next slot at once. */
export async function setDigestFrequency(ctx: AppContext, userId: string, frequency: TDigestFrequency): Promise<void> {
  const at = now();
  const schedule =
    frequency === "off" ? { nextDigestAt: null, needsSchedule: false } : { nextDigestAt: at, needsSchedule: true };
  await ctx.db
    .insert(notificationDigests)
    .values({ userId, frequency, windowStart: at, updatedAt: at, ...schedule })
    .onConflictDoUpdate({ target: notificationDigests.userId, set: { frequency, updatedAt: at, ...schedule } });
}

/** The users module calls this when a person's time zone changes: their next 09:00 moves. */
export async function rescheduleDigest(ctx: AppContext, input: { userId: string }): Promise<void> {
  const at = now();
  await ctx.db
    .update(notificationDigests)
    .set({ nextDigestAt: at, needsSchedule: true, updatedAt: at })
    .where(and(eq(notificationDigests.userId, input.userId), isNotNull(notificationDigests.nextDigestAt)));
}
