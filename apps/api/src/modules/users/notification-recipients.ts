import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/users";
import type { Recipient } from "../notifications/index";

/** The notifications module's mail and digest ask this for addresses and time zones (decision 0104). */
export async function notificationRecipientsOf(
  ctx: AppContext,
  userIds: readonly string[],
): Promise<Map<string, Recipient>> {
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, timeZone: users.timeZone })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
}
