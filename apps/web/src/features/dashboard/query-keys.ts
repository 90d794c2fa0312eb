/** Every admin query starts with `all`, so one invalidation after an action refreshes the stats and the list. */
export const adminKeys = {
  all: ["admin"] as const,
  userLists: () => [...adminKeys.all, "users"] as const,
  users: <F extends object>(filters: F) => [...adminKeys.userLists(), filters] as const,
  auditLog: (page: number) => [...adminKeys.all, "audit-log", { page }] as const,
  database: () => [...adminKeys.all, "database"] as const,
};

/** The aggregated dashboard of the signed-in user (GET /dashboard), one entry per role. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  mine: () => [...dashboardKeys.all, "mine"] as const,
};
