/** Every directory query starts with `all`, so one invalidation refreshes lists and profiles. */
export const freelancerKeys = {
  all: ["freelancers"] as const,
  lists: () => [...freelancerKeys.all, "list"] as const,
  list: <P extends object>(params: P) => [...freelancerKeys.lists(), params] as const,
  details: () => [...freelancerKeys.all, "detail"] as const,
  detail: (id: string) => [...freelancerKeys.details(), id] as const,
};
