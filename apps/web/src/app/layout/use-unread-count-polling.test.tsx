import type { TNotification } from "@crewlance/contracts/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LatestNotifications } from "@/features/dashboard/components/latest-notifications";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { useNotificationStore } from "@/lib/notifications/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { SidebarPanel } from "./sidebar-panel";
import { useUnreadCountPolling } from "./use-unread-count-polling";

const unread: TNotification = {
  id: "n1",
  type: "TEST",
  title: "Your company is verified",
  body: "Freelancers now see a verified badge.",
  link: "/notifications",
  isRead: false,
  createdAt: new Date().toISOString(),
};

function Shell() {
  useUnreadCountPolling(true);
  return (
    <>
      <SidebarPanel collapsed={false} />
      <LatestNotifications items={[unread]} />
    </>
  );
}

describe("unread badge polling", () => {
  beforeEach(() => {
    useNotificationStore.getState().reset();
    useAuthStore.getState().reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("drops at once when a notification is opened from the dashboard, without waiting for the poll", async () => {
    let marked = false;
    stubFetch(async (url, init) => {
      const { pathname } = new URL(url);
      if (pathname === "/api/notifications/new")
        return jsonResponse(200, { success: true, data: { count: marked ? 1 : 2 } });
      if (pathname === "/api/notifications") {
        return jsonResponse(200, {
          success: true,
          data: {
            items: [{ ...unread, isRead: marked }],
            pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 5 },
          },
          unreadCount: marked ? 1 : 2,
        });
      }
      if (pathname === "/api/notifications/n1/mark-asRead" && init.method === "POST") {
        // Answers after the route change's own refresh, so only the invalidation can bring the news.
        await new Promise((resolve) => setTimeout(resolve, 50));
        marked = true;
        return jsonResponse(200, { success: true, data: { ...unread, isRead: true } });
      }
      return jsonResponse(404, { success: false, code: "NOT_FOUND", message: "Not found" });
    });
    // The notification links to the page already open, so no route change refreshes the badge.
    const { queryClient } = renderRoutes([{ path: "/notifications", element: <Shell /> }], ["/notifications"]);

    const link = await screen.findByRole("link", { name: /Notifications/ });
    await waitFor(() => expect(within(link).getByText("2 unread")).toBeInTheDocument());
    // The count has one home, the store; the poll's query schedules fetches and keeps no copy.
    expect(useNotificationStore.getState().unreadCount).toBe(2);
    expect(queryClient.getQueryData(notificationKeys.unreadPoll())).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: /Your company is verified/ }));
    await waitFor(() => expect(within(link).getByText("1 unread")).toBeInTheDocument());
  });
});
