import { and, eq, ne, or, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyContracts } from "../../../db/schema/hourly";

/** How many hourly contracts the person is a party of that have not ended (a deletion waits for them: decision 0099). */
export async function liveHourlyContractsOf(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(hourlyContracts)
    .where(
      and(
        or(eq(hourlyContracts.companyId, userId), eq(hourlyContracts.freelancerId, userId)),
        ne(hourlyContracts.status, "ENDED"),
      ),
    );
  return row?.count ?? 0;
}
