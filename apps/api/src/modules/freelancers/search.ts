import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import { and, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { listCacheOf } from "../../lib/list-cache";
import { byRelevance, listStatements, type Reads } from "../../lib/list-statements";
import { boundsWrittenIn, preparedOnce } from "../../lib/prepared";
import { type Bind, bindValues } from "../../lib/statement-shapes";
import { publicFileUrl } from "../users/index";
import {
  type DirectoryValues,
  FILTERS,
  type FreelancerSearch,
  filtersAlongOrder,
  filtersOf,
  isFiltered,
  LISTED,
  matchValues,
  orderOf,
  profile,
} from "./search-filters";
import { pageByRelevance, pageInOrder, walkedPageInOrder, walkedProfiles } from "./search-pages";

export type { FreelancerSearch } from "./search-filters";

/**
 * The directory's statements written with `bind`. `among`: the statements read only the
 * search's matches already read (`fewMatches`), whose ids are the value `among`: by those ids,
 * checking again only that each profile is still listed (decision 0131). `walk`: the page is read
 * from a walk along its order (`walkedProfiles`), checking the search's filters on each row; a
 * relevance block only when the walk met all of it.
 */
function statementsOf(ctx: AppContext, search: FreelancerSearch, bind: Bind<DirectoryValues>, reads: Reads) {
  const where =
    reads === "among"
      ? and(LISTED, sql`${profile.userId} = any(${bind("among")}::uuid[])`)
      : reads === "walk"
        ? and(...filtersAlongOrder(search, bind, false))
        : and(...filtersOf(search, bind));
  const relevance = byRelevance(search);
  return {
    page: () =>
      relevance
        ? pageByRelevance(ctx, where, bind, false, reads === "walk" ? walkedProfiles(ctx, search, bind) : undefined)
        : reads === "walk"
          ? walkedPageInOrder(ctx, search, where, bind, walkedProfiles(ctx, search, bind))
          : pageInOrder(ctx, search, where, bind),
    count: () => countUpToCap(ctx, profile, where),
    /**
     * The page with the capped count as a column of each row: one statement, one round trip
     * (decision 0021). The count is an uncorrelated subquery, so PostgreSQL runs it once.
     */
    pageWithTotal: () =>
      relevance
        ? pageByRelevance(ctx, where, bind, true)
        : pageInOrder(ctx, search, where, bind, {
            total: sql<number>`(${countUpToCap(ctx, profile, where)})`.mapWith(Number),
          }),
  };
}

/** What every order sorts by (`orderOf`; relevance's blocks are best-rated first). */
const ORDER_COLUMNS = [profile.rating, profile.reviewsCount, profile.createdAt, profile.hourlyRate];

const directory = listStatements({
  name: "directory",
  filters: FILTERS,
  filtersOf,
  valuesOf: matchValues,
  rows: {
    table: profile,
    id: profile.userId,
    orderColumns: ORDER_COLUMNS,
    orderOf: (search) => orderOf(search.sort),
    drawnFrom: LISTED,
    // Newest first along the table's blocks; the best rated (relevance's blocks too) on the rating
    // index alone, which carries every filter's column (decision 0142).
    cheapWalk: (search) => search.sort === "newest" || search.sort === "rating" || search.sort === "relevance",
  },
  statementsOf,
});

/** A search's few matches, when it has words or skills and at most the cap match (lib/list-statements.ts). */
export const fewMatches = directory.fewMatches;

/** Their read's statement with one search's values written in, unexecuted: the plan tests read it. */
export const fewMatchesQuery = directory.fewMatchesQuery;

/**
 * The directory's page and count with one search's values written in, unexecuted: the plan tests
 * read them. `among`: the search's every match, already read (`fewMatches`), so the page sorts just those.
 */
export const directoryQueries = directory.withValues;

/** The statements a shape's searches share, and the shape: the test of the shapes reads them. */
export const directoryShape = directory.ofShape;

/**
 * The page of a search past the cap, walked along its order or read among all its matches when what
 * is known of them says that is cheaper (decisions 0136, 0138 and 0139): what such a search reads,
 * given here an estimate of its own for the tests.
 */
export const directoryPagePastCap = directory.readPagePastCap;

/** Pages past this one are rarer: they keep an unnamed statement rather than one named per page. */
const PREPARED_PAGES = 3;

/**
 * The unfiltered directory's first pages in any order, as a named prepared statement
 * (decision 0059): no filter value changes its plan, so PostgreSQL's generic plan is the same
 * index walk, and neither Drizzle nor PostgreSQL builds or plans it again. Null for a search with
 * filters, whose plan depends on their values.
 */
function preparedUnfilteredPage(ctx: AppContext, search: FreelancerSearch) {
  if (isFiltered(search) || search.page > PREPARED_PAGES) return null;
  return preparedOnce(ctx, `directory:${search.sort}:${search.limit}:${search.page}`, (name) =>
    unfilteredPageQuery(ctx, search).prepare(name),
  );
}

/**
 * The unfiltered page with its capped total, bounds written in, unexecuted: what is prepared,
 * and what the plan test reads as PostgreSQL's generic plan.
 */
export function unfilteredPageQuery(ctx: AppContext, search: FreelancerSearch) {
  const total = sql<number>`(${countUpToCap(ctx, profile, LISTED)})`.mapWith(Number);
  return pageInOrder(ctx, search, LISTED, bindValues(boundsWrittenIn(search)), { total });
}

type DirectoryPage = { items: TFreelancerListItem[]; pagination: TPagination };

/**
 * The freelancer directory: active, onboarded freelancers matching every filter.
 * Every viewer sees the same page for the same search, so it is kept in memory until a profile
 * or a listed freelancer's name or avatar changes (lib/list-cache.ts, decision 0059): the key is
 * the whole parsed search, every field in the schema's order.
 */
export function searchFreelancers(ctx: AppContext, search: FreelancerSearch): Promise<DirectoryPage> {
  const cache = listCacheOf(ctx);
  if (!cache) return readDirectoryPage(ctx, search);
  return cache.read("directory", JSON.stringify(search), () => readDirectoryPage(ctx, search));
}

/**
 * One statement gives the page and its (capped) total; only a page with no rows (past the end,
 * or nothing matches) asks for the total on its own.
 */
async function readDirectoryPage(ctx: AppContext, search: FreelancerSearch): Promise<DirectoryPage> {
  const searched = await directory.readSearchedPage(ctx, search, isFiltered(search));
  if (searched) return directoryPage(searched.rows, searched.total, search);
  const prepared = preparedUnfilteredPage(ctx, search);
  const rows = prepared ? await prepared.execute() : await directory.readPageWithTotal(ctx, search);
  const total =
    rows.length > 0 ? Number(rows[0]?.total ?? 0) : ((await directoryQueries(ctx, search).count)[0]?.value ?? 0);
  return directoryPage(rows, total, search);
}

type DirectoryRow = Omit<TFreelancerListItem, "avatarUrl"> & { avatarPath: string | null; total?: number };

function directoryPage(rows: DirectoryRow[], total: number, search: FreelancerSearch): DirectoryPage {
  return {
    items: rows.map(({ avatarPath, total: _total, ...row }) => ({ ...row, avatarUrl: publicFileUrl(avatarPath) })),
    pagination: buildCappedPagination(total, search.page, search.limit),
  };
}
