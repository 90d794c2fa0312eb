import type { TNotificationChannel, TNotificationGroup } from "@crewlance/contracts/notification-groups";
import { defaultPreference, isEssential, type TPreferenceChange } from "@crewlance/contracts/notification-preferences";
import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notificationPreferences } from "../../db/schema/notifications";
import { now } from "../../lib/clock";

/** The switches some people changed, keyed `group:channel`; everything absent is the default. */
export type PreferenceBook = Map<string, Map<string, boolean>>;

/** Every changed switch of everyone in a batch, in one query (decision 0104). */
export async function preferencesOf(ctx: AppContext, userIds: readonly string[]): Promise<PreferenceBook> {
  const unique = [...new Set(userIds)];
  const book: PreferenceBook = new Map();
  if (unique.length === 0) return book;
  const rows = await ctx.db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, unique));
  for (const row of rows) {
    const mine = book.get(row.userId) ?? new Map<string, boolean>();
    mine.set(`${row.group}:${row.channel}`, row.enabled);
    book.set(row.userId, mine);
  }
  return book;
}

/** Whether a person wants a group on a channel: essential ones always, else their switch or the default. */
export function wants(
  book: PreferenceBook,
  userId: string,
  group: TNotificationGroup,
  channel: TNotificationChannel,
): boolean {
  if (isEssential(group, channel)) return true;
  return book.get(userId)?.get(`${group}:${channel}`) ?? defaultPreference(group, channel);
}

/** Stores switches as the person set them, in one statement; essential ones are refused before this (routes' service). */
export async function storePreferenceChanges(
  ctx: AppContext,
  userId: string,
  changes: readonly TPreferenceChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const at = now();
  // The last word on a switch named twice in one request wins, as it would in turn.
  const latest = new Map(changes.map((change) => [`${change.group}:${change.channel}`, change]));
  await ctx.db
    .insert(notificationPreferences)
    .values([...latest.values()].map((change) => ({ userId, ...change, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.group, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: at },
    });
}

/** Whether one person wants one group on one channel (chat's own message mail asks this). */
export async function wantsChannel(
  ctx: AppContext,
  input: { userId: string; group: TNotificationGroup; channel: TNotificationChannel },
): Promise<boolean> {
  return wants(await preferencesOf(ctx, [input.userId]), input.userId, input.group, input.channel);
}
