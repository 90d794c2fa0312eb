/** Every moderation query starts with `all`, so one invalidation after an action refreshes the queue, items and counts. */
export const moderationKeys = {
  all: ["moderation"] as const,
  queue: (params: { status: "OPEN" | "CLOSED"; itemKind?: string; page: number }) =>
    [...moderationKeys.all, "queue", params] as const,
  openCount: () => [...moderationKeys.all, "open-count"] as const,
  item: (kind: string, id: string) => [...moderationKeys.all, "item", kind, id] as const,
  appeals: (params: { status: string; page: number }) => [...moderationKeys.all, "appeals", params] as const,
};
