import { buildCappedPagination, LIST_COUNT_CAP, type TPagination } from "@crewlance/contracts/common";
import type { TFreelancerListItem, ZFreelancerListQuery } from "@crewlance/contracts/freelancers";
import { and, arrayOverlaps, asc, eq, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { freelancerProfiles, users } from "../../db/schema/users";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { listCacheOf } from "../../lib/list-cache";
import { preparedOnce, sqlInteger } from "../../lib/prepared";
import { publicFileUrl } from "../users/user-view";

export type FreelancerSearch = z.output<typeof ZFreelancerListQuery>;

const profile = freelancerProfiles;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `listed` first: every directory index is partial on it (decision 0013), and it stands for the
 * role, status and onboarding conditions that live in `users`.
 */
function filtersOf(search: FreelancerSearch, tsQuery: SQL | null): SQL[] {
  const filters: SQL[] = [sql`${profile.listed}`];
  if (tsQuery) filters.push(sql`${profile.searchVector} @@ ${tsQuery}`);
  if (search.skills) filters.push(arrayOverlaps(profile.skills, search.skills));
  if (search.minRate !== undefined) filters.push(gte(profile.hourlyRate, search.minRate));
  if (search.maxRate !== undefined) filters.push(lte(profile.hourlyRate, search.maxRate));
  if (search.experienceLevel) filters.push(eq(profile.experienceLevel, search.experienceLevel));
  if (search.availability) filters.push(eq(profile.availability, search.availability));
  if (search.location) filters.push(ilike(profile.location, `%${escapeLike(search.location)}%`));
  if (search.minRating !== undefined) filters.push(gte(profile.rating, search.minRating));
  return filters;
}

/*
 * Each order is written exactly as its index is declared in db/schema/users.ts, NULLS LAST
 * included, so the planner walks the index and stops after one page instead of sorting every
 * row; the user id ends each one so pages never repeat or skip a freelancer.
 */
const byRating = [
  sql`${profile.rating} desc nulls last`,
  sql`${profile.reviewsCount} desc nulls last`,
  sql`${profile.createdAt} desc nulls last`,
  asc(profile.userId),
];

function orderOf(sort: FreelancerSearch["sort"]): SQL[] {
  const rateTail = [sql`${profile.rating} desc nulls last`, sql`${profile.reviewsCount} desc nulls last`];
  switch (sort) {
    case "rate_asc":
      return [asc(profile.hourlyRate), ...rateTail, asc(profile.userId)];
    case "rate_desc":
      return [sql`${profile.hourlyRate} desc nulls last`, ...rateTail, asc(profile.userId)];
    case "newest":
      return [sql`${profile.createdAt} desc nulls last`, asc(profile.userId)];
    default:
      return byRating;
  }
}

const itemColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarPath: users.avatarPath,
  headline: profile.headline,
  skills: profile.skills,
  hourlyRate: profile.hourlyRate,
  experienceLevel: profile.experienceLevel,
  availability: profile.availability,
  location: profile.location,
  rating: profile.rating,
  reviewsCount: profile.reviewsCount,
};

/** The capped total as a column of the page's rows (an InitPlan, computed once per statement). */
type TotalColumn = { total?: SQL.Aliased<number> | SQL<number> };

/** A page's bounds as parameters, or written into the SQL text for a prepared statement. */
function boundsOf(search: FreelancerSearch, inline: boolean) {
  const offset = (search.page - 1) * search.limit;
  // Drizzle writes an SQL object given as limit or offset into the text (lib/prepared.ts).
  return inline
    ? { limit: sqlInteger(search.limit) as unknown as number, offset: sqlInteger(offset) as unknown as number }
    : { limit: search.limit, offset };
}

/** One page in an index order: the index scan stops after offset + limit rows. */
function pageInOrder(
  ctx: AppContext,
  search: FreelancerSearch,
  where: SQL | undefined,
  extra: TotalColumn = {},
  inline = false,
) {
  const bounds = boundsOf(search, inline);
  return ctx.db
    .select({ ...itemColumns, ...extra })
    .from(profile)
    .innerJoin(users, eq(users.id, profile.userId))
    .where(where)
    .orderBy(...orderOf(search.sort))
    .limit(bounds.limit)
    .offset(bounds.offset);
}

/**
 * Relevance with `q` ranks a bounded candidate set, never every match: the LIST_COUNT_CAP + 1 best
 * rated matches (read from the rating index, which carries the search vector), ordered by text
 * rank. The total, when asked for, counts the same candidates, so the matches are read once per
 * request and the pages shown and the total agree (decisions 0013 and 0021).
 */
function pageByRelevance(
  ctx: AppContext,
  search: FreelancerSearch,
  where: SQL | undefined,
  tsQuery: SQL,
  withTotal = false,
) {
  const candidates = ctx.db.$with("candidates").as(
    ctx.db
      .select({
        userId: sql<string>`${profile.userId}`.as("candidate_id"),
        rank: sql<number>`ts_rank(${profile.searchVector}, ${tsQuery})`.as("rank"),
        rating: sql<number | null>`${profile.rating}`.as("candidate_rating"),
        reviewsCount: sql<number>`${profile.reviewsCount}`.as("candidate_reviews"),
        createdAt: sql<Date>`${profile.createdAt}`.as("candidate_created"),
      })
      .from(profile)
      .where(where)
      .orderBy(...byRating)
      .limit(LIST_COUNT_CAP + 1),
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
    .limit(search.limit)
    .offset((search.page - 1) * search.limit)
    .as("page");
  const extra: TotalColumn = withTotal
    ? { total: sql<number>`(select count(*) from ${candidates})`.mapWith(Number) }
    : {};
  // Only the page's rows are joined to their profile and user, then put back in rank order.
  return ctx.db
    .with(candidates)
    .select({ ...itemColumns, ...extra })
    .from(page)
    .innerJoin(profile, eq(profile.userId, page.userId))
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(
      sql`${page.rank} desc`,
      sql`${page.rating} desc nulls last`,
      sql`${page.reviewsCount} desc`,
      sql`${page.createdAt} desc`,
      sql`${page.userId}`,
    );
}

/** The directory's page and count as two statements, unexecuted: the plan test reads them. */
export function directoryQueries(ctx: AppContext, search: FreelancerSearch) {
  const tsQuery = search.q ? sql`websearch_to_tsquery('simple', ${search.q})` : null;
  const where = and(...filtersOf(search, tsQuery));
  return {
    page:
      tsQuery && search.sort === "relevance"
        ? pageByRelevance(ctx, search, where, tsQuery)
        : pageInOrder(ctx, search, where),
    count: countUpToCap(ctx, profile, where),
    /**
     * The page with the capped count as a column of each row: one statement, one round trip
     * (decision 0021). The count is an uncorrelated subquery, so PostgreSQL runs it once.
     */
    pageWithTotal: () =>
      tsQuery && search.sort === "relevance"
        ? pageByRelevance(ctx, search, where, tsQuery, true)
        : pageInOrder(ctx, search, where, {
            total: sql<number>`(${countUpToCap(ctx, profile, where)})`.mapWith(Number),
          }),
  };
}

/** Pages past this one are rarer: they keep an unnamed statement rather than one named per page. */
const PREPARED_PAGES = 3;

/**
 * The unfiltered directory's first pages in any order, as a named prepared statement
 * (decision 0059): no filter value changes its plan, so PostgreSQL's generic plan is the same
 * index walk, and neither Drizzle nor PostgreSQL builds or plans it again. Null for a search with
 * filters, whose plan depends on their values.
 */
function preparedUnfilteredPage(ctx: AppContext, search: FreelancerSearch) {
  // `listed` is the one filter every search has; any other is a value the plan depends on.
  const filtered = search.q !== undefined || filtersOf(search, null).length > 1;
  if (filtered || search.page > PREPARED_PAGES) return null;
  return preparedOnce(ctx, `directory:${search.sort}:${search.limit}:${search.page}`, (name) =>
    unfilteredPageQuery(ctx, search).prepare(name),
  );
}

/**
 * The unfiltered page with its capped total, bounds written in, unexecuted: what is prepared,
 * and what the plan test reads as PostgreSQL's generic plan.
 */
export function unfilteredPageQuery(ctx: AppContext, search: FreelancerSearch) {
  const where = and(...filtersOf(search, null));
  const total = sql<number>`(${countUpToCap(ctx, profile, where)})`.mapWith(Number);
  return pageInOrder(ctx, search, where, { total }, true);
}

type DirectoryPage = { items: TFreelancerListItem[]; pagination: TPagination };

/**
 * The freelancer directory (spec B3): active, onboarded freelancers matching every filter.
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
  const prepared = preparedUnfilteredPage(ctx, search);
  const rows = prepared ? await prepared.execute() : await directoryQueries(ctx, search).pageWithTotal();
  const total =
    rows.length > 0 ? Number(rows[0]?.total ?? 0) : ((await directoryQueries(ctx, search).count)[0]?.value ?? 0);
  return {
    items: rows.map(({ avatarPath, total: _total, ...row }) => ({ ...row, avatarUrl: publicFileUrl(avatarPath) })),
    pagination: buildCappedPagination(total, search.page, search.limit),
  };
}
