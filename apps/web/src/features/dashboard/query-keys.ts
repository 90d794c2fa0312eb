/** Every admin query starts with `all`, so one invalidation after an action refreshes the stats and the list. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  userLists: () => [...adminKeys.all, "users"] as const,
  users: <F extends object>(filters: F) => [...adminKeys.userLists(), filters] as const,
};
