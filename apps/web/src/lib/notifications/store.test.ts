import type { TNotification } from "@crewlance/contracts/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "./api";
import { FETCH_ERROR, MARK_READ_ERROR, useNotificationStore } from "./store";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function notification(id: string, isRead = false): TNotification {
  return {
    id,
    type: "WELCOME",
    title: `Notification ${id}`,
    body: "",
    link: null,
    isRead,
    createdAt: "2025-01-01T00:00:00.000Z",
  };
}

const store = () => useNotificationStore.getState();

describe("notification store", () => {
  beforeEach(() => store().reset());
  afterEach(() => vi.restoreAllMocks());

  it("starts empty", () => {
    expect(store()).toMatchObject({ list: [], unreadCount: 0, loading: false, error: null });
  });

  it("lowers the unread count when one is marked read, never below 0", () => {
    store().setList([notification("a"), notification("b")]);
    store().setUnreadCount(1);
    store().markRead("a");
    expect(store().unreadCount).toBe(0);
    store().markRead("b");
    expect(store().unreadCount).toBe(0);
    expect(store().list.every((item) => item.isRead)).toBe(true);
  });

  it("does not lower the count for one already read", () => {
    store().setList([notification("a", true)]);
    store().setUnreadCount(3);
    store().markRead("a");
    expect(store().unreadCount).toBe(3);
  });

  it("raises the count when an unread one is added, and not for a read one", () => {
    store().addNotification(notification("a"));
    expect(store().unreadCount).toBe(1);
    store().addNotification(notification("b", true));
    expect(store().unreadCount).toBe(1);
    expect(store().list.map((item) => item.id)).toEqual(["b", "a"]);
  });

  it("marks all read and sets the count to 0", () => {
    store().setList([notification("a"), notification("b")]);
    store().setUnreadCount(7);
    store().markAllRead();
    expect(store().unreadCount).toBe(0);
    expect(store().list.every((item) => item.isRead)).toBe(true);
  });

  it("never takes a negative count from the server", () => {
    store().setUnreadCount(-4);
    expect(store().unreadCount).toBe(0);
  });

  it("logs a failed fetch and keeps 'Failed to fetch notifications'", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(api, "fetchNotifications").mockRejectedValue(new Error("offline"));
    await store().fetchNotifications();
    expect(store()).toMatchObject({ loading: false, error: FETCH_ERROR });
    expect(FETCH_ERROR).toBe("Failed to fetch notifications");
    expect(log).toHaveBeenCalled();
  });

  it("loads a page with the defaults 1 and 5", async () => {
    const spy = vi.spyOn(api, "fetchNotifications").mockResolvedValue({
      success: true,
      data: {
        items: [notification("a")],
        pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 5 },
        nextCursor: null,
      },
      unreadCount: 4,
    });
    await store().fetchNotifications();
    expect(spy).toHaveBeenCalledWith(1, 5);
    expect(store().list).toHaveLength(1);
    expect(store().pagination?.totalCount).toBe(1);
    expect(store().unreadCount).toBe(4);
  });

  it("rolls back a failed mark-read with 'Failed to mark notification as read'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(api, "markNotificationRead").mockRejectedValue(new Error("offline"));
    store().setList([notification("a")]);
    store().setUnreadCount(1);
    await store().markAsRead("a");
    expect(store()).toMatchObject({ unreadCount: 1, error: MARK_READ_ERROR });
    expect(store().list[0]?.isRead).toBe(false);
    expect(MARK_READ_ERROR).toBe("Failed to mark notification as read");
  });

  it("uses the mark-read message when the unread count cannot be fetched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(api, "fetchUnreadCount").mockRejectedValue(new Error("offline"));
    await store().fetchUnreadCount();
    expect(store().error).toBe(MARK_READ_ERROR);
  });
});

describe("notification store against slow answers", () => {
  beforeEach(() => store().reset());
  afterEach(() => vi.restoreAllMocks());

  it("does not let a page that was loading undo mark-all, and reloads it afterwards", async () => {
    const stale = {
      success: true as const,
      data: {
        items: [notification("a")],
        pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 5 },
        nextCursor: null,
      },
      unreadCount: 1,
    };
    let answer: (value: typeof stale) => void = () => {};
    const fetchSpy = vi
      .spyOn(api, "fetchNotifications")
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce({ ...stale, data: { ...stale.data, items: [notification("a", true)] }, unreadCount: 0 });
    vi.spyOn(api, "markAllNotificationsRead").mockResolvedValue({ count: 1 });
    const loading = store().fetchNotifications();
    store().setUnreadCount(1);
    await store().markAllAsRead();
    answer(stale);
    await loading;
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(store().loading).toBe(false));
    expect(store().unreadCount).toBe(0);
    expect(store().list[0]?.isRead).toBe(true);
  });

  it("drops an unread count that was asked for before a local change", async () => {
    let answer: (count: number) => void = () => {};
    vi.spyOn(api, "fetchUnreadCount").mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    vi.spyOn(api, "markAllNotificationsRead").mockResolvedValue({ count: 3 });
    const polling = store().fetchUnreadCount();
    store().setUnreadCount(3);
    await store().markAllAsRead();
    answer(3);
    await polling;
    expect(store().unreadCount).toBe(0);
  });
});
