import type { TPagination } from "@crewlance/contracts/common";
import { FREELANCERS_PAGE_SIZE } from "@crewlance/contracts/constants";
import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import { rupeesToPaise } from "@crewlance/contracts/money";
import type { TPublicUser } from "@crewlance/contracts/users";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type FreelancerFilters, filtersFromParams, rateProblems } from "./filters";
import { freelancerKeys } from "./query-keys";

type FreelancerList = { items: TFreelancerListItem[]; pagination: TPagination };

/** A rate typed in rupees, as whole paise; blank, negative or not a number is no filter. */
const rateFilter = (rupees: string) => {
  const value = Number(rupees);
  return rupees !== "" && Number.isFinite(value) && value >= 0 ? rupeesToPaise(value) : undefined;
};

/** Query parameters of GET /user/freelancers; rates typed in rupees go out as paise. */
export function freelancerListParams(filters: FreelancerFilters) {
  const skills = filters.skills
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean)
    .join(",");
  return {
    q: filters.q.trim() || undefined,
    skills: skills || undefined,
    minRate: rateFilter(filters.minRate),
    maxRate: rateFilter(filters.maxRate),
    experienceLevel: filters.experienceLevel || undefined,
    availability: filters.availability || undefined,
    location: filters.location.trim() || undefined,
    sort: filters.sort,
    page: filters.page,
    limit: FREELANCERS_PAGE_SIZE,
  };
}

export function freelancersQuery(filters: FreelancerFilters) {
  const params = freelancerListParams(filters);
  return queryOptions({
    queryKey: freelancerKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get<FreelancerList>("/user/freelancers", { params, signal }).then((response) => response.data.data),
  });
}

export function freelancerQuery(id: string) {
  return queryOptions({
    queryKey: freelancerKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<TPublicUser>(`/user/${encodeURIComponent(id)}`, { signal }).then((response) => response.data.data),
  });
}

/**
 * The directory's first page, asked for as the app starts (app/route-data.ts) rather than once the
 * shell and the screen have rendered: its cards are the page's largest paint. The screen's query
 * has the same key, so it takes over the request in flight; a refused rate filter asks for nothing,
 * as on the screen.
 */
export function prefetchFirstPage(client: QueryClient, search: URLSearchParams): void {
  // `?saved` lists the saved people instead of the directory (decision 0103).
  if (search.has("saved")) return;
  const filters = filtersFromParams(search);
  if (Object.keys(rateProblems(filters)).length > 0) return;
  void client.prefetchQuery(freelancersQuery(filters));
}
