/*
 * Keys of a project's parts beside `projectKeys` (lib/marketplace/query-keys.ts, shared with the
 * task pages). Each sits under the project's detail key, so invalidating the project refreshes its
 * board, activity and reviews too. The wallet's keys are spelled as features/wallet spells them,
 * so a milestone's money move refreshes /wallet. Factories import nothing.
 */

export const projectExtraKeys = {
  detail: (id: string) => ["projects", "detail", id] as const,
  board: (id: string) => [...projectExtraKeys.detail(id), "board"] as const,
  activity: (id: string) => [...projectExtraKeys.detail(id), "activity"] as const,
  reviews: (id: string) => [...projectExtraKeys.detail(id), "reviews"] as const,
  files: (id: string) => [...projectExtraKeys.detail(id), "files"] as const,
  releasePreview: (id: string, milestoneId: string) =>
    [...projectExtraKeys.detail(id), "release-preview", milestoneId] as const,
  wallet: ["wallet"] as const,
};
