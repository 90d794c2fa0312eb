import { LIST_COUNT_CAP } from "@crewlance/contracts/common";
import { and, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import {
  type Condition,
  drawnFromOf,
  type FewMatches,
  type MatchesRead,
  type PastCapEstimate,
  pastCapEstimate,
  readsMatchesFirst,
  sliceIfAtMost,
  sliceIfFew,
  sliceWithValues,
  surelyPastCap,
} from "./count-up-to-cap";
import { relevanceBlock, sliceOfFew } from "./relevance-blocks";
import { type Bind, bindPlaceholders, bindValues, type Preparable, selectOfShape } from "./statement-shapes";

/*
 * A searchable list's page statements, built once per shape (lib/statement-shapes.ts, decision
 * 0125): the task list and the freelancer directory write theirs with `bind`, and this gives each
 * of them the same three ways to have them.
 */

/** What a page's statements are written with besides the search's own values. */
export type PageValues = {
  limit: number;
  offset: number;
  /** The relevance block the page is in (lib/relevance-blocks.ts). */
  blockSize: number;
  blockOffset: number;
  pageOffset: number;
  /** The search's few matches already read, when the page is read among them. */
  among?: string[];
  /** How many rows along the list's order a walked page reads at most. */
  walk?: number;
};

/**
 * Which rows a page's statements read: every row of the list that matches (none given), only the
 * search's few matches already read (their ids), or a walk along the list's order from its first
 * row, at most `walk` rows, each checked against the search as it is met (decision 0136).
 */
export type Reading = readonly string[] | { walk: number } | undefined;

/** How a statement reads its rows: its part of the shape, and what `statementsOf` is told. */
export type Reads = "all" | "among" | "walk";

const readsOf = (reading: Reading): Reads => (Array.isArray(reading) ? "among" : reading ? "walk" : "all");

function pageValuesOf(paging: { page: number; limit: number }, reading: Reading): PageValues {
  const block = relevanceBlock(paging.page, paging.limit);
  return {
    limit: paging.limit,
    offset: (paging.page - 1) * paging.limit,
    blockSize: block.size,
    blockOffset: block.offset,
    pageOffset: block.pageOffset,
    among: Array.isArray(reading) ? [...reading] : undefined,
    walk: reading && !Array.isArray(reading) ? (reading as { walk: number }).walk : undefined,
  };
}

/**
 * The most rows a walked page reads along an order's index: for a longer walk's limit PostgreSQL
 * may rather read the whole table and sort it, which no page needs. A walk that reads few blocks a
 * row goes further (CHEAP_WALK_AT_MOST).
 */
export const WALK_ROWS_AT_MOST = 20_000;

/**
 * The most matches a page of a search past the cap reads, in no order, to number them and take its
 * page or rank its block among them (decisions 0138 and 0139): as many rows as a walk along an
 * order's index reads at most, reached by the match index rather than along the list's order.
 */
export const MATCHES_READ_AT_MOST = WALK_ROWS_AT_MOST;

/**
 * How many of a search's matches along the list's order its page needs: up to its own last row,
 * or, by relevance, its whole block's (lib/relevance-blocks.ts).
 */
export function matchesNeeded(search: { page: number; limit: number; q?: string; sort: string }): number {
  if (!byRelevance(search)) return search.page * search.limit;
  const block = relevanceBlock(search.page, search.limit);
  return block.offset + block.size;
}

/**
 * How far past PostgreSQL's expectation a walk for a page goes before taking the search's matches
 * for rarer than it estimated (decision 0139).
 */
export const PLAN_WALK_MARGIN = 4;

/**
 * The most rows a cheap walk reads (`cheapWalk`): twice WALK_ROWS_AT_MOST. A walk along the order
 * the table's rows were added in reads each of the table's blocks once for its many rows (about
 * 0.13 blocks a row on the bench database, against about one for each match read), and one along an
 * index that carries every column the filters read reads only the index (about 0.05, decision
 * 0142): 40,000 rows cost about what reading 5,000 matches does or less, and a page met between
 * 20,000 and 40,000 rows is no longer a walk that falls short and then reads every match (measured,
 * decisions 0139 and 0142). PostgreSQL keeps walking such an index for a limit this long.
 */
export const CHEAP_WALK_AT_MOST = 2 * WALK_ROWS_AT_MOST;

/**
 * The furthest along a cheap walk's order a page may be expected for its walk to be taken: half as
 * far again as that walk goes, since an estimate is as often too high. A walk expected further would
 * mostly fall short and its matches be read after it (measured, decision 0139).
 */
export const CHEAP_WALK_EXPECTED_AT_MOST = 1.5 * CHEAP_WALK_AT_MOST;

/**
 * How many rows along its order a walk for a page of a search past the cap may pass, or null when
 * reading its matches is cheaper. The walk is expected to meet the last of the `needed` matches
 * after `needed` times the rows a match (`rowsPerMatch`). From the read of the matches (decision
 * 0136), which visits each of them (`matches`), a walk is taken when that is at most half as many
 * rows, and stops where reading them would have; PostgreSQL's estimate, as often too high as too
 * low, has its walk taken always and stopped at PLAN_WALK_MARGIN times what it expects (decision
 * 0139). A `cheapWalk`, along the table's own order or an index carrying every filter's column,
 * costs less than reading a few matches: taken as far as CHEAP_WALK_AT_MOST unless its page is
 * expected past CHEAP_WALK_EXPECTED_AT_MOST. Every walk stops at its bound, so one the estimate
 * misjudged costs a bounded read.
 */
export function walkedPageBound(needed: number, estimate: PastCapEstimate, cheapWalk = false): number | null {
  if (!estimate.rowsPerMatch || !estimate.matches) return null;
  const expected = needed * estimate.rowsPerMatch;
  if (cheapWalk) return expected <= CHEAP_WALK_EXPECTED_AT_MOST ? CHEAP_WALK_AT_MOST : null;
  if (estimate.from === "plan") return Math.min(Math.ceil(PLAN_WALK_MARGIN * expected), WALK_ROWS_AT_MOST);
  const bound = Math.min(Math.ceil(estimate.matches), WALK_ROWS_AT_MOST);
  return expected <= bound / 2 ? bound : null;
}

/**
 * How many matches a search past the cap is taken to have once a walk of `walk` rows along its order
 * met fewer than the `needed` (decision 0139): no more than the estimate's, nor than that walk's
 * share of the rows the estimate says the list's searches are drawn from (`matches` times
 * `rowsPerMatch`) would hold were they spread as evenly as the walk's. Reading that many is then
 * bounded as any read of every match is, so a short walk of an estimate too high is followed by its
 * matches rather than by PostgreSQL's plan.
 */
export function matchesAfterShortWalk(needed: number, walk: number, estimate: PastCapEstimate): number | undefined {
  if (!estimate.matches || !estimate.rowsPerMatch) return estimate.matches;
  const drawnFrom = estimate.matches * estimate.rowsPerMatch;
  return Math.min(estimate.matches, Math.ceil((needed * drawnFrom) / walk));
}

/**
 * Whether a search's page is a slice of a relevance block, ranked as a whole (decision 0111): a
 * search for words in relevance order. Its block is walked whole or not at all (decision 0139), and
 * its few matches are sliced by block (decision 0129).
 */
export const byRelevance = (search: { q?: string; sort: string }): boolean =>
  Boolean(search.q) && search.sort === "relevance";

/** A filter of a list's searches: the search's parameter it reads, and whether a search has it. */
export type SearchFilter<Search> = { param: keyof Search; has: (search: Search) => boolean };

/** Which filters a search has: what its condition's text depends on (decision 0125). */
function filtersShapeOf<Search>(search: Search, filters: readonly SearchFilter<Search>[]): string {
  return filters.map((filter) => (filter.has(search) ? "1" : "0")).join("");
}

/** The broader searches looked at: those keeping one or two of a search's filters. */
const BROADER_KEEPS_AT_MOST = 2;

/**
 * The searches `search` narrows: the same with one or two of its filters kept and the others left
 * out (decision 0127). Each matches every row `search` matches. Whichever filters the search has,
 * words or skills among them, a few map lookups at most.
 */
export function broaderSearches<Search>(search: Search, filters: readonly SearchFilter<Search>[]): Search[] {
  const held = filters.filter((filter) => filter.has(search));
  const kept = held.flatMap((first, i) => [[first], ...held.slice(i + 1).map((second) => [first, second])]);
  return kept
    .filter((some) => some.length < held.length && some.length <= BROADER_KEEPS_AT_MOST)
    .map((some) => {
      const broader = { ...search };
      for (const filter of held) if (!some.includes(filter)) broader[filter.param] = undefined as Search[keyof Search];
      return broader;
    });
}

type RowOf<Statement> = Statement extends Preparable<infer Row> ? Row : never;

type Statements<Page, PageWithTotal, Count> = {
  page: () => Page;
  /** The page with the search's capped total as a column of each row. */
  pageWithTotal: () => PageWithTotal;
  count: () => Count;
};

/**
 * `filters` are the list's filters and `filtersOf` writes a search's conditions with `bind`;
 * `statementsOf` writes the list's statements, where `reads` says whether they read every match,
 * only the matches already read (the value `among`) or a walk along the list's order (the value
 * `walk`). Which filters a search has, its order and `reads` are what change their text: its shape.
 */
export function listStatements<
  Search extends { page: number; limit: number; sort: string; q?: string; skills?: readonly string[] },
  Values,
  Page extends Preparable<unknown>,
  PageWithTotal extends Preparable<unknown>,
  Count,
>(list: {
  name: string;
  filters: readonly SearchFilter<Search>[];
  filtersOf: (search: Search, bind: Bind<Values>) => SQL[];
  valuesOf: (search: Search) => Values;
  /**
   * The list's rows, their ids, and what its orders sort by: what a search's few matches are read
   * from; `drawnFrom`: the list's own condition, which every search has, whose rows a search's
   * estimate is weighed against (`drawnFromOf`); `cheapWalk`: whether a walk along a search's order
   * (its block's, by relevance) reads few blocks a row: newest first, the order rows are added to
   * the table in and so lie in its blocks, or along an index that carries every column the filters
   * read (`walkedPageBound`).
   */
  rows: {
    table: PgTable;
    drawnFrom: SQL;
    id: PgColumn;
    orderColumns: readonly PgColumn[];
    orderOf: (search: Search) => SQL[];
    cheapWalk: (search: Search) => boolean;
  };
  statementsOf: (
    ctx: AppContext,
    search: Search,
    bind: Bind<Values & PageValues>,
    reads: Reads,
  ) => Statements<Page, PageWithTotal, Count>;
}) {
  const valuesOf = (search: Search, reading: Reading) => ({
    ...list.valuesOf(search),
    ...pageValuesOf(search, reading),
  });
  const shapeOf = (search: Search, statement: "page" | "page+total", reading: Reading) =>
    `${list.name}:${statement}:${filtersShapeOf(search, list.filters)}:${search.sort}:${readsOf(reading)}`;
  /** Every condition of the search, words included, as its shape's condition (lib/count-up-to-cap.ts). */
  const condition = (search: Search): Condition<Values> => {
    const keyOf = (some: Search) => ({
      shape: `${list.name}:${filtersShapeOf(some, list.filters)}`,
      values: list.valuesOf(some),
    });
    return {
      ...keyOf(search),
      where: (bind) => and(...list.filtersOf(search, bind)),
      broader: () => broaderSearches(search, list.filters).map(keyOf),
    };
  };
  /** What a search's few matches are read as: numbered in its order, its page's slice of them. */
  const matchesRead = (search: Search): MatchesRead<Values> => ({
    table: list.rows.table,
    id: list.rows.id,
    condition: condition(search),
    order: { name: search.sort, columns: list.rows.orderColumns, orderBy: list.rows.orderOf(search) },
    slice: sliceOfFew(search, byRelevance(search)),
  });
  const readPageAmong = (ctx: AppContext, search: Search, few: FewMatches): Promise<RowOf<Page>[]> => {
    if (few.ids.length === 0) return Promise.resolve([]);
    return readPage(ctx, { ...search, page: sliceOfFew(search, byRelevance(search)).page }, few.ids);
  };
  const readPage = (ctx: AppContext, search: Search, reading: Reading): Promise<RowOf<Page>[]> =>
    selectOfShape(
      ctx,
      shapeOf(search, "page", reading),
      (bind) => list.statementsOf(ctx, search, bind, readsOf(reading)).page(),
      valuesOf(search, reading),
    ) as Promise<RowOf<Page>[]>;
  /**
   * How many rows match a search for words or skills, and the ids of its page's slice of them
   * (its block, by relevance), when at most LIST_COUNT_CAP do (decision 0106): found in no order
   * (from the GIN index), at most one more than the cap, then numbered in the order asked, or the
   * list's own for relevance, whose blocks are cut in that order (decisions 0123, 0129 and 0137).
   * A page then reads only its own, whatever PostgreSQL guesses of how rare a word or skill is;
   * walking a sort's index instead, a skill few rows have meant reading the whole index for a
   * page. Null without words or skills, or with more matches: a word or skill that common meets a
   * page's worth soon along any order.
   */
  const fewMatches = (ctx: AppContext, search: Search): Promise<FewMatches | null> =>
    readsMatchesFirst(search) ? sliceIfFew(ctx, matchesRead(search)) : Promise.resolve(null);
  /**
   * The page of a search past the cap, its plan otherwise resting on PostgreSQL's guess of how
   * many rows match and where along the order they lie (decisions 0136, 0138 and 0139), given
   * what is known of its matches (`estimate`, `pastCapEstimate`). A page, or a relevance block,
   * expected to be met soon enough along its order (`walkedPageBound`) is walked. Otherwise, or
   * when the walk met too few matches, a search the estimate (or a short walk,
   * `matchesAfterShortWalk`) says has at most MATCHES_READ_AT_MOST matches reads them all,
   * numbered as few matches are, and takes its page or ranks its block among them: left to plan
   * the page itself, PostgreSQL may walk the order through most of the table for its rows. Without
   * an estimate, or with more matches, a page is read as any page.
   */
  const readPagePastCap = async (
    ctx: AppContext,
    search: Search,
    estimate: PastCapEstimate,
  ): Promise<RowOf<Page>[]> => {
    const needed = matchesNeeded(search);
    const walk = walkedPageBound(needed, estimate, list.rows.cheapWalk(search));
    let matches = estimate.matches;
    if (walk !== null) {
      // A walked block is read only when the walk met all of it: a page of it is then whole.
      const walked = await readPage(ctx, search, { walk });
      if (walked.length === search.limit) return walked;
      matches = matchesAfterShortWalk(needed, walk, estimate);
    }
    if (matches !== undefined && matches <= MATCHES_READ_AT_MOST) {
      const all = await sliceIfAtMost(ctx, matchesRead(search), MATCHES_READ_AT_MOST);
      if (all) return readPageAmong(ctx, search, all);
    }
    return readPage(ctx, search, undefined);
  };
  /**
   * The page of a search whose matches are weighed first, and its total, or null for any other
   * search, which its list pages with its capped total in one statement. A `filtered` search
   * PostgreSQL expects to match far more than the cap is neither counted nor read first, its total
   * "1,000+" (decisions 0111, 0112 and 0140); a search for words or skills otherwise reads its few
   * matches first (`fewMatches`), and with more than the cap its total is "1,000+" without counting
   * them again. Past the cap, what is known of the matches says how the page is read (decision 0139).
   */
  const readSearchedPage = async (
    ctx: AppContext,
    search: Search,
    filtered: boolean,
  ): Promise<{ rows: RowOf<Page>[]; total: number } | null> => {
    const { table, drawnFrom } = list.rows;
    const matching = condition(search);
    const pastCap = async () => ({
      rows: await readPagePastCap(ctx, search, pastCapEstimate(ctx, table, matching)),
      total: LIST_COUNT_CAP + 1,
    });
    if (filtered && (await surelyPastCap(ctx, table, matching, drawnFromOf(search, drawnFrom)))) return pastCap();
    if (!readsMatchesFirst(search)) return null;
    const few = await fewMatches(ctx, search);
    return few ? { rows: await readPageAmong(ctx, search, few), total: few.total } : pastCap();
  };
  return {
    fewMatches,
    readPagePastCap,
    readSearchedPage,
    /** The statement of `fewMatches` with the search's values written in, unexecuted: the plan tests read it. */
    fewMatchesQuery(ctx: AppContext, search: Search): SQL {
      return sliceWithValues(ctx, matchesRead(search));
    },
    /**
     * The page of a search's few matches, read among its slice's ids alone (`fewMatches`): in an
     * order, the page itself (decision 0123); by relevance, its block, ranked (decision 0129).
     */
    readPageAmong,
    /** The statements with one search's values written in, unexecuted: the plan tests read them. */
    withValues(ctx: AppContext, search: Search, reading?: Reading) {
      const statements = list.statementsOf(ctx, search, bindValues(valuesOf(search, reading)), readsOf(reading));
      return { page: statements.page(), count: statements.count(), pageWithTotal: statements.pageWithTotal };
    },
    /**
     * The statements every search of this one's shape shares, written with placeholders, and the
     * shape they are kept under: each list's test of its shapes reads them beside `withValues`.
     */
    ofShape(ctx: AppContext, search: Search, reading?: Reading) {
      const statements = list.statementsOf(ctx, search, bindPlaceholders(), readsOf(reading));
      return {
        shape: shapeOf(search, "page", reading),
        page: statements.page(),
        pageWithTotal: statements.pageWithTotal,
      };
    },
    /** The page's rows, each with the search's capped total. */
    readPageWithTotal(ctx: AppContext, search: Search): Promise<RowOf<PageWithTotal>[]> {
      return selectOfShape(
        ctx,
        shapeOf(search, "page+total", undefined),
        (bind) => list.statementsOf(ctx, search, bind, "all").pageWithTotal(),
        valuesOf(search, undefined),
      ) as Promise<RowOf<PageWithTotal>[]>;
    },
  };
}
