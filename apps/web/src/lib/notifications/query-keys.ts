/**
 * Every notification query starts with `all`, so a mark-read anywhere can invalidate them at once
 * (the dashboard's latest list and the unread poll). The count itself is not cached here: it
 * lives in the notification store, its one source of truth.
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  unreadPoll: () => [...notificationKeys.all, "unread-count"] as const,
  latest: (limit: number) => [...notificationKeys.all, "latest", limit] as const,
};
