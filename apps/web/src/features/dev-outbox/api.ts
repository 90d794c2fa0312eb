import type { TPagination } from "@crewlance/contracts/common";
import type { TOutboxMessage } from "@crewlance/contracts/dev-outbox";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError, apiClient } from "@/lib/api-client";
import { outboxKeys } from "./query-keys";

const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_REFRESH_MS = 5000;

type OutboxPage = { items: TOutboxMessage[]; pagination: TPagination };
type OutboxQuery = { page: number; to?: string };

/** GET /dev/outbox: what the app would have emailed or texted, newest first. */
function fetchOutbox({ page, to }: OutboxQuery): Promise<OutboxPage> {
  return apiClient
    .get<OutboxPage>("/dev/outbox", { params: { page, limit: OUTBOX_PAGE_SIZE, to } })
    .then((response) => response.data.data);
}

export function clearOutbox(): Promise<{ deleted: number }> {
  return apiClient.delete<{ deleted: number }>("/dev/outbox").then((response) => response.data.data);
}

export function outboxQuery(query: OutboxQuery) {
  return queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: () => fetchOutbox(query),
    // Production answers 404: the outbox does not exist there, so there is nothing to poll.
    refetchInterval: (query) => (isOutboxDisabled(query.state.error) ? false : OUTBOX_REFRESH_MS),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function isOutboxDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
