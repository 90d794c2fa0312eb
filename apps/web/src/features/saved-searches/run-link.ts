import { TASK_CATEGORY_LABELS } from "@crewlance/contracts/enum-values";
import { paiseToRupees } from "@crewlance/contracts/money";
import type { TAlertFrequency } from "@crewlance/contracts/notification-groups";
import type { TSavedFreelancerQuery, TSavedTaskQuery } from "@crewlance/contracts/saved-searches";

/*
 * A saved search keeps the API's list query (budgets in paise, `postedWithinDays`); the lists keep
 * their filters in the address as a person typed them (rupees, `posted`). These turn one into the
 * other, so Run opens the list exactly as it was saved (features/tasks/filters.ts,
 * features/freelancers/filters.ts).
 */

/** What a saved search looks for, by kind. */
export type SearchShape =
  | { kind: "tasks"; query: TSavedTaskQuery }
  | { kind: "freelancers"; query: TSavedFreelancerQuery };

const rupees = (paise: number | undefined) => (paise === undefined ? undefined : String(paiseToRupees(paise)));

function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, value);
  return search.toString();
}

function taskParams(query: TSavedTaskQuery) {
  return {
    view: "browse",
    q: query.q,
    category: query.category,
    skills: query.skills?.join(", "),
    minBudget: rupees(query.minBudget),
    maxBudget: rupees(query.maxBudget),
    budgetType: query.budgetType,
    experienceLevel: query.experienceLevel,
    posted: query.postedWithinDays === undefined ? undefined : String(query.postedWithinDays),
    sort: query.sort === "relevance" ? undefined : query.sort,
  };
}

function freelancerParams(query: TSavedFreelancerQuery) {
  return {
    q: query.q,
    skills: query.skills?.join(", "),
    minRate: rupees(query.minRate),
    maxRate: rupees(query.maxRate),
    experienceLevel: query.experienceLevel,
    availability: query.availability,
    location: query.location,
    sort: query.sort === "relevance" ? undefined : query.sort,
  };
}

/** The list's address with the saved search's filters. */
export function runLink(search: SearchShape): string {
  if (search.kind === "tasks") return `/tasks?${queryString(taskParams(search.query))}`;
  const params = queryString(freelancerParams(search.query));
  return params ? `/freelancers?${params}` : "/freelancers";
}

/** What the search looks for, in a line: "“react” · Web development · skills React, Node.js · from 1000 INR". */
export function searchSummary(search: SearchShape): string {
  const parts: string[] = [];
  const { query } = search;
  if (query.q) parts.push(`“${query.q}”`);
  if (search.kind === "tasks" && search.query.category) parts.push(TASK_CATEGORY_LABELS[search.query.category]);
  if (query.skills?.length) parts.push(`skills ${query.skills.join(", ")}`);
  const [min, max] =
    search.kind === "tasks"
      ? [search.query.minBudget, search.query.maxBudget]
      : [search.query.minRate, search.query.maxRate];
  if (min !== undefined) parts.push(`from ${rupees(min)} INR`);
  if (max !== undefined) parts.push(`up to ${rupees(max)} INR`);
  if (search.kind === "freelancers" && search.query.location) parts.push(search.query.location);
  if (parts.length === 0) return search.kind === "tasks" ? "Every open task" : "Every freelancer";
  return parts.join(" · ");
}

export const ALERT_LABELS: Record<TAlertFrequency, string> = {
  off: "Off",
  instant: "Right away",
  daily: "Daily digest",
  weekly: "Weekly digest",
};
