import {
  BUDGET_TYPES,
  EXPERIENCE_LEVELS,
  MAX_TASK_BUDGET_PAISE,
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  TASK_SORTS,
  TASK_STATUSES,
  TASKS_PAGE_SIZE,
} from "@crewlance/contracts/enum-values";
import { rupeesToPaise } from "@crewlance/contracts/money";
import type { TTaskSort, TTaskStatus } from "@crewlance/contracts/tasks";
import { BUDGET_TYPE_LABEL } from "@/lib/marketplace/labels";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import {
  oneOfFilter,
  pageFilter,
  readUrlFilters,
  textFilter,
  type UrlFilterFields,
  writeUrlFilters,
} from "@/lib/use-url-filters";

const POSTED_WITHIN = ["1", "3", "7", "30"] as const;
type PostedWithin = (typeof POSTED_WITHIN)[number];
export const POSTED_WITHIN_LABEL: Record<PostedWithin, string> = {
  "1": "Last 24 hours",
  "3": "Last 3 days",
  "7": "Last 7 days",
  "30": "Last 30 days",
};

/** The task list's filters as kept in the address bar; budgets are rupees as typed. */
export type TaskFilters = {
  /** A company's /tasks shows its own tasks; `view=browse` shows the open tasks everyone browses. */
  view: "browse" | "";
  q: string;
  category: (typeof TASK_CATEGORIES)[number] | "";
  skills: string;
  minBudget: string;
  maxBudget: string;
  budgetType: "FIXED" | "HOURLY" | "";
  experienceLevel: "ENTRY" | "INTERMEDIATE" | "EXPERT" | "";
  posted: PostedWithin | "";
  sort: TTaskSort;
  page: number;
};

export const SORT_OPTIONS: ReadonlyArray<[TTaskSort, string]> = [
  ["relevance", "Best match"],
  ["newest", "Newest"],
  ["budget_desc", "Budget: high to low"],
  ["budget_asc", "Budget: low to high"],
];

/** Each filter's place in the address; an invalid value there is dropped, not sent. */
export const taskFilterFields: UrlFilterFields<TaskFilters> = {
  view: oneOfFilter(["browse"], ""),
  q: textFilter(),
  category: oneOfFilter(TASK_CATEGORIES, ""),
  skills: textFilter(),
  minBudget: textFilter(),
  maxBudget: textFilter(),
  budgetType: oneOfFilter(BUDGET_TYPES, ""),
  experienceLevel: oneOfFilter(EXPERIENCE_LEVELS, ""),
  posted: oneOfFilter(POSTED_WITHIN, ""),
  sort: oneOfFilter(TASK_SORTS, "relevance"),
  page: pageFilter(TASKS_PAGE_SIZE),
};

export function filtersFromParams(params: URLSearchParams): TaskFilters {
  return readUrlFilters(taskFilterFields, params);
}

/** Only non-default values go into the address bar. */
export function filtersToParams(filters: TaskFilters): Record<string, string> {
  return writeUrlFilters(taskFilterFields, filters);
}

const skillList = (skills: string) =>
  skills
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);

/** A budget typed in rupees, as whole paise; blank or refused is no filter. */
const budgetFilter = (rupees: string) => {
  const value = Number(rupees);
  return rupees.trim() !== "" && Number.isFinite(value) && value >= 0 ? rupeesToPaise(value) : undefined;
};

/** Every filter blank (the view stays): what 'Clear all' sets. */
export const NO_TASK_FILTERS: Omit<TaskFilters, "view" | "page"> = {
  q: "",
  category: "",
  skills: "",
  minBudget: "",
  maxBudget: "",
  budgetType: "",
  experienceLevel: "",
  posted: "",
  sort: "relevance",
};

/** A company's own tasks (/tasks without `view=browse`): a status tab and the page. */
type MyTaskFilters = { view: "browse" | ""; status: TTaskStatus | ""; page: number };

export const myTaskFilterFields: UrlFilterFields<MyTaskFilters> = {
  view: oneOfFilter(["browse"], ""),
  status: oneOfFilter(TASK_STATUSES, ""),
  page: pageFilter(),
};

/** Query parameters of GET /tasks: budgets typed in rupees go out as paise. */
export function taskListParams(filters: TaskFilters) {
  const skills = skillList(filters.skills).join(",");
  return {
    q: filters.q.trim() || undefined,
    category: filters.category || undefined,
    skills: skills || undefined,
    minBudget: budgetFilter(filters.minBudget),
    maxBudget: budgetFilter(filters.maxBudget),
    budgetType: filters.budgetType || undefined,
    experienceLevel: filters.experienceLevel || undefined,
    postedWithinDays: filters.posted ? Number(filters.posted) : undefined,
    sort: filters.sort,
    page: filters.page,
    limit: TASKS_PAGE_SIZE,
  };
}

/** The filters in the panel that are set (the search box and sort are not counted). */
export function activeFilterCount(filters: TaskFilters): number {
  return activeFilterNames(filters).length;
}

/**
 * The set filters, each as a person would name it ('category Design and creative', 'budget from
 * 20,000 INR'), for the empty state that says which one to loosen.
 */
export function activeFilterNames(filters: TaskFilters): string[] {
  const names: string[] = [];
  if (filters.category) names.push(`category ${TASK_CATEGORY_LABELS[filters.category]}`);
  const skills = skillList(filters.skills);
  if (skills.length > 0) names.push(`${skills.length === 1 ? "skill" : "skills"} ${skills.join(", ")}`);
  const rupees = (value: string) => `${Number(value).toLocaleString("en-IN")} INR`;
  if (filters.minBudget && filters.maxBudget)
    names.push(`budget ${rupees(filters.minBudget)} to ${rupees(filters.maxBudget)}`);
  else if (filters.minBudget) names.push(`budget from ${rupees(filters.minBudget)}`);
  else if (filters.maxBudget) names.push(`budget up to ${rupees(filters.maxBudget)}`);
  if (filters.budgetType) names.push(`${BUDGET_TYPE_LABEL[filters.budgetType].toLowerCase()} only`);
  if (filters.experienceLevel) names.push(`${EXPERIENCE_LABEL[filters.experienceLevel].toLowerCase()}`);
  if (filters.posted) names.push(`posted in the ${POSTED_WITHIN_LABEL[filters.posted].toLowerCase()}`);
  return names;
}

/** 'a, b and c'. */
export function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export type BudgetProblems = Partial<Record<"minBudget" | "maxBudget", string>>;

const MAX_BUDGET_RUPEES = MAX_TASK_BUDGET_PAISE / 100;

function budgetProblem(rupees: string): string | undefined {
  if (rupees.trim() === "") return undefined;
  const value = Number(rupees);
  if (!Number.isFinite(value) || value < 0) return "Enter an amount of 0 or more.";
  if (value > MAX_BUDGET_RUPEES) return "Enter an amount up to 10 crore INR.";
  return undefined;
}

/** What is wrong with the budget filters; a list request with any of these is not sent. */
export function budgetProblems(filters: Pick<TaskFilters, "minBudget" | "maxBudget">): BudgetProblems {
  const problems: BudgetProblems = {};
  const min = budgetProblem(filters.minBudget);
  const max = budgetProblem(filters.maxBudget);
  if (min) problems.minBudget = min;
  if (max) problems.maxBudget = max;
  if (!min && !max && filters.minBudget.trim() !== "" && filters.maxBudget.trim() !== "") {
    if (Number(filters.maxBudget) < Number(filters.minBudget)) {
      problems.maxBudget = "The maximum budget must be at least the minimum budget.";
    }
  }
  return problems;
}
