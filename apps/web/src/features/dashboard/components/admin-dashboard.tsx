import type { TAdminDashboard } from "@crewlance/contracts/dashboard";
import { BadgeCheck, Ban, Banknote, FolderKanban, LifeBuoy, Lock, Scale, Users } from "lucide-react";
import { Amount } from "@/components/amount";
import { chartPoints, MonthChart } from "@/components/month-chart/month-chart";
import { AdminActivity } from "./admin-activity";
import { AdminAuditLogPanel } from "./admin-audit-log-panel";
import { AdminDatabasePanel } from "./admin-database-panel";
import { AdminDisputesQueue } from "./admin-disputes-queue";
import { AdminUsersPanel } from "./admin-users-panel";
import { FigureTiles } from "./figure-tiles";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;

/**
 * The ADMIN dashboard: platform figures and months from GET /dashboard, then the
 * disputes queue and account management, which are lists with actions of their own. A lazy chunk
 * of the dashboard route: companies and freelancers never download it.
 */
export default function AdminDashboard({ dashboard }: { dashboard: TAdminDashboard | undefined }) {
  const d = dashboard;
  const months = d ? chartPoints(d.months) : undefined;
  const volume = d?.months.reduce((sum, month) => sum + month.volume, 0) ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <FigureTiles
        title="Platform numbers"
        tiles={[
          {
            label: "Users",
            icon: Users,
            value: d?.users.total.toLocaleString("en-IN"),
            detail:
              d &&
              `${plural(d.users.byRole.FREELANCER, "freelancer")} · ${plural(d.users.byRole.COMPANY, "company", "companies")} · ${plural(d.users.byRole.ADMIN, "admin")}`,
            to: "#users",
          },
          {
            label: "Suspended",
            icon: Ban,
            value: d?.users.byStatus.SUSPENDED.toLocaleString("en-IN"),
            detail:
              d &&
              (d.users.byStatus.SUSPENDED === 0
                ? "No account is suspended"
                : "Cannot sign in until an admin restores them"),
          },
          {
            label: "Companies to verify",
            icon: BadgeCheck,
            value: d?.users.companiesAwaitingVerification.toLocaleString("en-IN"),
            detail:
              d &&
              (d.users.companiesAwaitingVerification === 0
                ? "Every company is verified"
                : "Check their certificates below"),
            to: "#users",
          },
          {
            label: "Active projects",
            icon: FolderKanban,
            value: d?.projects.active.toLocaleString("en-IN"),
            detail: d && `${plural(d.tasks.open, "open task")} · ${plural(d.projects.completed, "completed project")}`,
          },
          {
            label: "Open disputes",
            icon: Scale,
            value: d?.openDisputes.toLocaleString("en-IN"),
            detail: d && (d.openDisputes === 0 ? "Nothing to decide" : "Waiting for your decision below"),
            to: "#disputes",
          },
          {
            label: "Pending withdrawals",
            icon: Banknote,
            value: d?.pendingWithdrawals.count.toLocaleString("en-IN"),
            detail:
              d &&
              (d.pendingWithdrawals.count === 0 ? (
                "Nothing to pay out"
              ) : (
                <>
                  <Amount paise={d.pendingWithdrawals.amount} /> to pay out
                </>
              )),
            to: "/wallet",
          },
          {
            label: "Open support tickets",
            icon: LifeBuoy,
            value: d?.openSupportTickets.toLocaleString("en-IN"),
            detail: d && (d.openSupportTickets === 0 ? "No one waits for an answer" : "Open or answered, not closed"),
            to: "/help?tab=tickets",
          },
          {
            label: "Funded this month",
            icon: Lock,
            value: d ? <Amount paise={d.months.at(-1)?.volume ?? 0} /> : undefined,
            detail: d && "Milestone amounts companies put into escrow",
          },
        ]}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <MonthChart
            title="Growth per month"
            points={months}
            series={[
              { key: "signUps", name: "Sign-ups" },
              { key: "tasksPosted", name: "Tasks posted" },
              { key: "projectsStarted", name: "Projects started" },
            ]}
            empty="Sign-ups, tasks and projects show here month by month as the marketplace grows."
          />
          <MonthChart
            title="Money funded per month"
            points={months}
            series={[{ key: "volume", name: "Funded" }]}
            money
            summary={
              <>
                <Amount paise={volume} /> funded into escrow in the last 12 months
              </>
            }
            empty="Milestone amounts companies fund into escrow show here month by month."
          />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <AdminActivity items={d?.recentActivity} />
        </div>
      </div>
      <AdminDisputesQueue />
      <AdminUsersPanel />
      <AdminAuditLogPanel />
      <AdminDatabasePanel />
    </div>
  );
}
