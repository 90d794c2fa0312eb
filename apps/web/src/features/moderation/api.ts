import type { TPagination } from "@crewlance/contracts/common";
import type {
  TAppealDecision,
  TAppealQueueItem,
  TAppealStatus,
  TModerationAction,
  TModerationActionCreate,
  TModerationItemDetail,
  TModerationQueueItem,
  TReportItemKind,
} from "@crewlance/contracts/safety";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { moderationKeys } from "./query-keys";

type Page<T> = { items: T[]; pagination: TPagination };
export type QueueParams = { status: "OPEN" | "CLOSED"; itemKind?: TReportItemKind; page: number };

/** The queue, grouped by item: open ones most reported first, then newest. */
export function queueQuery(params: QueueParams) {
  return queryOptions({
    queryKey: moderationKeys.queue(params),
    queryFn: ({ signal }) =>
      apiClient
        .get<Page<TModerationQueueItem>>("/admin/moderation/reports", { params: { ...params }, signal })
        .then((response) => response.data.data),
    staleTime: 0,
  });
}

/** How many items wait, for the admin's navigation: one row asked for, its total read. */
export function openCountQuery() {
  return queryOptions({
    queryKey: moderationKeys.openCount(),
    queryFn: ({ signal }) =>
      apiClient
        .get<Page<TModerationQueueItem>>("/admin/moderation/reports", {
          params: { status: "OPEN", page: 1, limit: 1 },
          signal,
        })
        .then((response) => response.data.data.pagination.totalCount),
    staleTime: 60_000,
    retry: false,
  });
}

export function itemQuery(kind: TReportItemKind, id: string) {
  return queryOptions({
    queryKey: moderationKeys.item(kind, id),
    queryFn: ({ signal }) =>
      apiClient
        .get<TModerationItemDetail>(`/admin/moderation/items/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, {
          signal,
        })
        .then((response) => response.data.data),
    staleTime: 0,
  });
}

export function takeAction(body: TModerationActionCreate) {
  return apiClient.post<TModerationAction>("/admin/moderation/actions", body).then((response) => response.data);
}

export function appealsQuery(params: { status: TAppealStatus; page: number }) {
  return queryOptions({
    queryKey: moderationKeys.appeals(params),
    queryFn: ({ signal }) =>
      apiClient
        .get<Page<TAppealQueueItem>>("/admin/moderation/appeals", { params: { ...params }, signal })
        .then((response) => response.data.data),
    staleTime: 0,
  });
}

export function decideAppeal({ id, body }: { id: string; body: TAppealDecision }) {
  return apiClient
    .post<TAppealQueueItem>(`/admin/moderation/appeals/${encodeURIComponent(id)}/decision`, body)
    .then((response) => response.data);
}
