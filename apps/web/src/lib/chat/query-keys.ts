/*
 * Chat's server state. Lives in lib/ because three features show conversations (the chat screen,
 * a team's chat and a project's Chat tab) and features may not import each other.
 */
export const chatKeys = {
  all: ["chat"] as const,
  lists: () => [...chatKeys.all, "list"] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  detail: (id: string) => [...chatKeys.all, "detail", id] as const,
  messages: (id: string) => [...chatKeys.all, "messages", id] as const,
  search: (id: string, q: string) => [...chatKeys.all, "search", id, q] as const,
  team: (teamId: string) => [...chatKeys.all, "team", teamId] as const,
  project: (projectId: string) => [...chatKeys.all, "project", projectId] as const,
  /** An admin's read-only copy of a disputed project's conversation and history (decision 0080). */
  readOnly: (projectId: string) => [...chatKeys.all, "read-only", projectId] as const,
  readOnlyMessages: (projectId: string) => [...chatKeys.readOnly(projectId), "messages"] as const,
  /** How many conversations have unread messages: the Messages badge (decision 0082). */
  unread: () => [...chatKeys.all, "unread"] as const,
};
