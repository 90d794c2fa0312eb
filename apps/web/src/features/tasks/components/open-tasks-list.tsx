import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Briefcase, SearchX, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { formatListTotal, PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useUrlFilters } from "@/lib/use-url-filters";
import { tasksQuery } from "../api";
import {
  activeFilterNames,
  budgetProblems,
  listSentence,
  NO_TASK_FILTERS,
  taskFilterFields,
  taskListParams,
} from "../filters";
import { TaskCard } from "./task-card";
import { TaskFilterBar } from "./task-filter-bar";

/** GET /tasks's query as this list sends it; null while a filter is refused. */
export type TaskListQuery = ReturnType<typeof taskListParams> | null;

/** The open tasks everyone browses: search, filters, sort and pages, all kept in the address. */
export function OpenTasksList({
  header,
}: {
  header: (summary: string | undefined, listQuery: TaskListQuery) => ReactNode;
}) {
  const { filters, setFilters } = useUrlFilters(taskFilterFields);
  const problems = budgetProblems(filters);
  const invalid = Object.keys(problems).length > 0;
  const query = useQuery({ ...tasksQuery(filters), placeholderData: keepPreviousData, enabled: !invalid });
  const names = activeFilterNames(filters);
  const clearAll = () => setFilters(NO_TASK_FILTERS);
  const pagination = invalid ? undefined : query.data?.pagination;
  const summary = pagination
    ? `${formatListTotal(pagination)} open ${pagination.totalCount === 1 && !pagination.capped ? "task" : "tasks"}${names.length > 0 || filters.q ? " match" : ""}`
    : undefined;

  let emptyDescription: string;
  if (names.length > 0 && filters.q) {
    emptyDescription = `Nothing matches “${filters.q.trim()}” with ${listSentence(names)}. Try loosening ${names.length === 1 ? "that filter" : "one of those filters"} or another search.`;
  } else if (names.length > 0) {
    emptyDescription = `No open task matches ${listSentence(names)}. Try loosening ${names.length === 1 ? "that filter" : "one of those filters"}.`;
  } else {
    emptyDescription = `Nothing matches “${filters.q.trim()}”. Try fewer or other words.`;
  }

  return (
    <>
      {header(summary, invalid ? null : taskListParams(filters))}
      <TaskFilterBar filters={filters} onChange={setFilters} onClear={clearAll} problems={problems} />
      {/* The cards' titles are h3: the list's own heading keeps the outline in order (h1, h2, h3). */}
      <h2 className="sr-only">Matching tasks</h2>
      {invalid ? (
        <EmptyState
          icon={SlidersHorizontal}
          title="Check the budget filter"
          description="Fix the budget marked above to see tasks."
          action={
            <Button variant="secondary" onClick={() => setFilters({ minBudget: "", maxBudget: "" })}>
              Clear the budget
            </Button>
          }
        />
      ) : (
        <PagedList
          query={query}
          errorTitle="Could not load tasks"
          paginationClassName="mt-6"
          onPageChange={(page) => {
            setFilters({ page });
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          skeleton={
            <SkeletonList
              label="Loading tasks"
              count={6}
              className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
              itemClassName="h-64 rounded-2xl"
            />
          }
          empty={
            names.length > 0 || filters.q ? (
              <EmptyState
                icon={SearchX}
                title="No tasks match"
                description={emptyDescription}
                action={
                  <Button variant="secondary" onClick={clearAll}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={Briefcase}
                title="No open tasks yet"
                description="Tasks companies publish appear here, newest and best matching first."
              />
            )
          }
        >
          {(items, { stale, fetching }) => (
            <ul className={cn("grid gap-4 md:grid-cols-2 2xl:grid-cols-3", stale && "opacity-60")} aria-busy={fetching}>
              {items.map((task) => (
                <li key={task.id}>
                  <TaskCard task={task} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </>
  );
}
