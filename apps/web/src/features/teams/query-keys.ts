/*
 * Keys of the team data that is not part of the team store's state (which lives in ./store.ts,
 * decision 0044): a team's portfolio, its pending requests and invitations, a project's payout
 * shares. Factories import nothing.
 */
export const teamKeys = {
  all: ["teams"] as const,
  detail: (id: string) => [...teamKeys.all, "detail", id] as const,
  portfolio: (id: string) => [...teamKeys.detail(id), "portfolio"] as const,
  joinRequests: (id: string) => [...teamKeys.detail(id), "join-requests"] as const,
  invitations: (id: string) => [...teamKeys.detail(id), "invitations"] as const,
  emailInvitations: (id: string) => [...teamKeys.detail(id), "email-invitations"] as const,
  inviteCandidates: (id: string, q: string) => [...teamKeys.detail(id), "invite-candidates", q] as const,
  payoutShares: (projectId: string) => [...teamKeys.all, "payout-shares", projectId] as const,
  adminOf: ["teams", "admin-of"] as const,
};
