/*
 * Query keys of the marketplace: tasks, applications and projects. They live in lib (decision
 * 0018, state shared by several features) because one action touches several screens: a
 * withdrawal on a task's page changes /my-applications and the dashboard, an accept creates a
 * project. Factories import nothing; every key starts with its `all`.
 */

export const taskKeys = {
  all: ["tasks"] as const,
  lists: () => [...taskKeys.all, "list"] as const,
  list: <P extends object>(params: P) => [...taskKeys.lists(), params] as const,
  mine: <P extends object>(params: P) => [...taskKeys.all, "mine", params] as const,
  details: () => [...taskKeys.all, "detail"] as const,
  detail: (id: string) => [...taskKeys.details(), id] as const,
  applications: (id: string) => [...taskKeys.detail(id), "applications"] as const,
};

export const applicationKeys = {
  all: ["applications"] as const,
  mine: <P extends object>(params: P) => [...applicationKeys.all, "mine", params] as const,
};

export const projectKeys = {
  all: ["projects"] as const,
  lists: () => [...projectKeys.all, "list"] as const,
  list: <P extends object>(params: P) => [...projectKeys.lists(), params] as const,
  detail: (id: string) => [...projectKeys.all, "detail", id] as const,
};
