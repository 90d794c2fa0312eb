import type { TPagination } from "@crewlance/contracts/common";
import type { TNotification } from "@crewlance/contracts/notifications";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { notificationKeys } from "@/lib/notifications/query-keys";

export const LATEST_NOTIFICATIONS_LIMIT = 5;

export const latestNotificationsQuery = queryOptions({
  queryKey: notificationKeys.latest(LATEST_NOTIFICATIONS_LIMIT),
  queryFn: ({ signal }) =>
    apiClient
      .get<{ items: TNotification[]; pagination: TPagination }>("/notifications", {
        params: { page: 1, limit: LATEST_NOTIFICATIONS_LIMIT },
        signal,
      })
      .then((response) => response.data.data),
});
