import type { TDashboard } from "@crewlance/contracts/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { dashboardKeys } from "./query-keys";

/**
 * The whole dashboard in one request (decision 0048); the API answers for the caller's role and
 * keeps it for a few seconds, so a refetch on focus costs little.
 */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.mine(),
  queryFn: ({ signal }) => apiClient.get<TDashboard>("/dashboard", { signal }).then((response) => response.data.data),
  staleTime: 0,
});
