import type { ZFreelancerListQuery } from "@crewlance/contracts/freelancers";
import { arrayOverlaps, asc, eq, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { freelancerProfiles, users } from "../../db/schema/users";
import { sqlInteger } from "../../lib/prepared";

/* The directory's conditions, orders and columns, shared by its page queries. */

export type FreelancerSearch = z.output<typeof ZFreelancerListQuery>;

export const profile = freelancerProfiles;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `listed` first: every directory index is partial on it (decision 0013), and it stands for the
 * role, status and onboarding conditions that live in `users` (kept by the triggers of
 * db/functions/freelancer_profiles_set_listed.sql and users_sync_listed.sql).
 */
export function filtersOf(search: FreelancerSearch, tsQuery: SQL | null): SQL[] {
  const filters: SQL[] = [sql`${profile.listed}`];
  if (tsQuery) filters.push(sql`${profile.searchVector} @@ ${tsQuery}`);
  if (search.skills) {
    filters.push(
      arrayOverlaps(
        profile.skillsKey,
        search.skills.map((skill) => skill.toLowerCase()),
      ),
    );
  }
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
export const byRating = [
  sql`${profile.rating} desc nulls last`,
  sql`${profile.reviewsCount} desc nulls last`,
  sql`${profile.createdAt} desc nulls last`,
  asc(profile.userId),
];

export function orderOf(sort: FreelancerSearch["sort"]): SQL[] {
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

export const itemColumns = {
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
export type TotalColumn = { total?: SQL.Aliased<number> | SQL<number> };

/** A page's bounds as parameters, or written into the SQL text for a prepared statement. */
export function boundsOf(search: FreelancerSearch, inline: boolean) {
  const offset = (search.page - 1) * search.limit;
  // Drizzle writes an SQL object given as limit or offset into the text (lib/prepared.ts).
  return inline
    ? { limit: sqlInteger(search.limit) as unknown as number, offset: sqlInteger(offset) as unknown as number }
    : { limit: search.limit, offset };
}
