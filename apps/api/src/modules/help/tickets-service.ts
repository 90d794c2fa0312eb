import { ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { supportTickets } from "../../db/schema/help";

/*
 * Support tickets (spec B11, decision 0049): a user opens one from /help, an admin answers it
 * from the queue, either side may write again until it is closed.
 */

/** Tickets not closed yet (OPEN or ANSWERED): the admin dashboard's "open support tickets". */
export async function countOpenSupportTickets(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(ne(supportTickets.status, "CLOSED"));
  return row?.count ?? 0;
}
