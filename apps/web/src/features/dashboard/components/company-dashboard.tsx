import type { TCompanyDashboard } from "@crewlance/contracts/dashboard";
import type { TUser } from "@crewlance/contracts/users";
import { Briefcase, FolderKanban, Inbox, Lock } from "lucide-react";
import { Link } from "react-router";
import { Amount } from "@/components/amount";
import { chartPoints, MonthChart } from "@/components/month-chart/month-chart";
import { FigureTiles } from "./figure-tiles";
import { GetStartedPanel } from "./get-started-panel";
import { LatestNotifications } from "./latest-notifications";
import { OpenTasksPanel } from "./open-tasks-panel";

/** The COMPANY dashboard from GET /dashboard; every widget shows a skeleton until it answers. */
export function CompanyDashboard({ user, dashboard }: { user: TUser; dashboard: TCompanyDashboard | undefined }) {
  const d = dashboard;
  const spend = d ? chartPoints(d.spendByMonth) : undefined;
  const spent = d?.spendByMonth.reduce((sum, month) => sum + month.amount, 0) ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <FigureTiles
        title="Your numbers"
        tiles={[
          {
            label: "Open tasks",
            icon: Briefcase,
            value: d?.openTasks,
            detail: d && (d.openTasks === 0 ? "Post a task to receive proposals" : "Taking proposals now"),
            to: "/tasks",
          },
          {
            label: "Proposals to review",
            icon: Inbox,
            value: d?.applicationsToReview,
            detail: d && (d.applicationsToReview === 0 ? "Nothing waits for you" : "Pending or shortlisted"),
            to: "/tasks",
          },
          {
            label: "Active projects",
            icon: FolderKanban,
            value: d?.activeProjects,
            detail: d && (d.activeProjects === 0 ? "Hire someone to start one" : "In progress with freelancers"),
            to: "/project-management?status=ACTIVE",
          },
          {
            label: "Escrow held",
            icon: Lock,
            value: d ? <Amount paise={d.escrowHeld} /> : undefined,
            detail:
              d && (d.escrowHeld === 0 ? "Fund a milestone to start work" : "Funded milestones, not yet paid out"),
            to: "/wallet",
          },
        ]}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <OpenTasksPanel dashboard={d} />
          <MonthChart
            title="Spending per month"
            points={spend}
            series={[{ key: "amount", name: "Spent" }]}
            money
            summary={
              <>
                <Amount paise={spent} /> paid out in the last 12 months
              </>
            }
            empty={
              <p>
                Your spending shows here month by month once a milestone is paid out.{" "}
                <Link
                  to="/project-management"
                  className="font-medium text-amber-700 hover:underline dark:text-amber-400"
                >
                  Go to your projects
                </Link>
              </p>
            }
          />
          <GetStartedPanel user={user} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <LatestNotifications items={d?.recentActivity} />
        </div>
      </div>
    </div>
  );
}
