import { and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { countUpToCap } from "../../lib/count-up-to-cap";
import type { PageValues } from "../../lib/list-statements";
import { wholeBlock } from "../../lib/relevance-blocks";
import { type Bind, subqueryFields } from "../../lib/statement-shapes";
import {
  byRating,
  type DirectoryValues,
  type FreelancerSearch,
  filtersAlongOrder,
  itemColumns,
  LISTED,
  orderOf,
  profile,
  type TotalColumn,
  tsQueryOf,
  walkColumns,
} from "./search-filters";

/* The directory's two page queries: in a column's order, or by relevance to the words searched. */

/** A card's columns read in the page itself, and what its orders sort by besides. */
const pageColumns = (() => {
  const { fullName: _name, avatarPath: _avatar, ...own } = itemColumns;
  return { ...own, createdAt: profile.createdAt };
})();

/**
 * The first `walk` listed profiles in the order asked within the filters its index checks, named as
 * the table: what a walked page reads its matches from (decision 0136). Its limit keeps the
 * search's other filters out of it, so they are checked on each row as the walk meets it. Only the
 * columns the orders and filters read (`walkColumns`), which the rating index carries: along the
 * best rated the walk reads no profile from the table (decision 0142).
 */
export function walkedProfiles(ctx: AppContext, search: FreelancerSearch, bind: Bind<DirectoryValues>) {
  return ctx.db
    .select(walkColumns)
    .from(profile)
    .where(and(LISTED, ...filtersAlongOrder(search, bind, true)))
    .orderBy(...orderOf(search.sort))
    .limit(bind("walk")!)
    .as(getTableName(profile));
}

/**
 * One page in an index order: the index scan stops after offset + limit rows. The page is a
 * subquery named as the table, and each card's name and avatar are read over its rows alone: in
 * the page's own select list PostgreSQL read them for every row the offset skips too (decision
 * 0128). Sorted again in the same order, which PostgreSQL knows the page already is: no sort.
 */
export function pageInOrder(
  ctx: AppContext,
  search: FreelancerSearch,
  where: SQL | undefined,
  bind: Bind<Pick<PageValues, "limit" | "offset">>,
  extra: TotalColumn = {},
) {
  const page = ctx.db
    .select(pageColumns)
    .from(profile)
    .where(where)
    .orderBy(...orderOf(search.sort))
    .limit(bind("limit"))
    .offset(bind("offset"))
    .as(getTableName(profile));
  const { createdAt: _created, ...shown } = subqueryFields(page, pageColumns);
  return ctx.db
    .select({ ...shown, fullName: itemColumns.fullName, avatarPath: itemColumns.avatarPath, ...extra })
    .from(page)
    .orderBy(...orderOf(search.sort));
}

/**
 * A page in an index order read from a walk (`walkedProfiles`): the page's ids among the walk's
 * rows, then only those profiles read for their cards, kept in the page's order.
 */
export function walkedPageInOrder(
  ctx: AppContext,
  search: FreelancerSearch,
  where: SQL | undefined,
  bind: Bind<Pick<PageValues, "limit" | "offset">>,
  walked: ReturnType<typeof walkedProfiles>,
) {
  const { userId, rating, reviewsCount, createdAt, hourlyRate } = walkColumns;
  const page = ctx.db
    .select({ userId, rating, reviewsCount, createdAt, hourlyRate })
    .from(walked)
    .where(where)
    .orderBy(...orderOf(search.sort))
    .limit(bind("limit"))
    .offset(bind("offset"))
    .as("page");
  return ctx.db
    .select(itemColumns)
    .from(page)
    .innerJoin(profile, eq(profile.userId, page.userId))
    .orderBy(...orderOf(search.sort, page));
}

/**
 * Relevance with `q` ranks the matches in blocks of ten pages (decision 0111): the page's block of
 * best-rated matches (read from the rating index, which carries the search vector), ordered by
 * text rank. A page reads its block, never every match; the total, when asked for, is counted up
 * to the cap as in every order (decision 0013). `walked`: the block is read from a walk along the
 * rating order (`walkedProfiles`), and only when the walk met all of it, no row otherwise
 * (decision 0139).
 */
export function pageByRelevance(
  ctx: AppContext,
  where: SQL | undefined,
  bind: Bind<DirectoryValues>,
  withTotal = false,
  walked?: ReturnType<typeof walkedProfiles>,
) {
  const candidates = ctx.db.$with("candidates").as(
    ctx.db
      .select({
        userId: sql<string>`${profile.userId}`.as("candidate_id"),
        rank: sql<number>`ts_rank(${profile.searchVector}, ${tsQueryOf(bind)})`.as("rank"),
        rating: sql<number | null>`${profile.rating}`.as("candidate_rating"),
        reviewsCount: sql<number>`${profile.reviewsCount}`.as("candidate_reviews"),
        createdAt: sql<Date>`${profile.createdAt}`.as("candidate_created"),
      })
      .from((walked ?? profile) as typeof profile)
      .where(where)
      .orderBy(...byRating)
      .limit(bind("blockSize"))
      .offset(bind("blockOffset")),
  );
  const rankOrder = [
    sql`${candidates.rank} desc`,
    sql`${candidates.rating} desc nulls last`,
    sql`${candidates.reviewsCount} desc`,
    sql`${candidates.createdAt} desc`,
    sql`${candidates.userId}`,
  ];
  const page = ctx.db
    .select({
      userId: candidates.userId,
      rank: candidates.rank,
      rating: candidates.rating,
      reviewsCount: candidates.reviewsCount,
      createdAt: candidates.createdAt,
    })
    .from(candidates)
    .orderBy(...rankOrder)
    .limit(bind("limit"))
    .offset(bind("pageOffset"))
    .as("page");
  const extra: TotalColumn = withTotal
    ? { total: sql<number>`(${countUpToCap(ctx, profile, where)})`.mapWith(Number) }
    : {};
  // Only the page's rows are joined to their profile, then put back in rank order.
  return ctx.db
    .with(candidates)
    .select({ ...itemColumns, ...extra })
    .from(page)
    .innerJoin(profile, eq(profile.userId, page.userId))
    .where(walked ? wholeBlock(bind) : undefined)
    .orderBy(
      sql`${page.rank} desc`,
      sql`${page.rating} desc nulls last`,
      sql`${page.reviewsCount} desc`,
      sql`${page.createdAt} desc`,
      sql`${page.userId}`,
    );
}
