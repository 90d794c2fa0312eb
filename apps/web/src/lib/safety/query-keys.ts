/**
 * Keys of the safety reads (decision 0092). In lib (decision 0018) because a report or a block made
 * on a profile, a task or a chat refreshes the lists on /account/safety.
 */
export const safetyKeys = {
  all: ["safety"] as const,
  blocks: () => [...safetyKeys.all, "blocks"] as const,
  block: (userId: string) => [...safetyKeys.all, "blocks", userId] as const,
  reports: (page: number) => [...safetyKeys.all, "reports", page] as const,
};
