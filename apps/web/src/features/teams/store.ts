import type {
  TJoinRequest,
  TSuggestedTeam,
  TTeam,
  TTeamDetail,
  TTeamInvitation,
  TTeamMember,
} from "@crewlance/contracts/teams";
import { create } from "zustand";
import { errorMessage } from "@/lib/api-client";
import * as api from "./api";

/** Pagination of the team state: totalCount, currentPage, totalPages. */
type TeamPagination = { totalCount: number; currentPage: number; totalPages: number };

const TEAMS_FETCH_ERROR = "Failed to fetch teams";

type TeamData = {
  teams: TTeam[];
  currentTeam: TTeamDetail | null;
  suggestedTeams: TSuggestedTeam[];
  myTeamInvitations: TTeamInvitation[];
  myJoinRequests: TJoinRequest[];
  loading: boolean;
  error: string | null;
  pagination: TeamPagination;
  suggestedPagination: TeamPagination;
};

type TeamState = TeamData & {
  // Local transitions.
  setTeams: (teams: TTeam[], pagination: TeamPagination) => void;
  addTeam: (team: TTeam) => void;
  updateTeam: (team: Partial<TTeam> & { id: string }) => void;
  removeTeam: (teamId: string) => void;
  setCurrentTeam: (team: TTeamDetail | null) => void;
  setSuggestedTeams: (teams: TSuggestedTeam[], pagination: TeamPagination) => void;
  addMember: (teamId: string, member: TTeamMember) => void;
  updateMember: (teamId: string, userId: string, patch: Partial<TTeamMember>) => void;
  removeMember: (teamId: string, userId: string) => void;
  setMyTeamInvitations: (invitations: TTeamInvitation[]) => void;
  removeInvitation: (invitationId: string) => void;
  setMyJoinRequests: (requests: TJoinRequest[]) => void;
  removeJoinRequest: (requestId: string) => void;
  reset: () => void;
  // Server reads that fill the state.
  fetchMyTeams: (page?: number) => Promise<void>;
  fetchSuggestedTeams: (page?: number, q?: string) => Promise<void>;
  fetchMyTeamInvitations: () => Promise<void>;
  fetchMyJoinRequests: () => Promise<void>;
  fetchTeam: (teamId: string) => Promise<void>;
};

const emptyPagination: TeamPagination = { totalCount: 0, currentPage: 1, totalPages: 0 };

const initial: TeamData = {
  teams: [],
  currentTeam: null,
  suggestedTeams: [],
  myTeamInvitations: [],
  myJoinRequests: [],
  loading: false,
  error: null,
  pagination: emptyPagination,
  suggestedPagination: emptyPagination,
};

const toPagination = (p: TeamPagination): TeamPagination => ({
  totalCount: p.totalCount,
  currentPage: p.currentPage,
  totalPages: p.totalPages,
});

/** Total pages after the total changed by one, keeping the page size the last page implied. */
function withTotal(p: TeamPagination, totalCount: number, perPage: number): TeamPagination {
  return { ...p, totalCount, totalPages: Math.max(totalCount === 0 ? 0 : 1, Math.ceil(totalCount / perPage)) };
}

function perPageOf(state: TeamData): number {
  const { pagination, teams } = state;
  if (pagination.totalPages > 1) return Math.max(1, Math.ceil(pagination.totalCount / pagination.totalPages));
  return Math.max(api.MY_TEAMS_PAGE_SIZE, teams.length);
}

function patchMembers(team: TTeam, change: (members: TTeamMember[]) => TTeamMember[]): TTeam {
  const members = change(team.members);
  const counted = members.length - team.members.length;
  return { ...team, members, memberCount: Math.max(0, team.memberCount + counted) };
}

/*
 * The team state: one source of truth for the lists /team shows and the team /team/{id} shows
 * (decision 0044, as decision 0018 did for notifications). Screens read it and call the actions
 * after a write, so a change shows at once everywhere; portfolio and payout shares are not in
 * this state and stay in TanStack Query. Each read drops its answer if a newer read of the same list
 * started since.
 */
let requests = { teams: 0, suggested: 0, invitations: 0, joinRequests: 0, team: 0 };

export const useTeamStore = create<TeamState>((set, get) => {
  async function load<T>(
    kind: keyof typeof requests,
    call: () => Promise<T>,
    apply: (result: T) => Partial<TeamData>,
  ): Promise<void> {
    const request = ++requests[kind];
    set({ loading: true, error: null });
    try {
      const result = await call();
      if (request !== requests[kind]) return;
      set({ ...apply(result), loading: false });
    } catch (error) {
      if (request !== requests[kind]) return;
      console.error(TEAMS_FETCH_ERROR, error);
      set({ loading: false, error: errorMessage(error, TEAMS_FETCH_ERROR) });
    }
  }

  const mapTeams = (teamId: string, change: (team: TTeam) => TTeam) =>
    set((state) => ({
      teams: state.teams.map((team) => (team.id === teamId ? change(team) : team)),
      currentTeam:
        state.currentTeam?.id === teamId ? { ...state.currentTeam, ...change(state.currentTeam) } : state.currentTeam,
    }));

  return {
    ...initial,
    setTeams: (teams, pagination) => set({ teams, pagination: toPagination(pagination) }),
    addTeam: (team) =>
      set((state) => {
        const already = state.teams.some((item) => item.id === team.id);
        const teams = [team, ...state.teams.filter((item) => item.id !== team.id)];
        if (already) return { teams };
        return { teams, pagination: withTotal(state.pagination, state.pagination.totalCount + 1, perPageOf(state)) };
      }),
    updateTeam: (patch) => mapTeams(patch.id, (team) => ({ ...team, ...patch })),
    removeTeam: (teamId) =>
      set((state) => {
        const present = state.teams.some((team) => team.id === teamId);
        return {
          teams: state.teams.filter((team) => team.id !== teamId),
          suggestedTeams: state.suggestedTeams.filter((team) => team.id !== teamId),
          currentTeam: state.currentTeam?.id === teamId ? null : state.currentTeam,
          pagination: present
            ? withTotal(state.pagination, Math.max(0, state.pagination.totalCount - 1), perPageOf(state))
            : state.pagination,
        };
      }),
    setCurrentTeam: (currentTeam) => set({ currentTeam }),
    setSuggestedTeams: (suggestedTeams, pagination) =>
      set({ suggestedTeams, suggestedPagination: toPagination(pagination) }),
    addMember: (teamId, member) =>
      mapTeams(teamId, (team) =>
        patchMembers(team, (members) => [...members.filter((item) => item.userId !== member.userId), member]),
      ),
    updateMember: (teamId, userId, patch) =>
      mapTeams(teamId, (team) =>
        patchMembers(team, (members) =>
          members.map((member) => (member.userId === userId ? { ...member, ...patch } : member)),
        ),
      ),
    removeMember: (teamId, userId) =>
      mapTeams(teamId, (team) => patchMembers(team, (members) => members.filter((member) => member.userId !== userId))),
    setMyTeamInvitations: (myTeamInvitations) => set({ myTeamInvitations }),
    removeInvitation: (invitationId) =>
      set((state) => ({ myTeamInvitations: state.myTeamInvitations.filter((item) => item.id !== invitationId) })),
    setMyJoinRequests: (myJoinRequests) => set({ myJoinRequests }),
    removeJoinRequest: (requestId) =>
      set((state) => ({ myJoinRequests: state.myJoinRequests.filter((item) => item.id !== requestId) })),
    reset: () => {
      requests = { teams: 0, suggested: 0, invitations: 0, joinRequests: 0, team: 0 };
      set(initial);
    },

    fetchMyTeams: (page = 1) =>
      load(
        "teams",
        () => api.fetchMyTeams(page),
        (body) => ({ teams: body.items, pagination: toPagination(body.pagination) }),
      ),
    fetchSuggestedTeams: (page = 1, q) =>
      load(
        "suggested",
        () => api.fetchSuggestedTeams(page, q),
        (body) => ({ suggestedTeams: body.items, suggestedPagination: toPagination(body.pagination) }),
      ),
    fetchMyTeamInvitations: () =>
      load("invitations", api.fetchMyInvitations, (body) => ({
        myTeamInvitations: body.items.filter((item) => item.status === "PENDING"),
      })),
    fetchMyJoinRequests: () =>
      load("joinRequests", api.fetchMyJoinRequests, (body) => ({
        myJoinRequests: body.items.filter((item) => item.status === "PENDING"),
      })),
    fetchTeam: async (teamId) => {
      if (get().currentTeam?.id !== teamId) set({ currentTeam: null });
      await load(
        "team",
        () => api.fetchTeam(teamId),
        (currentTeam) => ({ currentTeam }),
      );
    },
  };
});
