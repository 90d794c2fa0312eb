import type { TMilestoneAction, TMilestoneStatusV2 } from "@crewlance/contracts/projects";
import type { TWalletSummary } from "@crewlance/contracts/wallet";
import type { TReleasePreview } from "@crewlance/contracts/withholding";
import ProjectDetailScreen from "@/app/screens/project-detail-screen";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import ProjectsScreen from "./screens/projects-screen";
import type { BoardItem, Milestone, Project, ProjectListItem } from "./types";

export const COMPANY = { id: "11111111-1111-4111-8111-111111111111", name: "Acme Studio", avatarUrl: null };
export const FREELANCER = { id: "22222222-2222-4222-8222-222222222222", name: "Asha Rao", avatarUrl: null };
export const PROJECT_ID = "33333333-3333-4333-8333-333333333333";

let counter = 0;
const uuid = () => `44444444-4444-4444-8444-${String(++counter).padStart(12, "0")}`;

/** A milestone of 45,000 INR (5% client fee: 2,250 INR) in `status`, with the actions the API sends. */
export function makeMilestone(
  status: TMilestoneStatusV2,
  actions: TMilestoneAction[],
  overrides: Partial<Milestone> = {},
): Milestone {
  return {
    id: uuid(),
    projectId: PROJECT_ID,
    title: "Landing page design",
    amount: 4_500_000,
    dueDate: "2026-12-05",
    status,
    position: 1,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    proposedBy: "COMPANY",
    proposal: null,
    fees: {
      amount: 4_500_000,
      clientFee: 225_000,
      clientFeeGst: 40_500,
      fundTotal: 4_765_500,
      freelancerFee: 0,
      freelancerFeeGst: 0,
      freelancerReceives: 4_500_000,
    },
    fundedAt: null,
    submittedAt: null,
    approvedAt: null,
    cancelledAt: null,
    autoApproveAt: null,
    autoApproved: false,
    submission: null,
    submissions: [],
    revisionReason: null,
    disputeId: null,
    resolution: null,
    waitingOn: null,
    actions,
    ...overrides,
  };
}

export function makeProject(
  viewerSide: "COMPANY" | "FREELANCER",
  milestones: Milestone[],
  overrides: Partial<Project> = {},
): Project {
  return {
    id: PROJECT_ID,
    title: "Website redesign",
    status: "ACTIVE",
    company: COMPANY,
    freelancer: FREELANCER,
    taskId: null,
    applicationId: null,
    totalAmount: 4_500_000,
    milestonesCount: milestones.length,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    viewerSide,
    paidAmount: 0,
    nextMilestone: null,
    waitingOnViewer: null,
    completedAt: null,
    cancelledAt: null,
    description: "A new marketing site.",
    milestones,
    money: {
      total: 4_500_000,
      escrowHeld: 0,
      paid: 0,
      freelancerReceived: 0,
      remaining: 4_500_000,
      clientFees: 0,
      freelancerFees: 0,
      clientFeeBps: 500,
      freelancerFeeBps: 0,
    },
    waitingOn: [],
    canCancel: false,
    canAddMilestone: true,
    reviewDeadline: null,
    people: [
      { ...COMPANY, side: "COMPANY" },
      { ...FREELANCER, side: "FREELANCER" },
    ],
    ...overrides,
  } as Project;
}

export function makeListItem(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  const {
    description: _d,
    milestones: _m,
    money: _money,
    waitingOn: _w,
    canCancel: _c,
    canAddMilestone: _a,
    reviewDeadline: _r,
    people: _p,
    ...item
  } = makeProject("COMPANY", []);
  return { ...item, ...overrides } as ProjectListItem;
}

export function makeCard(overrides: Partial<BoardItem> = {}): BoardItem {
  return {
    id: uuid(),
    projectId: PROJECT_ID,
    title: "Card",
    description: "",
    status: "TODO",
    position: "a0",
    assignee: null,
    dueDate: null,
    createdBy: COMPANY,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    ...overrides,
  };
}

export const BALANCE: TWalletSummary = {
  available: 10_000_000,
  escrow: 0,
  pendingWithdrawal: 0,
  lifetimeEarned: 0,
  lifetimeSpent: 0,
  currency: "INR",
};

export const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });

type Routes = Record<string, (url: URL, init: RequestInit) => Response>;

/** A fetch stand-in: each route is "METHOD /path" (after /api); a missing route answers 404 with a sentence. */
/** A release preview of the 45,000 INR milestone for a freelancer without a PAN: 5% TDS (decision 0089). */
export function makeReleasePreview(milestoneId: string, payeeId: string): TReleasePreview {
  return {
    milestoneId,
    financialYear: "2026-27",
    gross: 4_500_000,
    clientFee: 225_000,
    freelancerFee: 0,
    gstOnFreelancerFee: 0,
    tds: 225_000,
    tcs: 0,
    net: 4_275_000,
    payees: [
      {
        userId: payeeId,
        name: "Asha Rao",
        gross: 4_500_000,
        fee: 0,
        tds: { rateBps: 500, amount: 225_000, reason: "NO_PAN" },
        tcs: null,
        net: 4_275_000,
      },
    ],
  };
}

export function stubProjectsApi(routes: Routes) {
  return stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    const route = routes[key];
    if (!route) return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
    return route(url, init);
  });
}

export function signIn(side: "COMPANY" | "FREELANCER") {
  const party = side === "COMPANY" ? COMPANY : FREELANCER;
  useAuthStore.getState().setAuth({
    user: makeUser({ id: party.id, fullName: party.name, role: side, emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
}

export function renderProject(side: "COMPANY" | "FREELANCER", search = "") {
  signIn(side);
  return renderRoutes(
    [{ path: "/project-management/:id", element: <ProjectDetailScreen /> }],
    [`/project-management/${PROJECT_ID}${search}`],
  );
}

export function renderProjects(side: "COMPANY" | "FREELANCER", search = "") {
  signIn(side);
  return renderRoutes([{ path: "/project-management", element: <ProjectsScreen /> }], [`/project-management${search}`]);
}

/** The calls a stub received for one "METHOD /path". */
export function callsTo(mock: ReturnType<typeof stubFetch>, key: string) {
  return mock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input));
    return `${init?.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}` === key;
  });
}
