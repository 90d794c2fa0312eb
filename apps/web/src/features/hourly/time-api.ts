import type {
  TDisputeEntriesBody,
  THourlyWeeksPage,
  TTimeEntry,
  TTimeEntryBody,
  TTimerState,
  TTimerStopResult,
  TTimesheet,
} from "@crewlance/contracts/hourly";
import type { TDispute } from "@crewlance/contracts/projects";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { hourlyKeys, hourlyTimeKeys } from "./query-keys";

/** The timer, the entries, the weeks and the company's review of a week (decision 0091). */

const data = <T>(response: { data: { data: T } }) => response.data.data;
const segment = encodeURIComponent;
const WEEKS_PER_PAGE = 12;
/** A timer started in another tab or stopped by the week's end shows within this long. */
const TIMER_REFRESH_MS = 30_000;

export const timerQuery = queryOptions({
  queryKey: hourlyKeys.timer(),
  queryFn: ({ signal }) => apiClient.get<TTimerState>("/hourly/timer", { signal }).then(data),
  refetchOnWindowFocus: "always",
  refetchInterval: TIMER_REFRESH_MS,
});

export const timesheetQuery = (projectId: string, weekStart: string) =>
  queryOptions({
    queryKey: hourlyKeys.week(projectId, weekStart),
    queryFn: ({ signal }) =>
      apiClient
        .get<TTimesheet>(`/projects/${segment(projectId)}/hourly/weeks/${segment(weekStart)}`, { signal })
        .then(data),
  });

export const weeksQuery = (projectId: string, page: number) =>
  queryOptions({
    queryKey: hourlyTimeKeys.weeksPage(projectId, page),
    queryFn: ({ signal }) =>
      apiClient
        .get<THourlyWeeksPage>(`/projects/${segment(projectId)}/hourly/weeks`, {
          params: { page, limit: WEEKS_PER_PAGE },
          signal,
        })
        .then(data),
  });

/** The admin's dispute on a week's disputed entries, as its parties read it. */
export const disputeQuery = (disputeId: string) =>
  queryOptions({
    queryKey: hourlyTimeKeys.dispute(disputeId),
    queryFn: ({ signal }) => apiClient.get<TDispute>(`/disputes/${segment(disputeId)}`, { signal }).then(data),
  });

export function startTimer({ projectId, memo }: { projectId: string; memo?: string }): Promise<unknown> {
  return apiClient.post<unknown>(`/projects/${segment(projectId)}/hourly/timer/start`, { memo }).then(data);
}

export function stopTimer({ memo }: { memo?: string }): Promise<TTimerStopResult> {
  return apiClient.post<TTimerStopResult>("/hourly/timer/stop", { memo }).then(data);
}

export function addEntry({ projectId, body }: { projectId: string; body: TTimeEntryBody }): Promise<TTimeEntry> {
  return apiClient.post<TTimeEntry>(`/projects/${segment(projectId)}/hourly/entries`, body).then(data);
}

export function editEntry({ entryId, body }: { entryId: string; body: TTimeEntryBody }): Promise<TTimeEntry> {
  return apiClient.patch<TTimeEntry>(`/hourly/entries/${segment(entryId)}`, body).then(data);
}

/** A delete may answer 204 without a body: nothing is read from it. */
const nothing = () => undefined;

export function deleteEntry({ entryId }: { entryId: string }): Promise<void> {
  return apiClient.delete<unknown>(`/hourly/entries/${segment(entryId)}`).then(nothing);
}

type WeekTarget = { projectId: string; weekStart: string };

export function disputeEntries({ projectId, weekStart, body }: WeekTarget & { body: TDisputeEntriesBody }) {
  return apiClient
    .post<unknown>(`/projects/${segment(projectId)}/hourly/weeks/${segment(weekStart)}/disputes`, body)
    .then(data);
}

export function withdrawDispute({ projectId, weekStart, entryId }: WeekTarget & { entryId: string }) {
  return apiClient
    .delete<unknown>(`/projects/${segment(projectId)}/hourly/weeks/${segment(weekStart)}/disputes/${segment(entryId)}`)
    .then(nothing);
}
