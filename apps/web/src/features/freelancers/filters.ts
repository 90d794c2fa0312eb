import { ZAvailability, ZExperienceLevel } from "@crewlance/contracts/enums";
import { ZFreelancerSort } from "@crewlance/contracts/freelancers";
import type { z } from "zod";

export type FreelancerSort = z.infer<typeof ZFreelancerSort>;

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

const TEXT_KEYS = ["q", "skills", "minRate", "maxRate", "location"] as const;

export function filtersFromParams(params: URLSearchParams): FreelancerFilters {
  const page = Number(params.get("page"));
  const sort = ZFreelancerSort.safeParse(params.get("sort"));
  const experience = ZExperienceLevel.safeParse(params.get("experienceLevel"));
  const availability = ZAvailability.safeParse(params.get("availability"));
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, params.get(key) ?? ""])) as Record<
    (typeof TEXT_KEYS)[number],
    string
  >;
  return {
    ...text,
    experienceLevel: experience.success ? experience.data : "",
    availability: availability.success ? availability.data : "",
    sort: sort.success ? sort.data : "relevance",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only non-default values go into the address bar. */
export function filtersToParams(filters: FreelancerFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === "page" ? value === 1 : key === "sort" ? value === "relevance" : value === "") continue;
    out[key] = String(value);
  }
  return out;
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
