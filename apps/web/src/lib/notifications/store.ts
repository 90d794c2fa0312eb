import type { TPagination } from "@crewlance/contracts/common";
import { NOTIFICATIONS_FIRST_PAGE, NOTIFICATIONS_PAGE_SIZE } from "@crewlance/contracts/constants";
import type { TNotification } from "@crewlance/contracts/notifications";
import { create } from "zustand";
import { toast } from "@/lib/toast";
import * as api from "./api";

export const FETCH_ERROR = "Failed to fetch notifications";
export const MARK_READ_ERROR = "Failed to mark notification as read";

type NotificationState = {
  list: TNotification[];
  pagination: TPagination | null;
  unreadCount: number;
  loading: boolean;
  error: string | null;
  // Local state changes.
  setList: (list: TNotification[], pagination?: TPagination | null) => void;
  addNotification: (notification: TNotification) => void;
  setUnreadCount: (count: number) => void;
  markRead: (id: string) => void;
  markAllRead: () => void;
  reset: () => void;
  // Server calls that update the state.
  fetchNotifications: (page?: number, limit?: number) => Promise<void>;
  fetchUnreadCount: () => Promise<void>;
  markAsRead: (id: string) => Promise<void>;
  markAllAsRead: () => Promise<void>;
};

const initial = { list: [], pagination: null, unreadCount: 0, loading: false, error: null };

/*
 * Answers from the server can be overtaken by a local change (mark read while the page is still
 * loading, a poll in flight during mark-all). Each read remembers the generation it started in
 * and is dropped if a local change happened since; the newest page request wins over older ones.
 */
let generation = 0;
let latestListRequest = 0;
let lastPage = { page: NOTIFICATIONS_FIRST_PAGE, limit: NOTIFICATIONS_PAGE_SIZE };

export const useNotificationStore = create<NotificationState>((set, get) => {
  /** Runs a server write after its local change; reloads the page if a load was overtaken. */
  async function write(call: () => Promise<unknown>, rollback: () => void): Promise<void> {
    const overtookLoad = get().loading;
    generation++;
    try {
      await call();
    } catch (error) {
      console.error(MARK_READ_ERROR, error);
      rollback();
      set({ error: MARK_READ_ERROR });
      toast.error(MARK_READ_ERROR);
    } finally {
      if (overtookLoad) void get().fetchNotifications(lastPage.page, lastPage.limit);
    }
  }

  return {
    ...initial,
    setList: (list, pagination = null) => set({ list, pagination }),
    addNotification: (notification) => {
      generation++;
      set((state) => ({
        list: [notification, ...state.list.filter((item) => item.id !== notification.id)],
        unreadCount: notification.isRead ? state.unreadCount : state.unreadCount + 1,
      }));
    },
    setUnreadCount: (count) => set({ unreadCount: Math.max(0, count) }),
    markRead: (id) =>
      set((state) => {
        const target = state.list.find((item) => item.id === id);
        // An id not in the loaded page may still be unread on the server, so it lowers the count too.
        const lowers = !target?.isRead;
        return {
          list: state.list.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
          unreadCount: lowers ? Math.max(0, state.unreadCount - 1) : state.unreadCount,
        };
      }),
    markAllRead: () =>
      set((state) => ({ list: state.list.map((item) => ({ ...item, isRead: true })), unreadCount: 0 })),
    reset: () => {
      generation++;
      set(initial);
    },

    fetchNotifications: async (page = NOTIFICATIONS_FIRST_PAGE, limit = NOTIFICATIONS_PAGE_SIZE) => {
      const request = ++latestListRequest;
      const startedIn = generation;
      lastPage = { page, limit };
      set({ loading: true, error: null });
      const current = () => request === latestListRequest && startedIn === generation;
      try {
        const body = await api.fetchNotifications(page, limit);
        if (!current()) return;
        set({ list: body.data.items, pagination: body.data.pagination, loading: false });
        if (typeof body.unreadCount === "number") get().setUnreadCount(body.unreadCount);
      } catch (error) {
        if (!current()) return;
        console.error(FETCH_ERROR, error);
        set({ loading: false, error: FETCH_ERROR });
      }
    },
    fetchUnreadCount: async () => {
      const startedIn = generation;
      try {
        const count = await api.fetchUnreadCount();
        if (startedIn === generation) get().setUnreadCount(count);
      } catch (error) {
        // A background poll: recorded, not toasted, so a flaky network does not spam the user.
        console.error(MARK_READ_ERROR, error);
        set({ error: MARK_READ_ERROR });
      }
    },
    markAsRead: async (id) => {
      const before = get().list.find((item) => item.id === id);
      if (before?.isRead) return;
      get().markRead(id);
      await write(
        () => api.markNotificationRead(id),
        () =>
          set((state) => ({
            list: state.list.map((item) => (item.id === id ? { ...item, isRead: false } : item)),
            unreadCount: state.unreadCount + 1,
          })),
      );
    },
    markAllAsRead: async () => {
      const { list, unreadCount } = get();
      get().markAllRead();
      await write(
        () => api.markAllNotificationsRead(),
        () => set({ list, unreadCount }),
      );
    },
  };
});
