import { APPLICATION_STATUSES } from "@crewlance/contracts/applications";
import type { TUser } from "@crewlance/contracts/users";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { APPLICATION_STATUS_LABEL, formatBudget, formatMatch, matchTone } from "@/lib/marketplace/labels";
import { applicationCountsQuery, recommendedTasksQuery } from "../marketplace-api";

/** The freelancer's proposals counted by status; each count opens that tab of /my-applications. */
export function ApplicationsByStatus() {
  const query = useQuery(applicationCountsQuery());
  const counts = query.data?.counts;
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-fg">Your applications</h2>
        <Link to="/my-applications" className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
          View all
        </Link>
      </div>
      {query.isError ? (
        <p role="alert" className="mt-3 text-sm text-muted">
          {errorMessage(query.error)}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {APPLICATION_STATUSES.filter((status) => status !== "WITHDRAWN").map((status) => (
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
      )}
    </Card>
  );
}

/** Open tasks that ask for the freelancer's skills, best match first, not yet applied to. */
export function RecommendedTasks({ user }: { user: TUser }) {
  const skills = user.freelancerProfile?.skills ?? [];
  const query = useQuery(recommendedTasksQuery(skills));
  return (
    <Card className="flex flex-col p-0">
      <div className="flex items-center justify-between gap-2 px-5 pt-5 pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
          <Sparkles className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
          Recommended for you
        </h2>
        <Link to="/tasks" className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
          Browse tasks
        </Link>
      </div>
      {query.isPending ? (
        <div className="space-y-2 px-5 pb-5">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-14" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="px-5 pb-5 text-sm text-muted">
          <p role="alert">{errorMessage(query.error)}</p>
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState
            compact
            icon={Sparkles}
            title="No matching tasks right now"
            description={
              skills.length > 0
                ? "No open task asks for your skills yet. Add more skills to your profile, or browse every task."
                : "Add skills to your profile and tasks that ask for them show up here."
            }
            action={<LinkButton to="/tasks">Browse tasks</LinkButton>}
          />
        </div>
      ) : (
        <ul>
          {query.data.map((task) => (
            <li key={task.id} className="border-t border-line">
              <Link
                to={`/tasks/${task.id}`}
                className="flex items-center gap-3 px-5 py-3 transition-colors hover:bg-surface-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-fg">{task.title}</span>
                  <span className="block truncate text-xs text-muted">
                    {formatBudget(task)} · {task.company.name}
                  </span>
                </span>
                {task.match ? <Badge tone={matchTone(task.match)}>{formatMatch(task.match)}</Badge> : null}
                <ArrowRight className="size-4 shrink-0 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
