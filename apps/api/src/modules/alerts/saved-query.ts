import type { TSavedFreelancerQuery, TSavedTaskQuery } from "@crewlance/contracts/saved-searches";
import type { savedSearches } from "../../db/schema/alerts";

/*
 * A saved search keeps the list query as the list's own schema left it (decision 0102): the body's
 * `query` was parsed by ZTaskListQuery or ZFreelancerListQuery, so only page, limit and the
 * unset filters are left out here.
 */

type Parsed = Record<string, unknown> & { page?: number; limit?: number };

/** The parsed query without its page, limit and unset filters. */
export function storedQueryOf(parsed: Parsed): Record<string, unknown> {
  const { page: _page, limit: _limit, ...rest } = parsed;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}

type MatchColumns = Pick<
  typeof savedSearches.$inferInsert,
  "q" | "category" | "skillsKey" | "minBudget" | "maxBudget" | "budgetType" | "experienceLevel" | "postedWithinDays"
>;

/** The columns the matcher compares with a task, each as GET /tasks applies it (tasks/search.ts). */
export function matchColumnsOf(query: TSavedTaskQuery): MatchColumns {
  return {
    q: query.q ?? null,
    category: query.category ?? null,
    skillsKey: query.skills ? query.skills.map((skill) => skill.toLowerCase()) : null,
    minBudget: query.minBudget ?? null,
    maxBudget: query.maxBudget ?? null,
    budgetType: query.budgetType ?? null,
    experienceLevel: query.experienceLevel ?? null,
    postedWithinDays: query.postedWithinDays ?? null,
  };
}

export const NO_MATCH_COLUMNS: MatchColumns = {
  q: null,
  category: null,
  skillsKey: null,
  minBudget: null,
  maxBudget: null,
  budgetType: null,
  experienceLevel: null,
  postedWithinDays: null,
};

export type StoredQuery = TSavedTaskQuery | TSavedFreelancerQuery;
