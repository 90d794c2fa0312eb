import type { TApplication, TApplicationStatus, TMyApplicationsResponse } from "@crewlance/contracts/applications";
import { APPLICATIONS_PAGE_SIZE } from "@crewlance/contracts/applications";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { applicationKeys } from "@/lib/marketplace/query-keys";

type MyApplicationsParams = { status?: TApplicationStatus; page: number };

export function myApplicationsQuery(params: MyApplicationsParams) {
  const query = { ...params, limit: APPLICATIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: applicationKeys.mine(query),
    queryFn: ({ signal }) =>
      apiClient
        .get<TMyApplicationsResponse>("/applications/mine", { params: query, signal })
        .then((response) => response.data.data),
  });
}

export const withdrawApplication = (id: string) =>
  apiClient
    .post<TApplication>(`/applications/${encodeURIComponent(id)}/withdraw`)
    .then((response) => response.data.data);
