import type { TNotification } from "@crewlance/contracts/notifications";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationBadge } from "@/app/layout/notification-badge";
import { useNotificationStore } from "@/lib/notifications/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { renderRoutes } from "@/test/render";
import { dispatchRealtime } from "./connection";
import { useRealtimeSession } from "./use-realtime-session";

function notification(id: string): TNotification {
  return {
    id,
    type: "APPLICATION_RECEIVED",
    title: `Notification ${id}`,
    body: "",
    link: null,
    isRead: false,
    createdAt: "2026-11-23T01:00:00.000Z",
  };
}

function Shell() {
  useRealtimeSession();
  const count = useNotificationStore((state) => state.unreadCount);
  return <NotificationBadge count={count} />;
}

describe("the unread badge, live", () => {
  beforeEach(() => {
    // Signed out: the session's subscriptions are there, the socket is not opened.
    useAuthStore.getState().reset();
    useNotificationStore.getState().reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it("takes a pushed notification into the badge and the list at once, capped at 99+", async () => {
    renderRoutes([{ path: "/", element: <Shell /> }], ["/"]);
    act(() => dispatchRealtime("notification:new", { notification: notification("a"), unreadCount: 1 }));
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    expect(useNotificationStore.getState().list.map((item) => item.id)).toEqual(["a"]);

    act(() => dispatchRealtime("notification:new", { notification: notification("b"), unreadCount: 120 }));
    expect(await screen.findByText("99+ unread")).toBeInTheDocument();
    expect(useNotificationStore.getState().list.map((item) => item.id)).toEqual(["b", "a"]);
  });
});
