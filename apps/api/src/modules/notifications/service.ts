import { CHAT_SERVER_EVENTS } from "@crewlance/contracts/chat";
import { notificationGroupOf } from "@crewlance/contracts/notification-groups";
import type { TNotification } from "@crewlance/contracts/notifications";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notifications } from "../../db/schema/notifications";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { afterCommit, isTxContext } from "../../lib/transaction";
import { realtimeOf } from "../../realtime/publisher";
import { deliverOnOtherChannels } from "./channels";
import { scheduleDigestsOf } from "./digest-schedule";
import { preferencesOf, wants } from "./preferences";

type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = {
  userId: string;
  /** Machine name of the event, e.g. WELCOME, APPLICATION_RECEIVED. */
  type: string;
  title: string;
  body: string;
  /** In-app path the notification leads to, e.g. /tasks/<id>. */
  link?: string | null;
  data?: Record<string, unknown>;
};

export function toNotificationView(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

type RawNotificationRow = {
  id: string;
  user_id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown>;
  read_at: Date | string | null;
  created_at: Date | string;
};

/**
 * One insert with a parameter per column rather than per value: an alert reaches thousands at
 * once, and building a statement with a parameter per value cost more than the database's work.
 */
async function insertNotifications(
  ctx: AppContext,
  inputs: readonly (NewNotification & { read: boolean })[],
  at: Date,
): Promise<NotificationRow[]> {
  const column = (pick: (input: NewNotification & { read: boolean }) => string | null) =>
    sql`${sql.param(inputs.map(pick))}::text[]`;
  const result = await ctx.db.execute<RawNotificationRow>(sql`
    insert into ${notifications} (user_id, type, title, body, link, data, read_at, created_at)
    select given.user_id::uuid, given.type, given.title, given.body, given.link, given.data::jsonb,
           case when given.read then ${at.toISOString()}::timestamptz end, ${at.toISOString()}::timestamptz
      from unnest(${column((input) => input.userId)}, ${column((input) => input.type)},
                  ${column((input) => input.title)}, ${column((input) => input.body)},
                  ${column((input) => input.link ?? null)}, ${column((input) => JSON.stringify(input.data ?? {}))},
                  ${sql.param(inputs.map((input) => input.read))}::boolean[])
        as given(user_id, type, title, body, link, data, read)
    returning id, user_id, type, title, body, link, data, read_at, created_at`);
  return result.rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
  }));
}

/**
 * Records a notification for a user. Other modules call it with the txCtx of their
 * withTransaction so the notification exists exactly when the event it tells of does; once that
 * commits, it is pushed to the user's open sockets (`notification:new`) with the new badge count,
 * and a rolled-back one is never heard of.
 */
export async function createNotification(ctx: AppContext, input: NewNotification): Promise<TNotification> {
  const [view] = await createNotifications(ctx, [input]);
  return view!;
}

/**
 * After the commit, the notifications go live to those of their people connected now (on any
 * instance), each with their unread count: an alert reaches thousands, few of them online, and
 * an app that connects later asks for its count then. Asked after the commit, so no transaction
 * waits on the other instances.
 */
async function tellConnected(ctx: AppContext, rows: readonly NotificationRow[]): Promise<void> {
  const realtime = realtimeOf(ctx);
  const online = await realtime.connectedUsersAmong([...new Set(rows.map((row) => row.userId))]);
  const heard = rows.filter((row) => online.has(row.userId));
  if (heard.length === 0) return;
  const unread = await unreadCountsOf(
    ctx,
    heard.map((row) => row.userId),
  );
  for (const row of heard) {
    realtime.toUser(row.userId, CHAT_SERVER_EVENTS.notificationNew, {
      notification: toNotificationView(row),
      unreadCount: unread.get(row.userId) ?? 0,
    });
  }
}

/**
 * createNotification for many at once (a task's applicants, a team's members): one insert and one
 * badge count for all of them, whatever their number. Each user's push carries their own count.
 * A notification whose person turned its group off in the app is kept already read, for the
 * other channels and the person's history, and is neither counted nor pushed live (decision 0104).
 */
export async function createNotifications(
  ctx: AppContext,
  inputs: readonly NewNotification[],
): Promise<TNotification[]> {
  if (inputs.length === 0) return [];
  const at = now();
  const book = await preferencesOf(
    ctx,
    inputs.map((input) => input.userId),
  );
  const rows = await insertNotifications(
    ctx,
    inputs.map((input) => ({
      ...input,
      read: !wants(book, input.userId, notificationGroupOf(input.type), "in_app"),
    })),
    at,
  );
  await deliverOnOtherChannels(ctx, rows, book);
  await scheduleDigestsOf(
    ctx,
    rows.map((row) => row.userId),
    at,
  );
  const unread = rows.filter((row) => row.readAt === null);
  if (realtimeOf(ctx).attached && unread.length > 0) {
    afterCommit(ctx, () => tellConnected(isTxContext(ctx) ? ctx.outside : ctx, unread));
  }
  return rows.map(toNotificationView);
}

/** The same notification to each of `userIds` (a team's members, its managers), as createNotifications. */
export function notifyEach(
  ctx: AppContext,
  userIds: readonly string[],
  note: Omit<NewNotification, "userId">,
): Promise<TNotification[]> {
  return createNotifications(
    ctx,
    userIds.map((userId) => ({ ...note, userId })),
  );
}

/** Unread counts of several users in one statement (notifications_user_unread_idx). */
async function unreadCountsOf(ctx: AppContext, userIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ userId: notifications.userId, value: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...new Set(userIds)]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.value]));
}

/** Backed by the partial index notifications_user_unread_idx. */
export async function countUnreadNotifications(ctx: AppContext, input: { userId: string }): Promise<number> {
  const [row] = await ctx.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, input.userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks one of the user's notifications read (idempotent); someone else's is "not found". */
export async function markNotificationRead(
  ctx: AppContext,
  input: { userId: string; notificationId: string },
): Promise<TNotification> {
  const mine = and(eq(notifications.id, input.notificationId), eq(notifications.userId, input.userId));
  const [updated] = await ctx.db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(mine, isNull(notifications.readAt)))
    .returning();
  if (updated) return toNotificationView(updated);
  const [existing] = await ctx.db.select().from(notifications).where(mine);
  if (!existing) throw notFound("Notification");
  return toNotificationView(existing);
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(ctx: AppContext, input: { userId: string }): Promise<number> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.userId, input.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
