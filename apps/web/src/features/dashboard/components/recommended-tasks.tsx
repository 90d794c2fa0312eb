import type { TRecommendedTask } from "@crewlance/contracts/dashboard";
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBudget, formatMatch, matchTone } from "@/lib/marketplace/labels";

// As many as DASHBOARD_RECOMMENDED_LIMIT of contracts/dashboard (whose schemas the first paint
// must not load): the dashboard sends at most four.
const SKELETON_ROWS = [0, 1, 2, 3];

/** Open tasks that ask for the freelancer's skills, best match first, not yet applied to. */
export function RecommendedTasks({ tasks, hasSkills }: { tasks: TRecommendedTask[] | undefined; hasSkills: boolean }) {
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
      {!tasks ? (
        // Rows of a task row's size, as many as the dashboard sends at most, so the page below does
        // not move when they arrive.
        <ul>
          <li className="sr-only">Loading</li>
          {SKELETON_ROWS.map((key) => (
            <li key={key} aria-hidden className="flex items-center gap-3 border-t border-line px-5 py-3">
              <span className="flex-1 space-y-1.5 py-0.5">
                <Skeleton className="h-3.5 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </span>
              <Skeleton className="h-5 w-16 shrink-0" />
            </li>
          ))}
        </ul>
      ) : tasks.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState
            compact
            icon={Sparkles}
            title="No matching tasks right now"
            description={
              hasSkills
                ? "No open task you have not applied to asks for your skills. Add more skills to your profile, or browse every task."
                : "Add skills to your profile and tasks that ask for them show up here."
            }
            action={
              hasSkills ? (
                <LinkButton to="/tasks">Browse tasks</LinkButton>
              ) : (
                <LinkButton to="/profile" variant="primary">
                  Add skills
                </LinkButton>
              )
            }
          />
        </div>
      ) : (
        <ul>
          {tasks.map((task) => (
            <li key={task.id} className="border-t border-line">
              <Link
                to={`/tasks/${task.id}`}
                className="flex items-center gap-3 px-5 py-3 transition-colors hover:bg-surface-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-fg">{task.title}</span>
                  <span className="block truncate text-xs text-muted">
                    {formatBudget(task)} · {task.companyName}
                  </span>
                </span>
                <Badge tone={matchTone(task.match)}>{formatMatch(task.match)}</Badge>
                <ArrowRight className="size-4 shrink-0 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
