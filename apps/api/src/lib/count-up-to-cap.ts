import { buildCappedPagination, LIST_COUNT_CAP, type TPagination } from "@crewlance/contracts/common";
import { count, getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import { now } from "./clock";
import { type Bind, bindValues, rowsOfShape } from "./statement-shapes";

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
 * Whether a list search reads its matches first (`sliceIfFew`, decision 0106): one for words or for
 * skills, both matched in a GIN index whose values run from common to ones hardly any row has, and
 * PostgreSQL's guess of how many rows a rare one matches can be far off.
 */
export const readsMatchesFirst = (search: { q?: string; skills?: readonly string[] }) =>
  Boolean(search.q) || search.skills !== undefined;

/**
 * A search's condition, built once per shape (lib/statement-shapes.ts, decision 0125): `shape`
 * names which filters it has, `where` writes them with `bind`, and `values` are this search's.
 * `broader` names the conditions of the same search with some of its filters left out, which
 * match every row it matches: one found to have few matches says it has few too (decision 0127).
 */
export type Condition<Values> = {
  shape: string;
  where: (bind: Bind<Values>) => SQL | undefined;
  values: Values;
  broader?: () => readonly SearchKey<Values>[];
};

/** What a search's verdict is kept under: its condition's shape and values. */
type SearchKey<Values> = Pick<Condition<Values>, "shape" | "values">;

/**
 * The order a search's few matches are returned in: its name (part of the statement's shape), the
 * columns it reads, and the order itself.
 */
export type MatchOrder = { name: string; columns: readonly PgColumn[]; orderBy: readonly SQL[] };

/** A search's few matches: how many there are, and the ids of those in the slice asked for. */
export type FewMatches = { total: number; ids: string[] };

/** Which of a search's few matches, in their order, a caller needs: `size` of them after the first `offset`. */
export type MatchSlice = { offset: number; size: number };

/** A read of a search's matches: the rows of `table` matching `condition`, numbered in `order`, and the slice wanted. */
export type MatchesRead<Values> = {
  table: PgTable;
  id: PgColumn;
  condition: Condition<Values>;
  order: MatchOrder;
  slice: MatchSlice;
};

/**
 * How many rows of the read's table match its condition, and the ids of its slice of them in its
 * order, when at most LIST_COUNT_CAP do; null when more match (decision 0106), which
 * `surelyPastCap` then answers for a minute (decision 0122). At most one more than the cap is
 * read, in no order, so the database takes whichever index finds them; those few are then numbered
 * in the order (decision 0123), so a page, or a relevance block (decision 0129), is a slice of them
 * and only its own rows are read for its cards. The numbering, the count and the slice stay in the
 * database: only the slice's rows come back (decision 0137), and the first match's, which carries
 * the count when the slice is past the last.
 */
export async function sliceIfFew<Values>(ctx: AppContext, read: MatchesRead<Values>): Promise<FewMatches | null> {
  const rows = await sliceRows(ctx, read, LIST_COUNT_CAP);
  const [first] = rows;
  const key = verdictKey(read.table, read.condition);
  if (!first || first[TOTAL] <= LIST_COUNT_CAP) {
    keepVerdict(ctx, key, "few");
    return fewOf(rows, read.slice);
  }
  keepVerdict(ctx, key, "found past cap", pastCap(first));
  return null;
}

/**
 * As `sliceIfFew`, for a search found past the cap: its matches when at most `atMost` match, read
 * the same way, in no order and then numbered (decision 0138); null when more do. No verdict is kept.
 */
export async function sliceIfAtMost<Values>(
  ctx: AppContext,
  read: MatchesRead<Values>,
  atMost: number,
): Promise<FewMatches | null> {
  const rows = await sliceRows(ctx, read, atMost);
  const [first] = rows;
  return !first || first[TOTAL] <= atMost ? fewOf(rows, read.slice) : null;
}

/** The statement of `sliceIfFew` with the read's values written in, unexecuted: the plan tests read it. */
export function sliceWithValues<Values>(ctx: AppContext, read: MatchesRead<Values>): SQL {
  return sliceStatement(ctx, read, LIST_COUNT_CAP, bindValues(sliceValues(read)));
}

/** The read's rows: its slice's and the first match's, at most `atMost` + 1 matches read. */
function sliceRows<Values>(ctx: AppContext, read: MatchesRead<Values>, atMost: number): Promise<SliceRow[]> {
  const shape = `ids:${getTableName(read.table)}:${read.condition.shape}:${read.order.name}:${atMost}`;
  return rowsOfShape<Values & SliceValues, SliceRow>(
    ctx,
    shape,
    (bind) => sliceStatement(ctx, read, atMost, bind),
    sliceValues(read),
  );
}

const fewOf = (rows: SliceRow[], slice: MatchSlice): FewMatches => ({
  total: rows[0]?.[TOTAL] ?? 0,
  ids: rows.filter((row) => row[POSITION] > slice.offset).map((row) => String(row[MATCH_ID])),
});

const sliceValues = <Values>(read: MatchesRead<Values>): Values & SliceValues => ({
  ...read.condition.values,
  sliceOffset: read.slice.offset,
  sliceSize: read.slice.size,
});

function sliceStatement<Values>(
  ctx: AppContext,
  { table, id, condition, order }: MatchesRead<Values>,
  atMost: number,
  bind: Bind<Values & SliceValues>,
): SQL {
  const name = getTableName(table);
  const matches = ctx.db
    .select({
      ...Object.fromEntries([id, ...order.columns].map((column) => [column.name, column])),
      [BLOCK]: sql`(ctid::text::point)[0]`.as(BLOCK),
    })
    .from(table)
    .where(condition.where(bind))
    .limit(atMost + 1);
  // The limit keeps the few matches a subquery of their own, never merged into the numbering:
  // named as the table, so the order written against its columns numbers them. Each match's heap
  // block, and the table's rows a block, tell how many rows its matches were found among (`pastCap`).
  const numbered = sql`select ${id} as ${sql.identifier(MATCH_ID)}, (row_number() over (order by ${sql.join([...order.orderBy], sql`, `)}))::int as ${sql.identifier(POSITION)}, (count(*) over ())::int as ${sql.identifier(TOTAL)}, max(${sql.identifier(BLOCK)}) over () as ${sql.identifier(LAST_BLOCK)} from ${matches} as ${sql.identifier(name)}`;
  const statistic = (column: string) => sql`(select ${sql.raw(column)} from pg_class where oid = ${name}::regclass)`;
  const [first, last] = [
    sql`${bind("sliceOffset")}::int`,
    sql`${bind("sliceOffset")}::int + ${bind("sliceSize")}::int`,
  ];
  return sql`select ${sql.identifier(MATCH_ID)}, ${sql.identifier(POSITION)}, ${sql.identifier(TOTAL)}, ${sql.identifier(LAST_BLOCK)}, ${statistic("reltuples")} as ${sql.identifier(TABLE_ROWS)}, ${statistic("relpages")} as ${sql.identifier(TABLE_BLOCKS)} from (${numbered}) as ${sql.identifier("numbered")} where ${sql.identifier(POSITION)} = 1 or (${sql.identifier(POSITION)} > ${first} and ${sql.identifier(POSITION)} <= ${last}) order by ${sql.identifier(POSITION)}`;
}

/** The columns the read of a search's matches returns. */
const MATCH_ID = "match_id";
const POSITION = "position";
const TOTAL = "total";
const BLOCK = "match_block";
const LAST_BLOCK = "last_block";
const TABLE_ROWS = "table_rows";
const TABLE_BLOCKS = "table_blocks";

type SliceValues = { sliceOffset: number; sliceSize: number };

/** One row of that read; PostgreSQL's `real` and `float8` come back as numbers, its `int` too. */
type SliceRow = {
  [MATCH_ID]: string;
  [POSITION]: number;
  [TOTAL]: number;
  [LAST_BLOCK]: number;
  [TABLE_ROWS]: number;
  [TABLE_BLOCKS]: number;
};

/**
 * What is known of the matches of a search past the cap: the table holds about `matches` of them,
 * one among each `rowsPerMatch` of its rows, as the read of its matches found (`pastCap`, decision
 * 0136) or PostgreSQL estimates (decision 0139): `from`. Empty when neither says.
 */
export type PastCapEstimate = { rowsPerMatch?: number; matches?: number; from?: "read" | "plan" };

/**
 * What the matches of a search read past the cap say of all of them (decision 0136). A bitmap heap
 * scan reads the table's blocks in order, so the matches read came from its blocks up to the last
 * one read: by the table's statistics, `rowsPerMatch` of its rows were there for each of them, and
 * the table holds about `matches` such. Empty when the table has no statistics yet.
 */
function pastCap(first: SliceRow): PastCapEstimate {
  const tableRows = Number(first[TABLE_ROWS]);
  const tableBlocks = Number(first[TABLE_BLOCKS]);
  if (!(tableRows > 0 && tableBlocks > 0)) return {};
  const blocksRead = Math.min(Number(first[LAST_BLOCK]) + 1, tableBlocks);
  return {
    rowsPerMatch: (blocksRead * (tableRows / tableBlocks)) / first[TOTAL],
    matches: (first[TOTAL] * tableBlocks) / blocksRead,
    from: "read",
  };
}

/** PostgreSQL's estimate from which a search is taken to match more rows than the cap (decision 0111). */
export const SURELY_PAST_CAP = 5 * LIST_COUNT_CAP;

/**
 * The share of the rows above which PostgreSQL's estimate for one word or skill means it knows the
 * value is common (decisions 0112 and 0140). For a word or skill its statistics do not hold it
 * guesses at most 0.5% of the rows (DEFAULT_TS_MATCH_SEL, DEFAULT_CONTAIN_SEL), which on a million
 * rows is already past SURELY_PAST_CAP; a fifth more than that is taken as known. Other filters only
 * lower an estimate, so one above it rests on the statistics.
 */
export const KNOWN_COMMON_SHARE = 0.006;

/**
 * How many values a search's estimate may add up guesses for: its words joined by "or" (each an
 * alternative in websearch_to_tsquery), or its skills, any of which a profile or task may have,
 * whichever are more. An unknown value in either part guesses at most 0.5% of the rows for each.
 */
export function guessedAlternatives(search: { q?: string; skills?: readonly string[] }): number {
  const words = search.q ? search.q.split(/\s+/).filter((word) => word.toLowerCase() === "or").length + 1 : 0;
  return Math.max(1, words, search.skills?.length ?? 0);
}

/** What an estimate of a search for words or skills is weighed against (`surelyPastCap`). */
export type DrawnFrom = { rows: SQL; alternatives: number };

/**
 * For a search for words or skills, the rows every search of its list is drawn from (`rows`, the
 * list's own condition), whose number its estimate is weighed against, and its alternatives
 * (decisions 0112 and 0140); nothing for any other search, whose columns have statistics.
 */
export function drawnFromOf(search: { q?: string; skills?: readonly string[] }, rows: SQL): DrawnFrom | undefined {
  return readsMatchesFirst(search) ? { rows, alternatives: guessedAlternatives(search) } : undefined;
}

/**
 * Whether estimates of the rows matching a search (`matching`) and of all the rows it is drawn
 * from (`drawnFrom`) say it surely matches more than the cap: at least SURELY_PAST_CAP, and, for a
 * search for words or skills (`alternatives`, `guessedAlternatives`; 0 for none), at least
 * KNOWN_COMMON_SHARE of the rows for each of its alternatives (decisions 0112 and 0140).
 */
export function isSurelyPastCap(estimates: { matching: number; drawnFrom: number }, alternatives: number): boolean {
  if (estimates.matching < SURELY_PAST_CAP) return false;
  return alternatives === 0 || estimates.matching >= alternatives * KNOWN_COMMON_SHARE * estimates.drawnFrom;
}

/** How long an estimate of the rows a list's searches are drawn from is used: it moves with ANALYZE, not per row. */
const DRAWN_FROM_KEPT_MS = 60_000;

/** Per database handle and table, that estimate and when it was made. */
const drawnFromEstimates = new WeakMap<object, Map<string, { rows: number; at: number }>>();

type PlanNode = { "Plan Rows": number; Plans?: PlanNode[] };

/** The plan of the statement `build` writes for `shape`, never run. */
async function estimatedPlan<Values>(
  ctx: AppContext,
  shape: string,
  build: (bind: Bind<Values>) => SQLWrapper,
  values: Values,
): Promise<PlanNode> {
  const rows = await rowsOfShape<Values, { "QUERY PLAN": unknown }>(
    ctx,
    `explain:${shape}`,
    (bind) => sql`explain (format json) ${build(bind)}`,
    values,
  );
  const plan = rows[0]?.["QUERY PLAN"];
  return ((typeof plan === "string" ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }])[0].Plan;
}

/** How long a search's verdict is used: like the figure above, it moves with ANALYZE (decision 0122). */
const VERDICT_KEPT_MS = 60_000;

/** At most this many searches' verdicts per database handle; past it the oldest go. */
const VERDICTS_KEPT = 10_000;

/**
 * What is known of a search: its matches were read and found past the cap or few (`sliceIfFew`), or
 * the estimate said it is surely past the cap, or not, which leaves its matches to be read.
 */
type Verdict = "found past cap" | "past cap" | "few" | "not surely past cap";

/** A search's verdict, when it was found, and for one past the cap, what is known of its matches (`pastCapEstimate`). */
type Known = { verdict: Verdict; at: number; estimate?: PastCapEstimate };

/** Per database handle, each search's verdict. */
const verdicts = new WeakMap<object, Map<string, Known>>();

const rowsOf = (ctx: AppContext, table: PgTable, where: SQL | undefined) =>
  ctx.db.select({ one: sql`1` }).from(table).where(where);

/** A search's shape and values: what its verdict is kept under. */
function verdictKey<Values>(table: PgTable, search: SearchKey<Values>): string {
  return `${getTableName(table)}:${search.shape}\u0000${JSON.stringify(search.values)}`;
}

function verdictsOf(ctx: AppContext): Map<string, Known> {
  let kept = verdicts.get(ctx.db);
  if (!kept) {
    kept = new Map();
    verdicts.set(ctx.db, kept);
  }
  return kept;
}

function keepVerdict(ctx: AppContext, key: string, verdict: Verdict, estimate?: PastCapEstimate): void {
  const kept = verdictsOf(ctx);
  kept.delete(key);
  kept.set(key, { verdict, at: now().getTime(), estimate });
  if (kept.size > VERDICTS_KEPT) kept.delete(kept.keys().next().value as string);
}

/** What is known of the search, if it was found within the last minute. */
function knownOf(ctx: AppContext, key: string): Known | undefined {
  const known = verdictsOf(ctx).get(key);
  return known && now().getTime() - known.at < VERDICT_KEPT_MS ? known : undefined;
}

const verdictOf = (ctx: AppContext, key: string): Verdict | undefined => knownOf(ctx, key)?.verdict;

/**
 * Whether PostgreSQL's own estimate of the rows matching `where` says the search matches more
 * than the cap (`isSurelyPastCap`, decisions 0111, 0112 and 0140): the statement is planned, never
 * run, so no row is read. `drawnFrom` (`drawnFromOf`), given for a search for words or skills: its
 * rows are estimated in the same plan and the figure used for a minute; they are written into the
 * statement kept for the search's shape, so they must hold no value of their own.
 * A search that surely matches more than the cap pages along its order's index, which meets a page
 * of matches soon, and says "1,000+" without reading a thousand matches to find out. Each search's
 * verdict is used for a minute (decision 0122), and so is `sliceIfFew` finding more than the cap: the
 * next page of the same search, or another viewer's, neither plans nor reads matches first. Nor is
 * a search planned when a broader one was found to have few matches (decision 0127): it has fewer.
 */
export async function surelyPastCap<Values>(
  ctx: AppContext,
  table: PgTable,
  condition: Condition<Values>,
  drawnFrom?: DrawnFrom,
): Promise<boolean> {
  const key = verdictKey(table, condition);
  const known = verdictOf(ctx, key);
  if (known) return known === "past cap" || known === "found past cap";
  if (condition.broader?.().some((broader) => verdictOf(ctx, verdictKey(table, broader)) === "few")) return false;
  const estimate = await estimatedMatches(ctx, table, condition, drawnFrom?.rows);
  const pastCap = isSurelyPastCap(estimate, drawnFrom?.alternatives ?? 0);
  keepVerdict(ctx, key, pastCap ? "past cap" : "not surely past cap", pastCap ? planEstimate(estimate) : undefined);
  return pastCap;
}

/** PostgreSQL's estimates as what a search past the cap is known by (decision 0139); empty without the rows drawn from. */
function planEstimate({ matching, drawnFrom }: { matching: number; drawnFrom: number }): PastCapEstimate {
  return matching > 0 && drawnFrom > 0 ? { matches: matching, rowsPerMatch: drawnFrom / matching, from: "plan" } : {};
}

/**
 * What is known of the matches of a search past the cap, found so within the last minute: for one
 * whose matches were read and found past the cap (`sliceIfFew`), what that read says of them
 * (`pastCap`, decision 0136); for a search for words or skills PostgreSQL's estimate said surely
 * past it, that estimate's matches and the rows the list's searches are drawn from for each
 * (decision 0139). Either says whether a walk along the page's order is shorter than reading every
 * match. Empty for any other search.
 */
export function pastCapEstimate<Values>(
  ctx: AppContext,
  table: PgTable,
  condition: SearchKey<Values>,
): PastCapEstimate {
  return knownOf(ctx, verdictKey(table, condition))?.estimate ?? {};
}

/**
 * PostgreSQL's estimates of the rows matching the search and, given `drawnFrom`, of the rows every
 * search of the list is drawn from (0 without it).
 */
async function estimatedMatches<Values>(
  ctx: AppContext,
  table: PgTable,
  condition: Condition<Values>,
  drawnFrom: SQL | undefined,
): Promise<{ matching: number; drawnFrom: number }> {
  const shape = `${getTableName(table)}:${condition.shape}`;
  const matching = (bind: Bind<Values>) => rowsOf(ctx, table, condition.where(bind));
  if (!drawnFrom) {
    const plan = await estimatedPlan(ctx, shape, matching, condition.values);
    return { matching: plan["Plan Rows"], drawnFrom: 0 };
  }
  let kept = drawnFromEstimates.get(ctx.db);
  if (!kept) {
    kept = new Map();
    drawnFromEstimates.set(ctx.db, kept);
  }
  const known = kept.get(getTableName(table));
  if (known && Date.now() - known.at < DRAWN_FROM_KEPT_MS) {
    const plan = await estimatedPlan(ctx, shape, matching, condition.values);
    return { matching: plan["Plan Rows"], drawnFrom: known.rows };
  }
  // The union's Append holds the two estimates in order.
  const plan = await estimatedPlan(
    ctx,
    `${shape}:beside-all`,
    (bind) => matching(bind).unionAll(rowsOf(ctx, table, drawnFrom)),
    condition.values,
  );
  const [matched, all] = plan.Plans ?? [];
  if (!matched || !all) throw new Error("The estimate's plan lacks one of its two parts.");
  kept.set(getTableName(table), { rows: all["Plan Rows"], at: Date.now() });
  return { matching: matched["Plan Rows"], drawnFrom: all["Plan Rows"] };
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
