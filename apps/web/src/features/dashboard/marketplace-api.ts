import type { TMyApplicationsResponse } from "@crewlance/contracts/applications";
import type { TMyTasksResponse, TTaskListResponse } from "@crewlance/contracts/tasks";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { applicationKeys, taskKeys } from "@/lib/marketplace/query-keys";

/*
 * The dashboard's own small fetchers for tasks and applications (a feature does not import
 * another); their keys are the marketplace's, so an action anywhere refreshes them too.
 */

export const DASHBOARD_OPEN_TASKS = 5;
export const DASHBOARD_RECOMMENDED = 4;

export function companyOpenTasksQuery() {
  const params = { status: "OPEN", page: 1, limit: DASHBOARD_OPEN_TASKS } as const;
  return queryOptions({
    queryKey: taskKeys.mine(params),
    queryFn: ({ signal }) =>
      apiClient.get<TMyTasksResponse>("/tasks/mine", { params, signal }).then((response) => response.data.data),
  });
}

/** The freelancer's applications counted per status (one row is enough to read the counts). */
export function applicationCountsQuery() {
  const params = { page: 1, limit: 1 } as const;
  return queryOptions({
    queryKey: applicationKeys.mine(params),
    queryFn: ({ signal }) =>
      apiClient
        .get<TMyApplicationsResponse>("/applications/mine", { params, signal })
        .then((response) => response.data.data),
  });
}

/**
 * Open tasks asking for any of the freelancer's skills, best match first: the list's relevance
 * order, then the match the API computes for each card.
 */
export function recommendedTasksQuery(skills: string[]) {
  const params = {
    skills: skills.slice(0, 30).join(",") || undefined,
    sort: "relevance",
    page: 1,
    limit: 12,
  } as const;
  return queryOptions({
    queryKey: taskKeys.list({ ...params, for: "dashboard" }),
    queryFn: ({ signal }) =>
      apiClient.get<TTaskListResponse>("/tasks", { params, signal }).then((response) => {
        const share = (match: { matched: number; total: number } | null) =>
          match && match.total > 0 ? match.matched / match.total : 0;
        return [...response.data.data.items]
          .filter((task) => !task.applied)
          .sort((a, b) => share(b.match) - share(a.match))
          .slice(0, DASHBOARD_RECOMMENDED);
      }),
  });
}
