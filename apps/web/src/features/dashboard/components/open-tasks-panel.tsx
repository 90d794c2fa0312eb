import type { TCompanyDashboard } from "@crewlance/contracts/dashboard";
import { ArrowRight, Briefcase, Inbox } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

// As many as DASHBOARD_OPEN_TASKS_LIMIT of contracts/dashboard (whose schemas the first paint
// must not load): the dashboard sends at most five.
const SKELETON_ROWS = [0, 1, 2, 3, 4];

/** The company's newest open tasks and the proposals waiting on each. Undefined while loading. */
export function OpenTasksPanel({ dashboard }: { dashboard: TCompanyDashboard | undefined }) {
  const items = dashboard?.newestOpenTasks;
  return (
    <Card className="flex flex-col p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 px-5 pt-5 pb-3">
        <div>
          <h2 className="text-base font-semibold text-fg">Open tasks</h2>
          {dashboard ? (
            <p className="text-sm text-muted">
              {dashboard.openTasks} open · {dashboard.applicationsToReview}{" "}
              {dashboard.applicationsToReview === 1 ? "proposal" : "proposals"} to review
            </p>
          ) : (
            <div className="flex h-5 items-center">
              <Skeleton className="h-3.5 w-40" />
            </div>
          )}
        </div>
        <Link to="/tasks" className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
          All your tasks
        </Link>
      </div>
      {!items ? (
        // Rows of the final size, as many as the dashboard sends at most, so the panel keeps its
        // height when the tasks arrive and the page below it does not move (CLS on a phone).
        <ul>
          <li className="sr-only">Loading</li>
          {SKELETON_ROWS.map((key) => (
            <li key={key} aria-hidden className="flex items-center gap-3 border-t border-line px-5 py-3">
              <Skeleton className="size-9 shrink-0" />
              <span className="flex-1 space-y-1.5">
                <Skeleton className="h-3.5 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </span>
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState
            compact
            icon={Briefcase}
            title="No open tasks"
            description="Publish a task and the proposals freelancers send land here."
            action={
              <LinkButton to="/post-task" variant="primary">
                Post a task
              </LinkButton>
            }
          />
        </div>
      ) : (
        <ul>
          {items.map((task) => (
            <li key={task.id} className="border-t border-line">
              <Link
                to={`/tasks/${task.id}`}
                className="flex items-center gap-3 px-5 py-3 transition-colors hover:bg-surface-muted"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300">
                  <Inbox className="size-4" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-fg">{task.title}</span>
                  {task.publishedAt ? (
                    <span className="block text-xs text-muted">
                      Posted <RelativeTime iso={task.publishedAt} />
                    </span>
                  ) : null}
                </span>
                {task.toReview > 0 ? (
                  <Badge tone="accent">{task.toReview} to review</Badge>
                ) : (
                  <span className="shrink-0 text-xs text-muted">No new proposals</span>
                )}
                <ArrowRight className="size-4 shrink-0 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
