import type { TTeamHandle } from "@crewlance/contracts/handles";
import type {
  TInviteCandidateList,
  TJoinRequest,
  TJoinRequestListResponse,
  TPayoutShares,
  TPayoutSharesBody,
  TPortfolioCreateBody,
  TPortfolioItem,
  TPortfolioListResponse,
  TPortfolioUpdateBody,
  TSuggestedTeamListResponse,
  TTeam,
  TTeamCreateBody,
  TTeamDetail,
  TTeamEmailInvitationList,
  TTeamInvitation,
  TTeamInvitationListResponse,
  TTeamInviteBody,
  TTeamInviteResult,
  TTeamListResponse,
  TTeamMember,
  TTeamMemberUpdateBody,
  TTeamUpdateBody,
} from "@crewlance/contracts/teams";
import { TEAM_INBOX_PAGE_SIZE, TEAM_PORTFOLIO_MAX, TEAMS_PAGE_SIZE } from "@crewlance/contracts/teams";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type UploadProgress, uploadFile } from "@/lib/upload";
import { teamKeys } from "./query-keys";

const data = <T>(response: { data: { data: T } }) => response.data.data;
const seg = (id: string) => encodeURIComponent(id);

// ----- Team store reads (the store calls these) -----

export const MY_TEAMS_PAGE_SIZE = TEAM_INBOX_PAGE_SIZE;
export const fetchMyTeams = (page = 1, limit = MY_TEAMS_PAGE_SIZE) =>
  apiClient.get<TTeamListResponse>("/teams/mine", { params: { page, limit } }).then(data);
export const fetchSuggestedTeams = (page = 1, q?: string, limit = TEAMS_PAGE_SIZE) =>
  apiClient.get<TSuggestedTeamListResponse>("/teams/suggested", { params: { page, limit, q } }).then(data);
export const fetchMyInvitations = () =>
  apiClient
    .get<TTeamInvitationListResponse>("/teams/invitations/mine", { params: { limit: TEAM_INBOX_PAGE_SIZE } })
    .then(data);
export const fetchMyJoinRequests = () =>
  apiClient
    .get<TJoinRequestListResponse>("/teams/join-requests/mine", { params: { limit: TEAM_INBOX_PAGE_SIZE } })
    .then(data);
export const fetchTeam = (id: string) => apiClient.get<TTeamDetail>(`/teams/${seg(id)}`).then(data);

// ----- Writes -----

export const createTeam = (body: TTeamCreateBody) => apiClient.post<TTeam>("/teams", body).then(data);
export const updateTeam = (id: string, body: TTeamUpdateBody) =>
  apiClient.patch<TTeam>(`/teams/${seg(id)}`, body).then(data);
/** PUT /teams/{id}/handle: the address of the team's public page, /t/<handle> (decision 0095). */
export const setTeamHandle = (id: string, handle: string) =>
  apiClient.put<TTeamHandle>(`/teams/${seg(id)}/handle`, { handle }).then(data);
export const deleteTeam = (id: string) => apiClient.delete<unknown>(`/teams/${seg(id)}`).then(data);
export const uploadTeamAvatar = (id: string, file: File, onProgress?: (progress: UploadProgress) => void) =>
  uploadFile<TTeam>(`/teams/${seg(id)}/avatar`, file, { onProgress }).then(data);
export const transferOwnership = (id: string, userId: string) =>
  apiClient.post<TTeam>(`/teams/${seg(id)}/transfer-ownership`, { userId }).then(data);
export const inviteToTeam = (id: string, body: TTeamInviteBody) =>
  apiClient.post<TTeamInviteResult>(`/teams/${seg(id)}/invitations`, body).then(data);
export const cancelEmailInvitation = (teamId: string, id: string) =>
  apiClient.delete<unknown>(`/teams/${seg(teamId)}/email-invitations/${seg(id)}`).then(data);
export const requestToJoin = (id: string, message?: string) =>
  apiClient.post<TJoinRequest>(`/teams/${seg(id)}/join-requests`, message ? { message } : {}).then(data);
export const updateMember = (id: string, userId: string, body: TTeamMemberUpdateBody) =>
  apiClient.patch<TTeamMember>(`/teams/${seg(id)}/members/${seg(userId)}`, body).then(data);
/** Removes a member; the caller's own id is leaving. */
export const removeMember = (id: string, userId: string) =>
  apiClient.delete<unknown>(`/teams/${seg(id)}/members/${seg(userId)}`).then(data);

export const acceptInvitation = (id: string) =>
  apiClient.post<TTeamInvitation>(`/team-invitations/${seg(id)}/accept`).then(data);
export const declineInvitation = (id: string) =>
  apiClient.post<TTeamInvitation>(`/team-invitations/${seg(id)}/decline`).then(data);
export const cancelInvitation = (id: string) => apiClient.delete<unknown>(`/team-invitations/${seg(id)}`).then(data);
export const approveJoinRequest = (id: string) =>
  apiClient.post<TJoinRequest>(`/join-requests/${seg(id)}/approve`).then(data);
export const rejectJoinRequest = (id: string) =>
  apiClient.post<TJoinRequest>(`/join-requests/${seg(id)}/reject`).then(data);
export const cancelJoinRequest = (id: string) => apiClient.delete<unknown>(`/join-requests/${seg(id)}`).then(data);

// ----- Not in the team store: TanStack Query -----

export function teamJoinRequestsQuery(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.joinRequests(teamId),
    queryFn: ({ signal }) =>
      apiClient
        .get<TJoinRequestListResponse>(`/teams/${seg(teamId)}/join-requests`, {
          params: { limit: TEAM_INBOX_PAGE_SIZE },
          signal,
        })
        .then(data),
  });
}

export function teamInvitationsQuery(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.invitations(teamId),
    queryFn: ({ signal }) =>
      apiClient
        .get<TTeamInvitationListResponse>(`/teams/${seg(teamId)}/invitations`, {
          params: { limit: TEAM_INBOX_PAGE_SIZE },
          signal,
        })
        .then(data),
  });
}

/** Invitations waiting for someone to sign up with the address (decision 0097). */
export function teamEmailInvitationsQuery(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.emailInvitations(teamId),
    queryFn: ({ signal }) =>
      apiClient.get<TTeamEmailInvitationList>(`/teams/${seg(teamId)}/email-invitations`, { signal }).then(data),
  });
}

/** Freelancers the team may invite whose name matches `q` (at least two characters). */
export function inviteCandidatesQuery(teamId: string, q: string) {
  return queryOptions({
    queryKey: teamKeys.inviteCandidates(teamId, q),
    queryFn: ({ signal }) =>
      apiClient
        .get<TInviteCandidateList>(`/teams/${seg(teamId)}/invite-candidates`, { params: { q }, signal })
        .then(data),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}

export function portfolioQuery(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.portfolio(teamId),
    queryFn: ({ signal }) =>
      apiClient
        .get<TPortfolioListResponse>(`/teams/${seg(teamId)}/portfolio`, {
          params: { limit: TEAM_PORTFOLIO_MAX },
          signal,
        })
        .then(data),
  });
}

export const createPortfolioItem = (teamId: string, body: TPortfolioCreateBody) =>
  apiClient.post<TPortfolioItem>(`/teams/${seg(teamId)}/portfolio`, body).then(data);
export const updatePortfolioItem = (teamId: string, itemId: string, body: TPortfolioUpdateBody) =>
  apiClient.patch<TPortfolioItem>(`/teams/${seg(teamId)}/portfolio/${seg(itemId)}`, body).then(data);
export const deletePortfolioItem = (teamId: string, itemId: string) =>
  apiClient.delete<unknown>(`/teams/${seg(teamId)}/portfolio/${seg(itemId)}`).then(data);
export const reorderPortfolio = (teamId: string, itemIds: string[]) =>
  apiClient.put<unknown>(`/teams/${seg(teamId)}/portfolio/order`, { itemIds }).then(data);
export const uploadPortfolioImage = (teamId: string, itemId: string, file: File) =>
  uploadFile<TPortfolioItem>(`/teams/${seg(teamId)}/portfolio/${seg(itemId)}/image`, file).then(data);

export function payoutSharesQuery(projectId: string) {
  return queryOptions({
    queryKey: teamKeys.payoutShares(projectId),
    queryFn: ({ signal }) =>
      apiClient.get<TPayoutShares>(`/projects/${seg(projectId)}/payout-shares`, { signal }).then(data),
  });
}

export const savePayoutShares = (projectId: string, body: TPayoutSharesBody) =>
  apiClient.put<TPayoutShares>(`/projects/${seg(projectId)}/payout-shares`, body).then(data);
