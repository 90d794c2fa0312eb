import { formatPaise } from "@crewlance/contracts/money";
import { useInfiniteQuery } from "@tanstack/react-query";
import { AlertCircle, History } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { RelativeTime } from "@/components/relative-time";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { activityQuery } from "../api";

/** Everything that happened to the project, newest first, a page at a time ("Load more"). */
export function ActivityPanel({ projectId }: { projectId: string }) {
  const query = useInfiniteQuery(activityQuery(projectId));
  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">Loading the activity</span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load the activity"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={History}
        title="Nothing yet"
        description="Milestones, money, board moves and disputes show here."
      />
    );
  return (
    <section aria-label="Activity" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <ol className="space-y-4">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3">
            {item.actor ? (
              <Avatar src={item.actor.avatarUrl} name={item.actor.name} size="xs" />
            ) : (
              <span
                className="grid size-7 shrink-0 place-items-center rounded-full bg-surface-muted text-xs text-muted"
                aria-hidden
              >
                ⚙
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words text-fg">{item.text}</p>
              <p className="text-xs text-muted">
                {item.actor ? item.actor.name : "Crewlance"} · <RelativeTime iso={item.createdAt} />
                {item.amount ? ` · ${formatPaise(item.amount)}` : ""}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {query.hasNextPage ? (
        <div className="mt-5 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
          >
            {query.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
