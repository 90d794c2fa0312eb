import type {
  TAcceptResult,
  TApplication,
  TApplicationStatus,
  TApplyBody,
  TTaskApplicationsResponse,
} from "@crewlance/contracts/applications";
import { APPLICATIONS_PAGE_SIZE } from "@crewlance/contracts/enum-values";
import type { TAcceptHourlyBody } from "@crewlance/contracts/hourly";
import type {
  TAttachment,
  TMyTasksResponse,
  TTask,
  TTaskCreateBody,
  TTaskListResponse,
  TTaskStatus,
  TTaskUpdateBody,
} from "@crewlance/contracts/tasks";
import type { TWalletFees } from "@crewlance/contracts/wallet";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { taskKeys } from "@/lib/marketplace/query-keys";
import { type UploadProgress, uploadFile } from "@/lib/upload";
import { type TaskFilters, taskListParams } from "./filters";

const data = <T>(response: { data: { data: T } }) => response.data.data;
const taskPath = (id: string) => `/tasks/${encodeURIComponent(id)}`;
const applicationPath = (id: string) => `/applications/${encodeURIComponent(id)}`;

export function tasksQuery(filters: TaskFilters) {
  const params = taskListParams(filters);
  return queryOptions({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => apiClient.get<TTaskListResponse>("/tasks", { params, signal }).then(data),
  });
}

type MyTasksParams = { status?: TTaskStatus; page: number; limit?: number };

export function myTasksQuery(params: MyTasksParams) {
  return queryOptions({
    queryKey: taskKeys.mine(params),
    queryFn: ({ signal }) => apiClient.get<TMyTasksResponse>("/tasks/mine", { params, signal }).then(data),
  });
}

export function taskQuery(id: string) {
  return queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<TTask>(taskPath(id), { signal }).then(data),
  });
}

type TaskApplicationsParams = { status?: TApplicationStatus; page: number };

export function taskApplicationsQuery(id: string, params: TaskApplicationsParams) {
  const query = { ...params, limit: APPLICATIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: [...taskKeys.applications(id), query] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TTaskApplicationsResponse>(`${taskPath(id)}/applications`, { params: query, signal }).then(data),
  });
}

export const createTask = (body: TTaskCreateBody) => apiClient.post<TTask>("/tasks", body).then(data);
export const updateTask = (id: string, body: TTaskUpdateBody) => apiClient.patch<TTask>(taskPath(id), body).then(data);
export const publishTask = (id: string) => apiClient.post<TTask>(`${taskPath(id)}/publish`).then(data);
export const cancelTask = (id: string) => apiClient.post<TTask>(`${taskPath(id)}/cancel`).then(data);
export const deleteTask = (id: string) => apiClient.delete<null>(taskPath(id)).then(data);

export const uploadTaskAttachment = (id: string, file: File, onProgress?: (progress: UploadProgress) => void) =>
  uploadFile<TAttachment>(`${taskPath(id)}/attachments`, file, { onProgress }).then(data);
export const deleteTaskAttachment = (id: string, attachmentId: string) =>
  apiClient.delete<null>(`${taskPath(id)}/attachments/${encodeURIComponent(attachmentId)}`).then(data);

export const applyToTask = (id: string, body: TApplyBody) =>
  apiClient.post<TApplication>(`${taskPath(id)}/applications`, body).then(data);
export const uploadApplicationAttachment = (id: string, file: File, onProgress?: (progress: UploadProgress) => void) =>
  uploadFile<TAttachment>(`${applicationPath(id)}/attachments`, file, { onProgress }).then(data);

export const withdrawApplication = (id: string) =>
  apiClient.post<TApplication>(`${applicationPath(id)}/withdraw`).then(data);
export const shortlistApplication = (id: string) =>
  apiClient.post<TApplication>(`${applicationPath(id)}/shortlist`).then(data);
export const rejectApplication = (id: string, reason?: string) =>
  apiClient.post<TApplication>(`${applicationPath(id)}/reject`, reason ? { reason } : {}).then(data);
export const acceptApplication = (id: string) =>
  apiClient.post<TAcceptResult>(`${applicationPath(id)}/accept`).then(data);
/** Hiring on an HOURLY task: the proposal's amount is the rate, these are the terms (decision 0091). */
export const acceptHourlyApplication = ({ id, body }: { id: string; body: TAcceptHourlyBody }) =>
  apiClient.post<TAcceptResult>(`${applicationPath(id)}/accept`, body).then(data);

/** The fee rates, to show the weekly escrow with its client fee and GST before hiring by the hour. */
export const walletFeesQuery = queryOptions({
  queryKey: ["wallet", "fees"] as const,
  queryFn: ({ signal }) => apiClient.get<TWalletFees>("/wallet/fees", { signal }).then(data),
});
