import { buildCappedPagination, LIST_COUNT_CAP, type TPagination } from "@crewlance/contracts/common";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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

/**
 * Whether a list search reads its matches first (`idsIfFew`, decision 0106): one for words or for
 * skills, both matched in a GIN index whose values run from common to ones hardly any row has, and
 * PostgreSQL's guess of how many rows a rare one matches can be far off.
 */
export const readsMatchesFirst = (search: { q?: string; skills?: readonly string[] }) =>
  Boolean(search.q) || search.skills !== undefined;

/**
 * The ids of the rows of `table` matching `where` when at most LIST_COUNT_CAP do, read in no order
 * (at most one more than the cap, so the database takes whichever index finds them); null when
 * more match (decision 0106).
 */
export async function idsIfFew(
  ctx: AppContext,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
): Promise<string[] | null> {
  const rows = await ctx.db
    .select({ id: sql<string>`${id}` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1);
  return rows.length > LIST_COUNT_CAP ? null : rows.map((row) => row.id);
}

/** PostgreSQL's estimate from which a search is taken to match more rows than the cap (decision 0111). */
export const SURELY_PAST_CAP = 5 * LIST_COUNT_CAP;

/**
 * Whether PostgreSQL's own estimate of the rows matching `where` is at least SURELY_PAST_CAP
 * (decision 0111): the statement is planned, never run, so no row is read. A search that surely
 * matches more than the cap pages along its order's index, which meets a page of matches soon, and
 * says "1,000+" without reading a thousand matches to find out.
 */
export async function surelyPastCap(ctx: AppContext, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const { rows } = await ctx.db.execute<{ "QUERY PLAN": unknown }>(
    sql`explain (format json) ${ctx.db.select({ one: sql`1` }).from(table).where(where)}`,
  );
  const plan = rows[0]?.["QUERY PLAN"];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as [{ Plan: { "Plan Rows": number } }];
  return parsed[0].Plan["Plan Rows"] >= SURELY_PAST_CAP;
}

/**
 * Runs a page's statement and its capped count side by side (two pooled connections on the
 * server), and returns the rows with the page numbers the screens show.
 */
export async function pageWithCappedTotal<Row>(
  queries: { page: PromiseLike<Row[]>; count: PromiseLike<{ value: number }[]> },
  paging: { page: number; limit: number },
): Promise<{ rows: Row[]; pagination: TPagination }> {
  const [rows, [counted]] = await Promise.all([queries.page, queries.count]);
  return { rows, pagination: buildCappedPagination(counted?.value ?? 0, paging.page, paging.limit) };
}
