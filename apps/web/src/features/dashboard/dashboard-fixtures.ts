import type { TAdminDashboard, TCompanyDashboard, TFreelancerDashboard } from "@crewlance/contracts/dashboard";
import type { TNotification } from "@crewlance/contracts/notifications";

/* Answers of GET /dashboard for the web tests: every month zero unless a test says otherwise. */

const MONTHS = ["2025-12", ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`)];
const GENERATED = "2026-11-23T10:00:00.000Z";

export const zeroMonths = () => MONTHS.map((month) => ({ month, amount: 0 }));

export const notification = (overrides: Partial<TNotification> = {}): TNotification => ({
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  type: "APPLICATION_RECEIVED",
  title: "New proposal on Build a React dashboard",
  body: "Ravi Kumar sent a proposal.",
  link: "/tasks/t1",
  isRead: false,
  createdAt: GENERATED,
  ...overrides,
});

export function companyDashboard(overrides: Partial<TCompanyDashboard> = {}): TCompanyDashboard {
  return {
    role: "COMPANY",
    generatedAt: GENERATED,
    openTasks: 0,
    applicationsToReview: 0,
    activeProjects: 0,
    escrowHeld: 0,
    spendByMonth: zeroMonths(),
    newestOpenTasks: [],
    recentActivity: [],
    ...overrides,
  };
}

export function freelancerDashboard(overrides: Partial<TFreelancerDashboard> = {}): TFreelancerDashboard {
  return {
    role: "FREELANCER",
    generatedAt: GENERATED,
    applicationsByStatus: { PENDING: 0, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 },
    activeProjects: 0,
    earningsByMonth: zeroMonths(),
    recommendedTasks: [],
    hasSkills: true,
    recentActivity: [],
    ...overrides,
  };
}

export function adminDashboard(overrides: Partial<TAdminDashboard> = {}): TAdminDashboard {
  return {
    role: "ADMIN",
    generatedAt: GENERATED,
    users: {
      total: 42,
      byRole: { FREELANCER: 30, COMPANY: 11, ADMIN: 1 },
      byStatus: { ACTIVE: 39, SUSPENDED: 3 },
      withoutRole: 0,
      companiesAwaitingVerification: 4,
    },
    tasks: { open: 12, inProgress: 3, completed: 5 },
    projects: { active: 3, completed: 5, disputed: 1 },
    months: MONTHS.map((month) => ({ month, signUps: 0, tasksPosted: 0, projectsStarted: 0, volume: 0 })),
    openDisputes: 1,
    pendingWithdrawals: { count: 2, amount: 150_000 },
    openSupportTickets: 6,
    recentActivity: [],
    ...overrides,
  };
}
