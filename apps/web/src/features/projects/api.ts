import type { TProject, TProjectListResponse } from "@crewlance/contracts/projects";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { projectKeys } from "@/lib/marketplace/query-keys";

export const PROJECTS_PAGE_SIZE = 20;

export function projectsQuery(page: number) {
  const params = { page, limit: PROJECTS_PAGE_SIZE };
  return queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get<TProjectListResponse>("/projects", { params, signal }).then((response) => response.data.data),
  });
}

export function projectQuery(id: string) {
  return queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<TProject>(`/projects/${encodeURIComponent(id)}`, { signal }).then((response) => response.data.data),
  });
}
