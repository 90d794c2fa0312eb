import { TASK_STATUSES } from "@crewlance/contracts/enum-values";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PagedList } from "@/components/paged-list";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { TASK_STATUS_LABEL } from "@/lib/marketplace/labels";
import { useUrlFilters } from "@/lib/use-url-filters";
import { myTasksQuery } from "../api";
import { myTaskFilterFields } from "../filters";
import { MyTaskRow } from "./my-task-row";

/** A company's own tasks in every status, with a tab per status and its count. */
export function MyTasksList() {
  const { filters, setFilters } = useUrlFilters(myTaskFilterFields);
  const query = useQuery({
    ...myTasksQuery({ status: filters.status || undefined, page: filters.page }),
    placeholderData: keepPreviousData,
  });
  const counts = query.data?.statusCounts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const tabs: Array<[typeof filters.status, string, number | undefined]> = [
    ["", "All", all],
    ...TASK_STATUSES.map(
      (status) => [status, TASK_STATUS_LABEL[status], counts?.[status]] as [typeof status, string, number | undefined],
    ),
  ];
  return (
    <>
      <nav aria-label="Task status" className="-mx-1 mb-4 overflow-x-auto px-1">
        <ul className="flex w-max gap-1 rounded-xl border border-line bg-surface-muted p-1">
          {tabs.map(([status, label, count]) => {
            const current = filters.status === status;
            return (
              <li key={status || "all"}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => setFilters({ status })}
                  className={cn(
                    "inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-fg",
                    current && "bg-surface text-fg shadow-sm",
                  )}
                >
                  {label}
                  {count !== undefined ? <span className="text-xs tabular-nums text-muted">{count}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* The rows' titles are h3: the list's own heading keeps the outline in order (h1, h2, h3). */}
      <h2 className="sr-only">Your task list</h2>
      <PagedList
        query={query}
        errorTitle="Could not load your tasks"
        paginationClassName="mt-6"
        onPageChange={(page) => setFilters({ page })}
        skeleton={
          <SkeletonList label="Loading your tasks" count={4} className="space-y-3" itemClassName="h-24 rounded-2xl" />
        }
        empty={
          <EmptyState
            icon={ClipboardList}
            title={
              filters.status
                ? `No ${TASK_STATUS_LABEL[filters.status].toLowerCase()} tasks`
                : "You have not posted a task yet"
            }
            description={
              filters.status
                ? "Pick another status above to see the rest of your tasks."
                : "Describe the work, set a budget and a deadline, and freelancers start applying."
            }
            action={
              <LinkButton to="/post-task" variant="primary">
                Post a task
              </LinkButton>
            }
          />
        }
      >
        {(items, { stale, fetching }) => (
          <ul className={cn("space-y-3", stale && "opacity-60")} aria-busy={fetching}>
            {items.map((task) => (
              <li key={task.id}>
                <MyTaskRow task={task} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
