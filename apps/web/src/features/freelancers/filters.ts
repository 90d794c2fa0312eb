import { FREELANCERS_PAGE_SIZE } from "@crewlance/contracts/constants";
import { AVAILABILITIES, EXPERIENCE_LEVELS, FREELANCER_SORTS } from "@crewlance/contracts/enum-values";
import {
  oneOfFilter,
  pageFilter,
  readUrlFilters,
  textFilter,
  type UrlFilterFields,
  writeUrlFilters,
} from "@/lib/use-url-filters";

type FreelancerSort = (typeof FREELANCER_SORTS)[number];

/** Directory filters as kept in the address bar; rates are rupees as typed. */
export type FreelancerFilters = {
  q: string;
  skills: string;
  minRate: string;
  maxRate: string;
  experienceLevel: string;
  availability: string;
  location: string;
  sort: FreelancerSort;
  page: number;
};

export const SORT_OPTIONS: ReadonlyArray<[FreelancerSort, string]> = [
  ["relevance", "Best match"],
  ["rating", "Top rated"],
  ["rate_asc", "Rate: low to high"],
  ["rate_desc", "Rate: high to low"],
  ["newest", "Newest"],
];

/** Each filter's place in the address; an invalid value there is dropped, not sent. */
export const freelancerFilterFields: UrlFilterFields<FreelancerFilters> = {
  q: textFilter(),
  skills: textFilter(),
  minRate: textFilter(),
  maxRate: textFilter(),
  experienceLevel: oneOfFilter(EXPERIENCE_LEVELS, ""),
  availability: oneOfFilter(AVAILABILITIES, ""),
  location: textFilter(),
  sort: oneOfFilter(FREELANCER_SORTS, "relevance"),
  page: pageFilter(FREELANCERS_PAGE_SIZE),
};

export function filtersFromParams(params: URLSearchParams): FreelancerFilters {
  return readUrlFilters(freelancerFilterFields, params);
}

/** Only non-default values go into the address bar. */
export function filtersToParams(filters: FreelancerFilters): Record<string, string> {
  return writeUrlFilters(freelancerFilterFields, filters);
}

export function activeFilterCount(filters: FreelancerFilters): number {
  return (["skills", "minRate", "maxRate", "experienceLevel", "availability", "location"] as const).filter(
    (key) => filters[key] !== "",
  ).length;
}

/** The highest hourly rate a profile can have (₹10,00,000), so no filter above it can match. */
const MAX_RATE_RUPEES = 1_000_000;

export type RateProblems = Partial<Record<"minRate" | "maxRate", string>>;

function rateProblem(rupees: string): string | undefined {
  if (rupees === "") return undefined;
  const value = Number(rupees);
  if (!Number.isFinite(value) || value < 0) return "Enter a rate of 0 or more.";
  if (value > MAX_RATE_RUPEES) return "Enter a rate up to ₹10,00,000.";
  return undefined;
}

/**
 * What is wrong with the rate filters, as sentences for the fields. A directory request with
 * any of these is not sent: the API would refuse it, and its answer belongs to no field here.
 */
export function rateProblems(filters: Pick<FreelancerFilters, "minRate" | "maxRate">): RateProblems {
  const problems: RateProblems = {};
  const min = rateProblem(filters.minRate);
  const max = rateProblem(filters.maxRate);
  if (min) problems.minRate = min;
  if (max) problems.maxRate = max;
  if (!min && !max && filters.minRate !== "" && filters.maxRate !== "") {
    if (Number(filters.maxRate) < Number(filters.minRate)) {
      problems.maxRate = "The maximum rate must be at least the minimum rate.";
    }
  }
  return problems;
}
