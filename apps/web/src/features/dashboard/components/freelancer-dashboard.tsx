import type { TFreelancerDashboard } from "@crewlance/contracts/dashboard";
import type { TUser } from "@crewlance/contracts/users";
import { FolderKanban, Send, Star, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { Amount } from "@/components/amount";
import { chartPoints, MonthChart } from "@/components/month-chart/month-chart";
import { ApplicationsByStatus } from "./applications-by-status";
import { FigureTiles } from "./figure-tiles";
import { GetStartedPanel } from "./get-started-panel";
import { LatestNotifications } from "./latest-notifications";
import { RecommendedTasks } from "./recommended-tasks";

/** The FREELANCER dashboard from GET /dashboard; every widget shows a skeleton until it answers. */
export function FreelancerDashboard({ user, dashboard }: { user: TUser; dashboard: TFreelancerDashboard | undefined }) {
  const d = dashboard;
  const earned = d?.earningsByMonth.reduce((sum, month) => sum + month.amount, 0) ?? 0;
  const thisMonth = d?.earningsByMonth.at(-1)?.amount ?? 0;
  const waiting = d ? d.applicationsByStatus.PENDING + d.applicationsByStatus.SHORTLISTED : 0;
  return (
    <div className="flex flex-col gap-6">
      <FigureTiles
        title="Your numbers"
        tiles={[
          {
            label: "Active projects",
            icon: FolderKanban,
            value: d?.activeProjects,
            detail: d && (d.activeProjects === 0 ? "Shows here when a company hires you" : "Work in progress"),
            to: "/project-management?status=ACTIVE",
          },
          {
            label: "Proposals waiting",
            icon: Send,
            value: d ? waiting : undefined,
            detail: d && (waiting === 0 ? "Apply to a task to get hired" : "Pending or shortlisted"),
            to: "/my-applications",
          },
          {
            label: "Earned this month",
            icon: TrendingUp,
            value: d ? <Amount paise={thisMonth} /> : undefined,
            detail: d && (
              <>
                <Amount paise={earned} /> in the last 12 months
              </>
            ),
            to: "/wallet",
          },
          {
            label: "Hired",
            icon: Star,
            value: d?.applicationsByStatus.ACCEPTED,
            detail: d && "Proposals a company accepted",
            to: "/my-applications?status=ACCEPTED",
          },
        ]}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <ApplicationsByStatus counts={d?.applicationsByStatus} />
          <RecommendedTasks tasks={d?.recommendedTasks} hasSkills={d?.hasSkills ?? true} />
          <MonthChart
            title="Earnings per month"
            points={d ? chartPoints(d.earningsByMonth) : undefined}
            series={[{ key: "amount", name: "Earned" }]}
            money
            summary={
              <>
                <Amount paise={earned} /> in the last 12 months
              </>
            }
            empty={
              <p>
                Your earnings show here month by month once a company approves a milestone.{" "}
                <Link to="/tasks" className="font-medium text-amber-700 hover:underline dark:text-amber-400">
                  Find work
                </Link>
              </p>
            }
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <GetStartedPanel user={user} />
          <LatestNotifications items={d?.recentActivity} />
        </div>
      </div>
    </div>
  );
}
