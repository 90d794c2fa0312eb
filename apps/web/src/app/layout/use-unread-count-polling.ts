import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { useNotificationStore } from "@/lib/notifications/store";
import { useRealtimeStore } from "@/lib/realtime/store";

const UNREAD_POLL_INTERVAL_MS = 30_000;

/**
 * Keeps the unread badge fresh: on entry, on route changes, every 30 s while the tab is visible,
 * when the tab returns, and at once whenever a notification query is invalidated (a mark-read
 * anywhere). The query only schedules the fetch: the count itself lives in the notification store,
 * its one source of truth, which the badges read; the query's data is nothing, so no copy drifts.
 * While the live connection is up, the server pushes every new notification, so the 30 s poll
 * stops; it runs again as soon as the connection drops (decision 0046). It starts once `enabled`:
 * after the first screen has painted, so a phone's first visit does not fetch it beside the
 * screen's own files (decision 0065).
 */
export function useUnreadCountPolling(enabled: boolean): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const live = useRealtimeStore((state) => state.status === "connected");
  useQuery({
    queryKey: notificationKeys.unreadPoll(),
    queryFn: async () => {
      await useNotificationStore.getState().fetchUnreadCount();
      return null;
    },
    enabled,
    staleTime: 0,
    refetchInterval: live ? false : UNREAD_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is refreshed on every route change.
  useEffect(() => {
    // Joins a fetch already in flight (the first one on entry) instead of starting another.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadPoll() }, { cancelRefetch: false });
  }, [pathname]);
}
