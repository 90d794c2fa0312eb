import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import type { TNotification } from "@crewlance/contracts/notifications";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { notifications } from "../../db/schema/notifications";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { countUnreadNotifications, toNotificationView } from "./service";

/*
 * Newest first, written exactly as notifications_user_created_idx is declared (NULLS LAST
 * included) so the index walk stops after one page instead of sorting the user's feed.
 */
const newestFirst = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`];

/**
 * Keyset position: strictly older than the notification named by the cursor. Its creation time
 * is read in the database, so no precision is lost on the way through JavaScript; a cursor that
 * is not one of the user's notifications matches nothing (an empty page).
 */
function olderThan(userId: string, cursor: string): SQL {
  return sql`(${notifications.createdAt}, ${notifications.id}) < (
    select c.created_at, c.id from ${notifications} as c where c.id = ${cursor} and c.user_id = ${userId})`;
}

/**
 * One page of the user's notifications, by page number or after a cursor (decision
 * 0013); one row more than the page is read to know whether a next page exists. The total is
 * counted up to LIST_COUNT_CAP like every list.
 */
export async function listNotifications(
  ctx: AppContext,
  input: { userId: string; page: number; limit: number; cursor?: string },
): Promise<{ items: TNotification[]; pagination: TPagination; nextCursor: string | null; unreadCount: number }> {
  const mine = eq(notifications.userId, input.userId);
  const [rows, [total], unreadCount] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(input.cursor ? and(mine, olderThan(input.userId, input.cursor)) : mine)
      .orderBy(...newestFirst)
      .limit(input.limit + 1)
      .offset(input.cursor ? 0 : (input.page - 1) * input.limit),
    countUpToCap(ctx, notifications, mine),
    countUnreadNotifications(ctx, { userId: input.userId }),
  ]);
  const page = rows.slice(0, input.limit);
  return {
    items: page.map(toNotificationView),
    pagination: buildCappedPagination(total?.value ?? 0, input.page, input.limit),
    nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null,
    unreadCount,
  };
}
