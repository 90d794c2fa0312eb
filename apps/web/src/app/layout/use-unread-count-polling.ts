import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useNotificationStore } from "@/features/notifications/store";
import { UNREAD_COUNT_QUERY_KEY } from "@/lib/notification-query-keys";

export const UNREAD_POLL_INTERVAL_MS = 30_000;

/**
 * Keeps the unread badge fresh: on entry, on route changes, every 30 s while the tab is visible,
 * when the tab returns, and at once whenever a notification query is invalidated (a mark-read
 * anywhere). The count itself lives in the notification store, which the badges read.
 */
export function useUnreadCountPolling(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useQuery({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    queryFn: async () => {
      const store = useNotificationStore.getState();
      await store.fetchUnreadCount();
      return useNotificationStore.getState().unreadCount;
    },
    staleTime: 0,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is refreshed on every route change.
  useEffect(() => {
    // Joins a fetch already in flight (the first one on entry) instead of starting another.
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY }, { cancelRefetch: false });
  }, [pathname]);
}
