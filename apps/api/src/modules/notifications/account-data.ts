import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notifications } from "../../db/schema/notifications";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";

/* The notifications module's side of "your data" (decision 0099). */

/** notifications.json: every notification the person has. */
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
  return { data: { notifications: rows }, files: [] };
}

/** The AccountDeleted listener: a deleted account's notifications go; nothing requires keeping them. */
export async function deleteNotificationsOf(txCtx: TxContext, input: { userId: string }): Promise<void> {
  await txCtx.db.delete(notifications).where(eq(notifications.userId, input.userId));
}
