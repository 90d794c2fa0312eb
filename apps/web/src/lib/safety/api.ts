import {
  MY_REPORTS_PAGE_SIZE,
  type TBlockedUser,
  type TMyReport,
  type TMyReportPage,
  type TReportCreate,
} from "@crewlance/contracts/safety";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { safetyKeys } from "./query-keys";

/** A report as sent, with the API's sentence ("Thanks — we'll review your report."). */
export async function sendReport(body: TReportCreate): Promise<{ report: TMyReport; message: string }> {
  const response = await apiClient.post<TMyReport>("/safety/reports", body);
  return { report: response.data.data, message: response.data.message ?? "Thanks — we'll review your report." };
}

export function myReportsQuery(page: number) {
  return queryOptions({
    queryKey: safetyKeys.reports(page),
    queryFn: ({ signal }) =>
      apiClient
        .get<TMyReportPage>("/safety/reports", { params: { page, limit: MY_REPORTS_PAGE_SIZE }, signal })
        .then((response) => response.data.data),
  });
}

export const blockedPeopleQuery = queryOptions({
  queryKey: safetyKeys.blocks(),
  queryFn: ({ signal }) =>
    apiClient.get<TBlockedUser[]>("/safety/blocks", { signal }).then((response) => response.data.data),
});

/** Whether the viewer blocked this person: only ever asked about someone else, for their Block/Unblock. */
export function blockStateQuery(userId: string) {
  return queryOptions({
    queryKey: safetyKeys.block(userId),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ blocked: boolean }>(`/safety/blocks/${encodeURIComponent(userId)}`, { signal })
        .then((response) => response.data.data),
  });
}

/** Blocks or unblocks; the answer's sentence ("You blocked Ravi Kumar.") goes in the toast. */
export async function setBlocked(userId: string, blocked: boolean): Promise<{ blocked: boolean; message?: string }> {
  const path = `/safety/blocks/${encodeURIComponent(userId)}`;
  const response = blocked
    ? await apiClient.put<{ blocked: boolean }>(path)
    : await apiClient.delete<{ blocked: boolean }>(path);
  return { ...response.data.data, message: response.data.message };
}
