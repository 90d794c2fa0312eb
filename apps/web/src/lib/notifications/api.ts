import type { TPagination } from "@crewlance/contracts/common";
import { NOTIFICATIONS_FIRST_PAGE, NOTIFICATIONS_PAGE_SIZE } from "@crewlance/contracts/constants";
import type { TNotification, TNotificationListResponse } from "@crewlance/contracts/notifications";
import { apiClient } from "@/lib/api-client";

type NotificationPage = { items: TNotification[]; pagination: TPagination };

/** GET /notifications — the whole body; page and limit default to 1 and 5. */
export function fetchNotifications(
  page = NOTIFICATIONS_FIRST_PAGE,
  limit = NOTIFICATIONS_PAGE_SIZE,
): Promise<TNotificationListResponse> {
  // The body carries `unreadCount` beside `data`, which the generic envelope type does not know of.
  return apiClient
    .get<NotificationPage>("/notifications", { params: { page, limit } })
    .then((response) => response.data as unknown as TNotificationListResponse);
}

// Both marks send an empty JSON object: the API refuses a bodiless request that declares JSON.
export function markNotificationRead(id: string): Promise<unknown> {
  return apiClient
    .post<unknown>(`/notifications/${encodeURIComponent(id)}/mark-asRead`, {})
    .then((response) => response.data.data);
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiClient.post<unknown>("/notifications/mark-all-read", {}).then((response) => response.data.data);
}

/** GET /notifications/new — data.count is the unread count. */
export function fetchUnreadCount(): Promise<number> {
  return apiClient.get<{ count: number }>("/notifications/new").then((response) => response.data.data.count);
}
