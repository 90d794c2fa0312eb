import type { TJoinRequest, TTeam, TTeamDetail, TTeamInvitation, TTeamMember } from "@crewlance/contracts/teams";
import { beforeEach, describe, expect, it } from "vitest";
import { useTeamStore } from "./store";

const store = () => useTeamStore.getState();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function user(n: number) {
  return { id: uuid(n), fullName: `Person ${n}`, avatarUrl: null, headline: null };
}

function member(n: number, role: TTeamMember["role"] = "MEMBER"): TTeamMember {
  return { userId: uuid(n), user: user(n), role, title: null, joinedAt: "2026-01-01T00:00:00.000Z" };
}

function team(n: number, members: TTeamMember[] = [member(1, "OWNER")]): TTeam {
  return {
    id: uuid(100 + n),
    name: `Team ${n}`,
    handle: null,
    description: "",
    skills: [],
    avatarUrl: null,
    visibility: "PUBLIC",
    owner: user(1),
    memberCount: members.length,
    members,
    viewerRole: "OWNER",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

function detail(t: TTeam): TTeamDetail {
  return { ...t, viewerJoinRequestId: null, viewerInvitationId: null, projects: [] };
}

const ref = (t: TTeam) => ({ id: t.id, name: t.name, avatarUrl: null, visibility: t.visibility });

function invitation(n: number): TTeamInvitation {
  return {
    id: uuid(200 + n),
    team: ref(team(n)),
    invitee: user(2),
    inviter: user(1),
    role: "MEMBER",
    message: null,
    status: "PENDING",
    expiresAt: "2026-02-01T00:00:00.000Z",
    respondedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

function joinRequest(n: number): TJoinRequest {
  return {
    id: uuid(300 + n),
    team: ref(team(n)),
    user: user(2),
    message: null,
    status: "PENDING",
    respondedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("team state", () => {
  beforeEach(() => store().reset());

  it("starts with the exact state shape, empty", () => {
    expect(store()).toMatchObject({
      teams: [],
      currentTeam: null,
      suggestedTeams: [],
      myTeamInvitations: [],
      myJoinRequests: [],
      loading: false,
      error: null,
      pagination: { totalCount: 0, currentPage: 1, totalPages: 0 },
      suggestedPagination: { totalCount: 0, currentPage: 1, totalPages: 0 },
    });
  });

  it("puts a new team first and raises the total", () => {
    store().setTeams([team(1), team(2)], { totalCount: 2, currentPage: 1, totalPages: 1 });
    store().addTeam(team(3));
    expect(store().teams.map((t) => t.name)).toEqual(["Team 3", "Team 1", "Team 2"]);
    expect(store().pagination).toEqual({ totalCount: 3, currentPage: 1, totalPages: 1 });
  });

  it("counts a team added twice once", () => {
    store().addTeam(team(1));
    store().addTeam({ ...team(1), name: "Renamed" });
    expect(store().teams.map((t) => t.name)).toEqual(["Renamed"]);
    expect(store().pagination.totalCount).toBe(1);
    expect(store().pagination.totalPages).toBe(1);
  });

  it("adds a page when the total passes a full last page", () => {
    const page = Array.from({ length: 20 }, (_, i) => team(i + 1));
    store().setTeams(page, { totalCount: 40, currentPage: 1, totalPages: 2 });
    store().addTeam(team(50));
    expect(store().pagination).toEqual({ totalCount: 41, currentPage: 1, totalPages: 3 });
  });

  it("removes a team and lowers the total, never below 0, and clears it as the current team", () => {
    store().setTeams([team(1), team(2)], { totalCount: 2, currentPage: 1, totalPages: 1 });
    store().setCurrentTeam(detail(team(1)));
    store().removeTeam(team(1).id);
    expect(store().teams.map((t) => t.name)).toEqual(["Team 2"]);
    expect(store().pagination.totalCount).toBe(1);
    expect(store().currentTeam).toBeNull();
    store().removeTeam(team(1).id);
    expect(store().pagination.totalCount).toBe(1);
    store().removeTeam(team(2).id);
    expect(store().pagination).toEqual({ totalCount: 0, currentPage: 1, totalPages: 0 });
  });

  it("adds, updates and removes a member in the list and in the current team", () => {
    const t = team(1);
    store().setTeams([t, team(2)], { totalCount: 2, currentPage: 1, totalPages: 1 });
    store().setCurrentTeam(detail(t));

    store().addMember(t.id, member(2));
    for (const view of [store().teams[0], store().currentTeam]) {
      expect(view?.members.map((m) => m.userId)).toEqual([uuid(1), uuid(2)]);
      expect(view?.memberCount).toBe(2);
    }
    expect(store().teams[1]?.members).toHaveLength(1);

    store().updateMember(t.id, uuid(2), { role: "ADMIN", title: "Designer" });
    for (const view of [store().teams[0], store().currentTeam]) {
      expect(view?.members[1]).toMatchObject({ role: "ADMIN", title: "Designer" });
      expect(view?.memberCount).toBe(2);
    }

    store().removeMember(t.id, uuid(2));
    for (const view of [store().teams[0], store().currentTeam]) {
      expect(view?.members.map((m) => m.userId)).toEqual([uuid(1)]);
      expect(view?.memberCount).toBe(1);
    }
  });

  it("keeps the current team's own fields when a member changes", () => {
    const t = team(1);
    store().setCurrentTeam({ ...detail(t), viewerJoinRequestId: uuid(9) });
    store().addMember(t.id, member(3));
    expect(store().currentTeam?.viewerJoinRequestId).toBe(uuid(9));
    expect(store().currentTeam?.projects).toEqual([]);
  });

  it("updates a team in the list and the current team", () => {
    const t = team(1);
    store().setTeams([t], { totalCount: 1, currentPage: 1, totalPages: 1 });
    store().setCurrentTeam(detail(t));
    store().updateTeam({ id: t.id, name: "Night Owls" });
    expect(store().teams[0]?.name).toBe("Night Owls");
    expect(store().currentTeam?.name).toBe("Night Owls");
  });

  it("removes an invitation and a join request from their lists", () => {
    store().setMyTeamInvitations([invitation(1), invitation(2)]);
    store().setMyJoinRequests([joinRequest(1), joinRequest(2)]);
    store().removeInvitation(invitation(1).id);
    store().removeJoinRequest(joinRequest(2).id);
    expect(store().myTeamInvitations.map((i) => i.id)).toEqual([invitation(2).id]);
    expect(store().myJoinRequests.map((r) => r.id)).toEqual([joinRequest(1).id]);
  });

  it("keeps the suggested teams' pagination apart from my teams'", () => {
    store().setSuggestedTeams([{ ...team(5), viewerRole: null, match: { matched: 1, total: 2 } }], {
      totalCount: 30,
      currentPage: 2,
      totalPages: 3,
    });
    expect(store().suggestedPagination).toEqual({ totalCount: 30, currentPage: 2, totalPages: 3 });
    expect(store().pagination.totalCount).toBe(0);
  });
});
