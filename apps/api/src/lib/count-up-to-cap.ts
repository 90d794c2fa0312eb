import { LIST_COUNT_CAP } from "@crewlance/contracts/common";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";

/**
 * Counts the rows of `table` matching `where`, but reads at most LIST_COUNT_CAP + 1 of them
 * (decision 0013): a broad filter never scans the whole table, and the one extra row tells
 * "1,000+" apart from exactly 1,000. Every list's total goes through here.
 */
export function countUpToCap(ctx: AppContext, table: PgTable, where: SQL | undefined) {
  const counted = ctx.db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as("counted");
  return ctx.db.select({ value: count() }).from(counted);
}
