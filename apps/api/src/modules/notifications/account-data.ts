import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notificationDigests, notificationPreferences, notifications } from "../../db/schema/notifications";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";

/* The notifications module's side of "your data" (decision 0099). */

/** notifications.json: every notification the person has, the switches they changed and their digest. */
export async function notificationDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const rows = await ctx.db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const preferences = await ctx.db
    .select({
      group: notificationPreferences.group,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
      updatedAt: notificationPreferences.updatedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const [digest] = await ctx.db
    .select({ frequency: notificationDigests.frequency, lastSentAt: notificationDigests.lastSentAt })
    .from(notificationDigests)
    .where(eq(notificationDigests.userId, userId));
  return { data: { notifications: rows, notificationPreferences: preferences, digest: digest ?? null }, files: [] };
}

/** The AccountDeleted listener: a deleted account's notifications, switches and digest go; nothing requires keeping them. */
export async function deleteNotificationsOf(txCtx: TxContext, input: { userId: string }): Promise<void> {
  await txCtx.db.delete(notifications).where(eq(notifications.userId, input.userId));
  await txCtx.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, input.userId));
  await txCtx.db.delete(notificationDigests).where(eq(notificationDigests.userId, input.userId));
}
