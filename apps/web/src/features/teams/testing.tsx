import type {
  TJoinRequest,
  TPayoutShares,
  TPortfolioItem,
  TTeam,
  TTeamDetail,
  TTeamInvitation,
  TTeamMember,
  TTeamRole,
  TTeamUser,
} from "@crewlance/contracts/teams";
import type { ReactElement } from "react";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { useTeamStore } from "./store";

export const ME = { id: "11111111-1111-4111-8111-111111111111", fullName: "Asha Rao", avatarUrl: null, headline: null };
export const RAVI = {
  id: "22222222-2222-4222-8222-222222222222",
  fullName: "Ravi Kumar",
  avatarUrl: null,
  headline: "Designer",
};
export const MEERA = {
  id: "33333333-3333-4333-8333-333333333333",
  fullName: "Meera Iyer",
  avatarUrl: null,
  headline: null,
};
export const TEAM_ID = "44444444-4444-4444-8444-444444444444";

let counter = 0;
export const uuid = () => `55555555-5555-4555-8555-${String(++counter).padStart(12, "0")}`;

function makeMember(user: TTeamUser, role: TTeamRole): TTeamMember {
  return { userId: user.id, user, role, title: null, joinedAt: "2026-11-01T00:00:00.000Z" };
}

/** A team of Asha (OWNER unless said), Ravi (ADMIN) and Meera (MEMBER), seen with `viewerRole`. */
export function makeTeam(viewerRole: TTeamRole | null, overrides: Partial<TTeamDetail> = {}): TTeamDetail {
  const members = [makeMember(ME, "OWNER"), makeMember(RAVI, "ADMIN"), makeMember(MEERA, "MEMBER")];
  return {
    id: TEAM_ID,
    name: "Pixel Forge",
    handle: null,
    description: "Design and front-end work.",
    skills: ["React", "Figma"],
    avatarUrl: null,
    visibility: "PUBLIC",
    owner: ME,
    memberCount: members.length,
    members,
    viewerRole,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    viewerJoinRequestId: null,
    viewerInvitationId: null,
    projects: [],
    ...overrides,
  };
}

export function listTeam(name: string, overrides: Partial<TTeam> = {}): TTeam {
  const { viewerJoinRequestId, viewerInvitationId, projects, ...team } = makeTeam("OWNER", { id: uuid(), name });
  return { ...team, ...overrides };
}

const ref = { id: TEAM_ID, name: "Pixel Forge", avatarUrl: null, visibility: "PUBLIC" as const };

export function makeInvitation(): TTeamInvitation {
  return {
    id: uuid(),
    team: ref,
    invitee: ME,
    inviter: RAVI,
    role: "MEMBER",
    message: "Join us!",
    status: "PENDING",
    expiresAt: "2099-01-01T00:00:00.000Z",
    respondedAt: null,
    createdAt: "2026-11-01T00:00:00.000Z",
  };
}

export function makeJoinRequest(): TJoinRequest {
  return {
    id: uuid(),
    team: ref,
    user: ME,
    message: null,
    status: "PENDING",
    respondedAt: null,
    createdAt: "2026-11-01T00:00:00.000Z",
  };
}

export function makePortfolioItem(title: string, order: number): TPortfolioItem {
  return {
    id: uuid(),
    teamId: TEAM_ID,
    title,
    description: "",
    url: null,
    imageUrl: null,
    tags: [],
    order,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
  };
}

export function makeShares(overrides: Partial<TPayoutShares> = {}): TPayoutShares {
  return {
    projectId: "66666666-6666-4666-8666-666666666666",
    teamId: TEAM_ID,
    shares: [
      { user: ME, basisPoints: 10_000 },
      { user: RAVI, basisPoints: 0 },
    ],
    isSet: false,
    locked: false,
    canEdit: true,
    updatedAt: null,
    ...overrides,
  };
}

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
export const page = (items: unknown[]) =>
  ok({ items, pagination: { currentPage: 1, limit: 20, totalCount: items.length, totalPages: items.length ? 1 : 0 } });

type Routes = Record<string, (url: URL, init: RequestInit) => Response>;

/** Each route is "METHOD /path" after /api; a missing one answers 404 with a sentence. */
export function stubTeamsApi(routes: Routes) {
  return stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    const route = routes[key];
    if (!route) return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
    return route(url, init);
  });
}

export function callsTo(mock: ReturnType<typeof stubFetch>, key: string) {
  return mock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input));
    return `${init?.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}` === key;
  });
}

export function renderTeamRoute(
  path: string,
  element: ReactElement,
  entry: string,
  role: "FREELANCER" | "COMPANY" = "FREELANCER",
) {
  useTeamStore.getState().reset();
  useAuthStore.getState().setAuth({
    user: makeUser({ id: ME.id, fullName: ME.fullName, role, emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  return renderRoutes(
    [
      { path, element },
      { path: "/team", element: <p>Teams list</p> },
      { path: "/team/:id", element: <p>Team page</p> },
    ],
    [entry],
  );
}
