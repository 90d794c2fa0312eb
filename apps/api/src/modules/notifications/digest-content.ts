import { ALERT_MATCH, notificationGroupOf } from "@crewlance/contracts/notification-groups";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notifications } from "../../db/schema/notifications";
import { type PreferenceBook, wants } from "./preferences";

type NotificationRow = typeof notifications.$inferSelect;

export type DigestContent = { unread: NotificationRow[]; alertMatches: NotificationRow[] };

const WEEK_MS = 7 * 86_400_000;
/** What one digest lists at most; the rest is one "and more" line with the app's link. */
export const DIGEST_MAX_ITEMS = 50;
/** Rows one digest reads at most, so a flood never makes a pass slow. */
const DIGEST_READ_LIMIT = 500;

function heldFor(row: NotificationRow): "daily" | "weekly" | null {
  if (row.type !== ALERT_MATCH) return null;
  const frequency = row.data.frequency;
  return frequency === "daily" || frequency === "weekly" ? frequency : null;
}

/**
 * What a digest sent for `slot` tells of (decision 0104): notifications still unread that came
 * from `windowStart` until the slot, and the alert matches held for the digest — daily ones of
 * that window, and on a Monday morning the weekly ones of the week before. Only groups the person
 * wants by email; read through notifications_user_created_idx.
 */
export async function digestContentOf(
  ctx: AppContext,
  input: { userId: string; windowStart: Date; slot: Date; monday: boolean; book: PreferenceBook },
): Promise<DigestContent & { total: number }> {
  const weekStart = new Date(input.slot.getTime() - WEEK_MS);
  const from = input.monday && weekStart < input.windowStart ? weekStart : input.windowStart;
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        gte(notifications.createdAt, from),
        lt(notifications.createdAt, input.slot),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(DIGEST_READ_LIMIT);
  const unread: NotificationRow[] = [];
  const alertMatches: NotificationRow[] = [];
  for (const row of rows) {
    if (!wants(input.book, input.userId, notificationGroupOf(row.type), "email")) continue;
    const held = heldFor(row);
    if (held === "weekly") {
      if (input.monday && row.createdAt >= weekStart) alertMatches.push(row);
    } else if (row.createdAt >= input.windowStart) {
      if (held === "daily") alertMatches.push(row);
      else if (row.readAt === null) unread.push(row);
    }
  }
  return { unread, alertMatches, total: unread.length + alertMatches.length };
}
