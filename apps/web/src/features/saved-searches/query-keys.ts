/** Every saved-search query starts with `all`, so one invalidation refreshes the list. */
export const savedSearchKeys = {
  all: ["saved-searches"] as const,
  list: () => [...savedSearchKeys.all, "list"] as const,
};
