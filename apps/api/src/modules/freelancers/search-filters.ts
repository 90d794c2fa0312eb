import type { ZFreelancerListQuery } from "@crewlance/contracts/freelancers";
import { asc, eq, gte, ilike, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { z } from "zod";
import { freelancerProfiles, users } from "../../db/schema/users";
import type { PageValues, SearchFilter } from "../../lib/list-statements";
import type { Bind } from "../../lib/statement-shapes";

/* The directory's conditions, orders and columns, shared by its page queries. */

export type FreelancerSearch = z.output<typeof ZFreelancerListQuery>;

export const profile = freelancerProfiles;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `listed`, the condition every search has: every directory index is partial on it (decision
 * 0013), and it stands for the role, status and onboarding conditions that live in `users` (kept
 * by the triggers of db/functions/freelancer_profiles_set_listed.sql and users_sync_listed.sql).
 */
export const LISTED = sql`${profile.listed}`;

/** A search's values for its conditions: each a placeholder in its shape's statements (decision 0125). */
export type MatchValues = {
  q?: string;
  skills?: string[];
  minRate?: number;
  maxRate?: number;
  experienceLevel?: FreelancerSearch["experienceLevel"];
  availability?: FreelancerSearch["availability"];
  /** The location searched for, as an `ilike` pattern. */
  location?: string;
  minRating?: number;
};

export const tsQueryOf = (bind: Bind<MatchValues>) => sql`websearch_to_tsquery('simple', ${bind("q")})`;

/**
 * Each filter: whether a search has it, and its condition. Which filters a search has is its
 * shape (lib/list-statements.ts), so a statement built once for a shape fits every search of it.
 */
export const FILTERS: (SearchFilter<FreelancerSearch> & { where: (bind: Bind<MatchValues>) => SQL })[] = [
  {
    param: "q",
    has: (search) => Boolean(search.q),
    where: (bind) => sql`${profile.searchVector} @@ ${tsQueryOf(bind)}`,
  },
  {
    param: "skills",
    has: (search) => Boolean(search.skills),
    where: (bind) => sql`${profile.skillsKey} && ${bind("skills")}`,
  },
  {
    param: "minRate",
    has: (search) => search.minRate !== undefined,
    where: (bind) => gte(profile.hourlyRate, bind("minRate")!),
  },
  {
    param: "maxRate",
    has: (search) => search.maxRate !== undefined,
    where: (bind) => lte(profile.hourlyRate, bind("maxRate")!),
  },
  {
    param: "experienceLevel",
    has: (search) => Boolean(search.experienceLevel),
    where: (bind) => eq(profile.experienceLevel, bind("experienceLevel")!),
  },
  {
    param: "availability",
    has: (search) => Boolean(search.availability),
    where: (bind) => eq(profile.availability, bind("availability")!),
  },
  {
    param: "location",
    has: (search) => Boolean(search.location),
    where: (bind) => ilike(profile.location, bind("location")!),
  },
  {
    param: "minRating",
    has: (search) => search.minRating !== undefined,
    where: (bind) => gte(profile.rating, bind("minRating")!),
  },
];

/** `listed` first, then each filter the search has. */
export function filtersOf(search: FreelancerSearch, bind: Bind<MatchValues>): SQL[] {
  return [LISTED, ...FILTERS.filter((filter) => filter.has(search)).map((filter) => filter.where(bind))];
}

/**
 * The filters each order's index checks on its own entries: a walk along the order keeps them
 * (decision 0136), so a profile outside the range is skipped on the index and not counted among
 * the rows walked.
 */
const CHECKED_BY_ORDER: Record<FreelancerSearch["sort"], readonly (keyof FreelancerSearch)[]> = {
  relevance: ["minRating"],
  rating: ["minRating"],
  rate_asc: ["minRate", "maxRate"],
  rate_desc: ["minRate", "maxRate"],
  newest: [],
};

/** The search's filters its order's index checks (`along`), or those it does not. */
export const filtersAlongOrder = (search: FreelancerSearch, bind: Bind<MatchValues>, along: boolean): SQL[] =>
  FILTERS.filter((filter) => filter.has(search) && CHECKED_BY_ORDER[search.sort].includes(filter.param) === along).map(
    (filter) => filter.where(bind),
  );

/** Words or a filter beyond `listed`: a value the plan, and the number of matches, depend on. */
export const isFiltered = (search: FreelancerSearch) =>
  search.q !== undefined || FILTERS.some((filter) => filter.has(search));

export function matchValues(search: FreelancerSearch): MatchValues {
  return {
    q: search.q,
    skills: search.skills?.map((skill) => skill.toLowerCase()),
    minRate: search.minRate,
    maxRate: search.maxRate,
    experienceLevel: search.experienceLevel,
    availability: search.availability,
    location: search.location ? `%${escapeLike(search.location)}%` : undefined,
    minRating: search.minRating,
  };
}

/** What the orders sort by: the table's columns, or a subquery's of the same names. */
export type OrderColumns = Record<"rating" | "reviewsCount" | "createdAt" | "hourlyRate" | "userId", SQLWrapper>;

/**
 * Each order is written exactly as its index is declared in db/schema/users.ts, NULLS LAST
 * included, so the planner walks the index and stops after one page instead of sorting every
 * row; the user id ends each one so pages never repeat or skip a freelancer. Over a subquery's
 * `columns`, PostgreSQL knows rows it returns in that order need no sort again.
 */
export function orderOf(sort: FreelancerSearch["sort"], columns: OrderColumns = profile): SQL[] {
  const { rating, reviewsCount, createdAt, hourlyRate, userId } = columns;
  const rateTail = [sql`${rating} desc nulls last`, sql`${reviewsCount} desc nulls last`];
  switch (sort) {
    case "rate_asc":
      return [asc(hourlyRate), ...rateTail, asc(userId)];
    case "rate_desc":
      return [sql`${hourlyRate} desc nulls last`, ...rateTail, asc(userId)];
    case "newest":
      return [sql`${createdAt} desc nulls last`, asc(userId)];
    default:
      return [
        sql`${rating} desc nulls last`,
        sql`${reviewsCount} desc nulls last`,
        sql`${createdAt} desc nulls last`,
        asc(userId),
      ];
  }
}

/** The best rated first: the directory's rating order, and the order relevance's blocks are cut in. */
export const byRating = orderOf("rating");

/**
 * The columns the rating index carries (decision 0142): what each order sorts by and every filter
 * reads. A walk selects only these, so along the best rated it never reads the table.
 */
export const walkColumns = {
  userId: profile.userId,
  rating: profile.rating,
  reviewsCount: profile.reviewsCount,
  createdAt: profile.createdAt,
  hourlyRate: profile.hourlyRate,
  searchVector: profile.searchVector,
  skillsKey: profile.skillsKey,
  experienceLevel: profile.experienceLevel,
  availability: profile.availability,
  location: profile.location,
};

/**
 * A card's columns. The name and avatar are read from `users` per card shown, not joined: joined,
 * PostgreSQL joined every match of a search to `users` before sorting them for a page, as often
 * as not by reading the whole table (decision 0126).
 */
export const itemColumns = {
  id: profile.userId,
  fullName: sql<string>`(select ${users.fullName} from ${users} where ${users.id} = ${profile.userId})`,
  avatarPath: sql<string | null>`(select ${users.avatarPath} from ${users} where ${users.id} = ${profile.userId})`,
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

/** And for its page (lib/list-statements.ts). */
export type DirectoryValues = MatchValues & PageValues;
