import { buildPagination, type TPagination } from "@crewlance/contracts/envelope";
import type { TFreelancerListItem } from "@crewlance/contracts/user";
import type { ZFreelancerListQuery } from "@crewlance/contracts/users-extra";
import { and, arrayOverlaps, asc, count, desc, eq, gte, ilike, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { freelancerProfiles, users } from "../../db/schema/users";
import { publicFileUrl } from "./user-view";

export type FreelancerSearch = z.output<typeof ZFreelancerListQuery>;

/** The exact expression of the GIN index freelancer_profiles_search_idx, so the planner uses it. */
const searchDocument = sql`to_tsvector('simple', ${freelancerProfiles.searchText})`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filtersOf(search: FreelancerSearch, tsQuery: SQL | null): SQL[] {
  const filters: SQL[] = [
    eq(users.role, "FREELANCER"),
    eq(users.status, "ACTIVE"),
    isNotNull(users.onboardingCompletedAt),
  ];
  if (tsQuery) filters.push(sql`${searchDocument} @@ ${tsQuery}`);
  if (search.skills) filters.push(arrayOverlaps(freelancerProfiles.skills, search.skills));
  if (search.minRate !== undefined) filters.push(gte(freelancerProfiles.hourlyRate, search.minRate));
  if (search.maxRate !== undefined) filters.push(lte(freelancerProfiles.hourlyRate, search.maxRate));
  if (search.experienceLevel) filters.push(eq(freelancerProfiles.experienceLevel, search.experienceLevel));
  if (search.availability) filters.push(eq(freelancerProfiles.availability, search.availability));
  if (search.location) filters.push(ilike(freelancerProfiles.location, `%${escapeLike(search.location)}%`));
  if (search.minRating !== undefined) filters.push(gte(freelancerProfiles.rating, search.minRating));
  return filters;
}

function orderOf(search: FreelancerSearch, tsQuery: SQL | null): SQL[] {
  const byRating = [sql`${freelancerProfiles.rating} desc nulls last`, desc(freelancerProfiles.reviewsCount)];
  const newest = desc(freelancerProfiles.createdAt);
  switch (search.sort) {
    case "rating":
      return [...byRating, newest];
    case "rate_asc":
      return [asc(freelancerProfiles.hourlyRate), ...byRating];
    case "rate_desc":
      return [desc(freelancerProfiles.hourlyRate), ...byRating];
    case "newest":
      return [newest];
    default:
      // Relevance: text rank when searching, otherwise the best-rated first.
      return tsQuery ? [sql`ts_rank(${searchDocument}, ${tsQuery}) desc`, ...byRating, newest] : [...byRating, newest];
  }
}

/**
 * The freelancer directory (spec B3): active, onboarded freelancers matching every filter;
 * one query for the page and one for the total.
 */
export async function searchFreelancers(
  ctx: AppContext,
  search: FreelancerSearch,
): Promise<{ items: TFreelancerListItem[]; pagination: TPagination }> {
  const tsQuery = search.q ? sql`websearch_to_tsquery('simple', ${search.q})` : null;
  const where = and(...filtersOf(search, tsQuery));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        fullName: users.fullName,
        avatarPath: users.avatarPath,
        headline: freelancerProfiles.headline,
        skills: freelancerProfiles.skills,
        hourlyRate: freelancerProfiles.hourlyRate,
        experienceLevel: freelancerProfiles.experienceLevel,
        availability: freelancerProfiles.availability,
        location: freelancerProfiles.location,
        rating: freelancerProfiles.rating,
        reviewsCount: freelancerProfiles.reviewsCount,
      })
      .from(freelancerProfiles)
      .innerJoin(users, eq(users.id, freelancerProfiles.userId))
      .where(where)
      // The user id breaks ties so pages never repeat or skip a freelancer.
      .orderBy(...orderOf(search, tsQuery), asc(users.id))
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    ctx.db
      .select({ value: count() })
      .from(freelancerProfiles)
      .innerJoin(users, eq(users.id, freelancerProfiles.userId))
      .where(where),
  ]);
  return {
    items: rows.map(({ avatarPath, ...row }) => ({ ...row, avatarUrl: publicFileUrl(avatarPath) })),
    pagination: buildPagination(total?.value ?? 0, search.page, search.limit),
  };
}
