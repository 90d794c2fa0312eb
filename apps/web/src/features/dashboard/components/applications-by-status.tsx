import type { TFreelancerDashboard } from "@crewlance/contracts/dashboard";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { APPLICATION_STATUS_LABEL } from "@/lib/marketplace/labels";

const SHOWN = ["PENDING", "SHORTLISTED", "ACCEPTED", "REJECTED"] as const;

/** The freelancer's proposals counted by status; each count opens that tab of /my-applications. */
export function ApplicationsByStatus({ counts }: { counts: TFreelancerDashboard["applicationsByStatus"] | undefined }) {
  const total = counts ? SHOWN.reduce((sum, status) => sum + counts[status], 0) : 0;
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-fg">Your applications</h2>
        <Link to="/my-applications" className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
          View all
        </Link>
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SHOWN.map((status) => (
          <li key={status}>
            <Link
              to={`/my-applications?status=${status}`}
              className="block rounded-xl border border-line px-3 py-2.5 transition-colors hover:border-amber-300 hover:bg-surface-muted dark:hover:border-amber-500/50"
            >
              <span className="block text-xs text-muted">{APPLICATION_STATUS_LABEL[status]}</span>
              {counts ? (
                <span className="block text-xl font-semibold text-fg tabular-nums">{counts[status]}</span>
              ) : (
                <Skeleton className="mt-1 h-6 w-8" />
              )}
            </Link>
          </li>
        ))}
      </ul>
      {counts && total === 0 ? (
        <p className="mt-3 text-sm text-muted">
          You have not sent a proposal yet.{" "}
          <Link to="/tasks" className="font-medium text-amber-700 hover:underline dark:text-amber-400">
            Browse open tasks
          </Link>{" "}
          and apply to the ones that fit your skills.
        </p>
      ) : null}
    </Card>
  );
}
