import { FREELANCERS_PAGE_SIZE } from "@crewlance/contracts/constants";
import type { TPagination } from "@crewlance/contracts/envelope";
import type { TFreelancerListItem, TPublicUser } from "@crewlance/contracts/user";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { FreelancerFilters } from "./filters";

export type FreelancerList = { items: TFreelancerListItem[]; pagination: TPagination };

const rupeesToPaise = (rupees: string) => {
  const value = Number(rupees);
  return rupees !== "" && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
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
    minRate: rupeesToPaise(filters.minRate),
    maxRate: rupeesToPaise(filters.maxRate),
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
    queryKey: ["freelancers", params],
    queryFn: ({ signal }) =>
      apiClient.get<FreelancerList>("/user/freelancers", { params, signal }).then((response) => response.data.data),
  });
}

export function freelancerQuery(id: string) {
  return queryOptions({
    queryKey: ["freelancers", "detail", id],
    queryFn: ({ signal }) =>
      apiClient.get<TPublicUser>(`/user/${encodeURIComponent(id)}`, { signal }).then((response) => response.data.data),
  });
}
