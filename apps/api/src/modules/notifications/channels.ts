import { notificationGroupOf, type TNotificationGroup } from "@crewlance/contracts/notification-groups";
import type { AppContext } from "../../context";
import type { notifications } from "../../db/schema/notifications";
import { type PreferenceBook, wants } from "./preferences";

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as a channel other than the app delivers it. */
export type DeliverableNotification = {
  id: string;
  userId: string;
  type: string;
  group: TNotificationGroup;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown>;
};

export type OtherChannel = "email" | "push";

/**
 * Sends notifications on one channel. It runs inside the transaction that records them, so it
 * only queues (the mail queue, the push queue) and wakes its worker after the commit: what is
 * queued commits with the notification or not at all, and no request waits for SMTP or a push
 * service.
 */
export type ChannelSender = (ctx: AppContext, notifications: DeliverableNotification[]) => Promise<void>;

const senders = new Map<OtherChannel, ChannelSender>();

/** Each module that delivers on a channel registers its sender once, in its `listen()`. */
export function registerNotificationChannel(channel: OtherChannel, send: ChannelSender): void {
  senders.set(channel, send);
}

/** Alert matches of daily and weekly saved searches wait for the digest mail. */
function deliveredAtOnce(row: NotificationRow): boolean {
  const frequency = row.data.frequency;
  return frequency === undefined || frequency === "instant";
}

/**
 * Hands freshly recorded notifications to every registered channel, in the caller's transaction:
 * each sender gets only those whose person wants that channel for that group (`book`, read once
 * for the whole batch by createNotifications; decision 0104).
 */
export async function deliverOnOtherChannels(
  ctx: AppContext,
  rows: readonly NotificationRow[],
  book: PreferenceBook,
): Promise<void> {
  const now = rows.filter(deliveredAtOnce).map(
    (row): DeliverableNotification => ({
      id: row.id,
      userId: row.userId,
      type: row.type,
      group: notificationGroupOf(row.type),
      title: row.title,
      body: row.body,
      link: row.link,
      data: row.data,
    }),
  );
  if (now.length === 0) return;
  for (const [channel, send] of senders) {
    const wanted = now.filter((note) => wants(book, note.userId, note.group, channel));
    if (wanted.length > 0) await send(ctx, wanted);
  }
}
