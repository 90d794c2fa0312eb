import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_MONTHS,
  DASHBOARD_OPEN_TASKS_LIMIT,
  DASHBOARD_RECOMMENDED_LIMIT,
  type TAdminActivity,
  type TAdminDashboard,
  type TCompanyDashboard,
  type TFreelancerDashboard,
} from "@crewlance/contracts/dashboard";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { countOpenSupportTickets } from "../help/index";
import { adminMoneyFigures, escrowHeld, getWalletMonthly } from "../money/index";
import { latestNotifications } from "../notifications/index";
import { adminProjectFigures, countActiveProjects } from "../projects/index";
import { adminTaskFigures, applicationCountsOf, companyTaskFigures, recommendedTasksFor } from "../tasks/index";
import { adminUserFigures, freelancerSkillsOf, loadUserSummaries } from "../users/index";
import { lastMonths } from "./months";

/*
 * One aggregated read per role (decision 0048): every figure comes from its owning
 * module's service, the independent reads run in parallel, and none runs per row of a widget.
 */

export async function companyDashboard(ctx: AppContext, input: { userId: string }): Promise<TCompanyDashboard> {
  const [tasks, activeProjects, escrow, months, activity] = await Promise.all([
    companyTaskFigures(ctx, { companyId: input.userId, limit: DASHBOARD_OPEN_TASKS_LIMIT }),
    countActiveProjects(ctx, { role: "COMPANY", userId: input.userId }),
    escrowHeld(ctx, { companyId: input.userId }),
    getWalletMonthly(ctx, { userId: input.userId, months: DASHBOARD_MONTHS }),
    latestNotifications(ctx, { userId: input.userId, limit: DASHBOARD_ACTIVITY_LIMIT }),
  ]);
  return {
    role: "COMPANY",
    generatedAt: now().toISOString(),
    openTasks: tasks.openTasks,
    applicationsToReview: tasks.applicationsToReview,
    activeProjects,
    escrowHeld: escrow,
    spendByMonth: months.map((month) => ({ month: month.month, amount: month.spent })),
    newestOpenTasks: tasks.newestOpenTasks,
    recentActivity: activity,
  };
}

async function recommendationsFor(ctx: AppContext, userId: string) {
  const skills = await freelancerSkillsOf(ctx, userId);
  const tasks = await recommendedTasksFor(ctx, { viewerId: userId, skills, limit: DASHBOARD_RECOMMENDED_LIMIT });
  const companies = await loadUserSummaries(
    ctx,
    tasks.map((task) => task.companyId),
  );
  return {
    hasSkills: skills.length > 0,
    tasks: tasks.map(({ companyId, ...task }) => {
      const company = companies.get(companyId);
      return { ...task, companyName: company?.company?.name ?? company?.fullName ?? "A company" };
    }),
  };
}

export async function freelancerDashboard(ctx: AppContext, input: { userId: string }): Promise<TFreelancerDashboard> {
  const [applications, activeProjects, months, recommended, activity] = await Promise.all([
    applicationCountsOf(ctx, input.userId),
    countActiveProjects(ctx, { role: "FREELANCER", userId: input.userId }),
    getWalletMonthly(ctx, { userId: input.userId, months: DASHBOARD_MONTHS }),
    recommendationsFor(ctx, input.userId),
    latestNotifications(ctx, { userId: input.userId, limit: DASHBOARD_ACTIVITY_LIMIT }),
  ]);
  return {
    role: "FREELANCER",
    generatedAt: now().toISOString(),
    applicationsByStatus: applications,
    activeProjects,
    earningsByMonth: months.map((month) => ({ month: month.month, amount: month.earned })),
    recommendedTasks: recommended.tasks,
    hasSkills: recommended.hasSkills,
    recentActivity: activity,
  };
}

const SIDE_WORDS: Record<string, string> = { COMPANY: "the company", FREELANCER: "the freelancer" };
const ROLE_WORDS: Record<string, string> = { COMPANY: "company", FREELANCER: "freelancer", ADMIN: "admin" };

export async function adminDashboard(ctx: AppContext): Promise<TAdminDashboard> {
  const { keys, since } = lastMonths(DASHBOARD_MONTHS);
  const recent = DASHBOARD_ACTIVITY_LIMIT;
  const [people, tasks, projects, money, tickets] = await Promise.all([
    adminUserFigures(ctx, { since, recent }),
    adminTaskFigures(ctx, { since }),
    adminProjectFigures(ctx, { since, recent }),
    adminMoneyFigures(ctx, { since, recent }),
    countOpenSupportTickets(ctx),
  ]);
  const withdrawers = await loadUserSummaries(
    ctx,
    money.recentWithdrawals.map((withdrawal) => withdrawal.userId),
  );
  const activity: Array<TAdminActivity & { at: Date }> = [
    ...people.recentSignUps.map((user) => ({
      id: `sign-up:${user.id}`,
      kind: "SIGN_UP" as const,
      title: `${user.fullName} signed up`,
      detail: user.role ? `New ${ROLE_WORDS[user.role] ?? "account"} account` : "Has not chosen a role yet",
      amount: null,
      link: user.role === "FREELANCER" ? `/freelancers/${user.id}` : null,
      createdAt: user.createdAt.toISOString(),
      at: user.createdAt,
    })),
    ...projects.recentDisputes.map((dispute) => ({
      id: `dispute:${dispute.id}`,
      kind: "DISPUTE" as const,
      title: `Dispute opened on “${dispute.milestoneTitle}”`,
      detail: `Opened by ${SIDE_WORDS[dispute.openedBySide] ?? "a party"}; waiting for an admin's decision`,
      amount: null,
      link: "/dashboard#disputes",
      createdAt: dispute.createdAt.toISOString(),
      at: dispute.createdAt,
    })),
    ...money.recentWithdrawals.map((withdrawal) => ({
      id: `withdrawal:${withdrawal.id}`,
      kind: "WITHDRAWAL" as const,
      title: `${withdrawers.get(withdrawal.userId)?.fullName ?? "A user"} asked for a withdrawal`,
      detail: "Waiting to be paid out",
      amount: withdrawal.amount,
      link: "/wallet",
      createdAt: withdrawal.createdAt.toISOString(),
      at: withdrawal.createdAt,
    })),
  ];
  const recentActivity = activity
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, recent)
    .map(({ at: _at, ...item }) => item);
  return {
    role: "ADMIN",
    generatedAt: now().toISOString(),
    users: {
      total: people.total,
      byRole: people.byRole,
      byStatus: people.byStatus,
      withoutRole: people.withoutRole,
      companiesAwaitingVerification: people.companiesAwaitingVerification,
    },
    tasks: { open: tasks.open, inProgress: tasks.inProgress, completed: tasks.completed },
    projects: { active: projects.active, completed: projects.completed, disputed: projects.disputed },
    months: keys.map((month) => ({
      month,
      signUps: people.signUpsByMonth.get(month) ?? 0,
      tasksPosted: tasks.postedByMonth.get(month) ?? 0,
      projectsStarted: projects.startedByMonth.get(month) ?? 0,
      volume: money.volumeByMonth.get(month) ?? 0,
    })),
    openDisputes: projects.openDisputes,
    pendingWithdrawals: money.pendingWithdrawals,
    openSupportTickets: tickets,
    recentActivity,
  };
}
