import { useEffect } from "react";
import { useLocation } from "react-router";
import { useNotificationStore } from "@/features/notifications/store";

export const UNREAD_POLL_INTERVAL_MS = 30_000;

/** Keeps the unread badge fresh: on entry, on route changes, every 30 s and when the tab returns. */
export function useUnreadCountPolling(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is refreshed on every route change.
  useEffect(() => {
    void useNotificationStore.getState().fetchUnreadCount();
  }, [pathname]);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") void useNotificationStore.getState().fetchUnreadCount();
    };
    const timer = window.setInterval(refresh, UNREAD_POLL_INTERVAL_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, []);
}
