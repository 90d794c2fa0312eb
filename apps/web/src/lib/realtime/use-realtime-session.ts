import type { TNotificationEvent } from "@crewlance/contracts/chat";
import { CHAT_SERVER_EVENTS } from "@crewlance/contracts/chat-values";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { useNotificationStore } from "@/lib/notifications/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { onConnected, onRealtime, startRealtime, stopRealtime } from "./connection";

/**
 * Mounted once by the signed-in frame: opens the live connection while someone is signed in (and,
 * in the frame, once its first screen has painted: `ready`) and closes it on logout. A pushed notification goes straight into the notification store (the
 * badge and the list read it) and the dashboard's latest list is refetched.
 */
export function useRealtimeSession(ready = true): void {
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((state) => Boolean(state.accessToken));

  useEffect(() => {
    if (!signedIn || !ready) return;
    // After the first paint: the socket's chunk and the token request wait for the screen's own.
    const timer = window.setTimeout(startRealtime, 0);
    return () => {
      window.clearTimeout(timer);
      stopRealtime();
    };
  }, [signedIn, ready]);

  useEffect(() => {
    const offs = [
      onRealtime<TNotificationEvent>(CHAT_SERVER_EVENTS.notificationNew, ({ notification, unreadCount }) => {
        const store = useNotificationStore.getState();
        store.addNotification(notification);
        store.setUnreadCount(unreadCount);
        void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, "latest"] });
      }),
      // What was created while there was no connection (before the first, or during a drop): the
      // count is asked for again, since the poll stops while connected.
      onConnected(() => void useNotificationStore.getState().fetchUnreadCount()),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
