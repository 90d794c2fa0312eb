/**
 * Every server-state query about notifications starts with this key, so a mark-read anywhere
 * can invalidate them all at once (the latest list on the dashboard and the unread badge).
 */
export const NOTIFICATIONS_QUERY_KEY = ["notifications"] as const;
export const UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, "unread-count"] as const;
