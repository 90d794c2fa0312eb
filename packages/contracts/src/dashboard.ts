import { z } from "zod";
import { ZPaise } from "./common";
import { ZNotification } from "./notifications";

/*
 * GET /dashboard (decision 0048): one aggregated answer per role, told apart by `role`.
 * Money is integer paise; months are calendar months in UTC, oldest first, the last one the
 * current month, empty months included. The web imports only the types of this file, so the
 * dashboard's first paint carries no zod (decision 0020).
 */

export const DASHBOARD_MONTHS = 12;
export const DASHBOARD_ACTIVITY_LIMIT = 6;
export const DASHBOARD_OPEN_TASKS_LIMIT = 5;
export const DASHBOARD_RECOMMENDED_LIMIT = 4;

const count = z.number().int().nonnegative();

export const ZMonthAmount = z.object({ month: z.string(), amount: ZPaise });
export type TMonthAmount = z.infer<typeof ZMonthAmount>;

/** An open task of the company with the proposals that wait for an answer on it. */
export const ZDashboardOpenTask = z.object({
  id: z.string().uuid(),
  title: z.string(),
  toReview: count,
  publishedAt: z.string().nullable(),
});

export const ZCompanyDashboard = z.object({
  role: z.literal("COMPANY"),
  generatedAt: z.string(),
  openTasks: count,
  /** PENDING and SHORTLISTED proposals on the company's OPEN tasks: they wait for an answer. */
  applicationsToReview: count,
  activeProjects: count,
  /** The company's ESCROW account balance: funded milestones not yet released or refunded. */
  escrowHeld: ZPaise,
  /** What escrow paid out per month (milestone amounts plus the client fee). */
  spendByMonth: z.array(ZMonthAmount),
  newestOpenTasks: z.array(ZDashboardOpenTask),
  recentActivity: z.array(ZNotification),
});
export type TCompanyDashboard = z.infer<typeof ZCompanyDashboard>;

export const ZRecommendedTask = z.object({
  id: z.string().uuid(),
  title: z.string(),
  companyName: z.string(),
  budgetType: z.enum(["FIXED", "HOURLY"]),
  budgetMin: ZPaise,
  budgetMax: ZPaise,
  match: z.object({ matched: count, total: count }),
});
export type TRecommendedTask = z.infer<typeof ZRecommendedTask>;

export const ZFreelancerDashboard = z.object({
  role: z.literal("FREELANCER"),
  generatedAt: z.string(),
  applicationsByStatus: z.object({
    PENDING: count,
    SHORTLISTED: count,
    ACCEPTED: count,
    REJECTED: count,
    WITHDRAWN: count,
  }),
  activeProjects: count,
  /** What the freelancer received per month from released milestones, after the freelancer fee. */
  earningsByMonth: z.array(ZMonthAmount),
  /** OPEN tasks asking for the freelancer's skills, not applied to, best share of skills first. */
  recommendedTasks: z.array(ZRecommendedTask),
  /** Whether the profile lists skills at all: without them there is nothing to match. */
  hasSkills: z.boolean(),
  recentActivity: z.array(ZNotification),
});
export type TFreelancerDashboard = z.infer<typeof ZFreelancerDashboard>;

export const ZAdminMonth = z.object({
  month: z.string(),
  signUps: count,
  tasksPosted: count,
  projectsStarted: count,
  /** Milestone amounts companies funded into escrow that month (client fees not counted). */
  volume: ZPaise,
});
export type TAdminMonth = z.infer<typeof ZAdminMonth>;

export const ADMIN_ACTIVITY_KINDS = ["SIGN_UP", "DISPUTE", "WITHDRAWAL"] as const;

export const ZAdminActivity = z.object({
  id: z.string(),
  kind: z.enum(ADMIN_ACTIVITY_KINDS),
  title: z.string(),
  detail: z.string(),
  /** The money a withdrawal asks for; null for other kinds. */
  amount: ZPaise.nullable(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivity>;

export const ZAdminDashboard = z.object({
  role: z.literal("ADMIN"),
  generatedAt: z.string(),
  users: z.object({
    total: count,
    byRole: z.object({ FREELANCER: count, COMPANY: count, ADMIN: count }),
    byStatus: z.object({ ACTIVE: count, SUSPENDED: count }),
    /** Signed up but never chose a role (a social sign-in that stopped at onboarding). */
    withoutRole: count,
    companiesAwaitingVerification: count,
  }),
  tasks: z.object({ open: count, inProgress: count, completed: count }),
  projects: z.object({ active: count, completed: count, disputed: count }),
  months: z.array(ZAdminMonth),
  openDisputes: count,
  pendingWithdrawals: z.object({ count: count, amount: ZPaise }),
  /** Support tickets not closed yet (help center): open or answered and waiting for the user. */
  openSupportTickets: count,
  recentActivity: z.array(ZAdminActivity),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

export const ZDashboard = z.discriminatedUnion("role", [ZCompanyDashboard, ZFreelancerDashboard, ZAdminDashboard]);
export type TDashboard = z.infer<typeof ZDashboard>;
