import type {
  TNotificationPreferences,
  TUnsubscribeResult,
  TUpdateNotificationPreferencesRequest,
} from "@crewlance/contracts/notification-preferences";
import type { TUser } from "@crewlance/contracts/users";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const notificationSettingsKeys = {
  all: ["notification-settings"] as const,
  preferences: () => ["notification-settings", "preferences"] as const,
  unsubscribe: (token: string) => ["notification-settings", "unsubscribe", token] as const,
};

/** GET /notification-preferences */
export const notificationPreferencesQuery = queryOptions({
  queryKey: notificationSettingsKeys.preferences(),
  queryFn: () =>
    apiClient.get<TNotificationPreferences>("/notification-preferences").then((response) => response.data.data),
});

/** PATCH /notification-preferences: the switches that changed and/or the digest. */
export function updateNotificationPreferences(
  body: TUpdateNotificationPreferencesRequest,
): Promise<TNotificationPreferences> {
  return apiClient
    .patch<TNotificationPreferences>("/notification-preferences", body)
    .then((response) => response.data.data);
}

/** PUT /user with the time zone the digest follows. */
export function updateTimeZone(timeZone: string): Promise<TUser> {
  return apiClient.put<TUser>("/user", { timeZone }).then((response) => response.data.data);
}

/** GET /unsubscribe?token=: what the emailed link turns off, without signing in. */
export const unsubscribePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: notificationSettingsKeys.unsubscribe(token),
    queryFn: () =>
      apiClient
        .get<TUnsubscribeResult>(`/unsubscribe?token=${encodeURIComponent(token)}`)
        .then((response) => response.data.data),
    retry: false,
  });

/** POST /unsubscribe with the link's token. */
export function confirmUnsubscribe(token: string): Promise<TUnsubscribeResult> {
  return apiClient.post<TUnsubscribeResult>("/unsubscribe", { token }).then((response) => response.data.data);
}
