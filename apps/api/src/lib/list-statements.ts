import { and, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Condition } from "./count-up-to-cap";
import { relevanceBlock } from "./relevance-blocks";
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
};

function pageValuesOf(paging: { page: number; limit: number }, among?: readonly string[]): PageValues {
  const block = relevanceBlock(paging.page, paging.limit);
  return {
    limit: paging.limit,
    offset: (paging.page - 1) * paging.limit,
    blockSize: block.size,
    blockOffset: block.offset,
    pageOffset: block.pageOffset,
    among: among ? [...among] : undefined,
  };
}

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
 * `statementsOf` writes the list's statements, where `among` says whether they read only the
 * matches already read (the value `among`). Which filters a search has and its order are what
 * changes their text: its shape.
 */
export function listStatements<
  Search extends { page: number; limit: number; sort: string },
  Values,
  Page extends Preparable<unknown>,
  PageWithTotal extends Preparable<unknown>,
  Count,
>(list: {
  name: string;
  filters: readonly SearchFilter<Search>[];
  filtersOf: (search: Search, bind: Bind<Values>) => SQL[];
  valuesOf: (search: Search) => Values;
  statementsOf: (
    ctx: AppContext,
    search: Search,
    bind: Bind<Values & PageValues>,
    among: boolean,
  ) => Statements<Page, PageWithTotal, Count>;
}) {
  const valuesOf = (search: Search, among?: readonly string[]) => ({
    ...list.valuesOf(search),
    ...pageValuesOf(search, among),
  });
  const shapeOf = (search: Search, statement: "page" | "page+total", among?: readonly string[]) =>
    `${list.name}:${statement}:${filtersShapeOf(search, list.filters)}:${search.sort}:${among ? "among" : "all"}`;
  return {
    /** Every condition of the search, words included, as its shape's condition (lib/count-up-to-cap.ts). */
    condition(search: Search): Condition<Values> {
      const keyOf = (some: Search) => ({
        shape: `${list.name}:${filtersShapeOf(some, list.filters)}`,
        values: list.valuesOf(some),
      });
      return {
        ...keyOf(search),
        where: (bind) => and(...list.filtersOf(search, bind)),
        broader: () => broaderSearches(search, list.filters).map(keyOf),
      };
    },
    /** The statements with one search's values written in, unexecuted: the plan tests read them. */
    withValues(ctx: AppContext, search: Search, among?: readonly string[]) {
      const statements = list.statementsOf(ctx, search, bindValues(valuesOf(search, among)), among !== undefined);
      return { page: statements.page(), count: statements.count(), pageWithTotal: statements.pageWithTotal };
    },
    /**
     * The statements every search of this one's shape shares, written with placeholders, and the
     * shape they are kept under: each list's test of its shapes reads them beside `withValues`.
     */
    ofShape(ctx: AppContext, search: Search, among?: readonly string[]) {
      const statements = list.statementsOf(ctx, search, bindPlaceholders(), among !== undefined);
      return {
        shape: shapeOf(search, "page", among),
        page: statements.page(),
        pageWithTotal: statements.pageWithTotal,
      };
    },
    /** The page's rows, from the statement built once for its shape. */
    readPage(ctx: AppContext, search: Search, among?: readonly string[]): Promise<RowOf<Page>[]> {
      return selectOfShape(
        ctx,
        shapeOf(search, "page", among),
        (bind) => list.statementsOf(ctx, search, bind, among !== undefined).page(),
        valuesOf(search, among),
      ) as Promise<RowOf<Page>[]>;
    },
    /** The page's rows, each with the search's capped total. */
    readPageWithTotal(ctx: AppContext, search: Search): Promise<RowOf<PageWithTotal>[]> {
      return selectOfShape(
        ctx,
        shapeOf(search, "page+total"),
        (bind) => list.statementsOf(ctx, search, bind, false).pageWithTotal(),
        valuesOf(search),
      ) as Promise<RowOf<PageWithTotal>[]>;
    },
  };
}
