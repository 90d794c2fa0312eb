import type { TApplicationCounts } from "@crewlance/contracts/tasks";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications } from "../../db/schema/tasks";

export const EMPTY_COUNTS = (): TApplicationCounts => ({
  PENDING: 0,
  SHORTLISTED: 0,
  ACCEPTED: 0,
  REJECTED: 0,
  WITHDRAWN: 0,
});

export async function applicationCounts(
  ctx: AppContext,
  where: SQL,
  groupKey: typeof applications.taskId | typeof applications.applicantId,
) {
  const rows = await ctx.db
    .select({ status: applications.status, value: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(where)
    .groupBy(groupKey, applications.status);
  const counts = EMPTY_COUNTS();
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}
