import type { TNotification } from "@crewlance/contracts/notifications";
import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notifications } from "../../db/schema/notifications";
import { toNotificationView } from "./service";

/**
 * The user's newest notifications: the dashboard's recent activity (decision 0048). One walk of
 * notifications_user_created_idx.
 */
export async function latestNotifications(
  ctx: AppContext,
  input: { userId: string; limit: number },
): Promise<TNotification[]> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, input.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit);
  return rows.map(toNotificationView);
}
