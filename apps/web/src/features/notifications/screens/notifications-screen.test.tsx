import type { TNotification } from "@crewlance/contracts/notifications";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "@/lib/notifications/api";
import { useNotificationStore } from "@/lib/notifications/store";
import NotificationsScreen from "./notifications-screen";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("@/lib/notifications/api", () => ({
  fetchNotifications: vi.fn(),
  markNotificationRead: vi.fn().mockResolvedValue({}),
  markAllNotificationsRead: vi.fn().mockResolvedValue({ count: 2 }),
  fetchUnreadCount: vi.fn().mockResolvedValue(0),
}));

const item = (id: string, isRead: boolean, link: string | null = null): TNotification => ({
  id,
  type: "TEST",
  title: `Title ${id}`,
  body: `Body ${id}`,
  link,
  isRead,
  createdAt: new Date().toISOString(),
});

function page(items: TNotification[], currentPage = 1, totalPages = 2, unreadCount = 2) {
  return {
    success: true as const,
    data: { items, pagination: { totalCount: 7, currentPage, totalPages, limit: 5 }, nextCursor: null },
    unreadCount,
  };
}

function renderScreen(path = "/notifications") {
  const router = createMemoryRouter(
    [
      { path: "/notifications", element: <NotificationsScreen /> },
      { path: "/wallet", element: <p>Wallet screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("notifications screen", () => {
  beforeEach(() => {
    useNotificationStore.getState().reset();
    vi.mocked(api.fetchNotifications).mockReset();
  });

  it("loads the first page of 5, pages on, and marks one read", async () => {
    vi.mocked(api.fetchNotifications)
      .mockResolvedValueOnce(page([item("a", false), item("b", false), item("c", true)]))
      .mockResolvedValueOnce(page([item("d", true)], 2, 2, 2));
    renderScreen();
    expect(await screen.findByText("Title a")).toBeInTheDocument();
    expect(api.fetchNotifications).toHaveBeenCalledWith(1, 5);
    expect(screen.getByText("2 unread")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: 'Mark "Title a" as read' }));
    expect(api.markNotificationRead).toHaveBeenCalledWith("a");
    expect(screen.getByText("1 unread")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Title d")).toBeInTheDocument();
    expect(api.fetchNotifications).toHaveBeenLastCalledWith(2, 5);
  });

  it("marks all as read", async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item("a", false), item("b", false)], 1, 1));
    renderScreen();
    await screen.findByText("Title a");
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(api.markAllNotificationsRead).toHaveBeenCalled();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("follows a notification's link", async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item("a", false, "/wallet")], 1, 1, 1));
    const router = renderScreen();
    await userEvent.click(await screen.findByRole("button", { name: /^Title a/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/wallet"));
    expect(api.markNotificationRead).toHaveBeenCalledWith("a");
  });

  it("says so honestly when there is nothing", async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValueOnce(page([], 1, 0, 0));
    renderScreen();
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });

  it("shows 'Failed to fetch notifications' with a retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(api.fetchNotifications).mockRejectedValueOnce(new Error("offline"));
    renderScreen();
    expect(await screen.findByRole("heading", { name: "Failed to fetch notifications" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
