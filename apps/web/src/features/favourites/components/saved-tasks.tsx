import type { TTaskCard } from "@crewlance/contracts/tasks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PagedList } from "@/components/paged-list";
import { SkeletonList } from "@/components/ui/skeleton";
import { savedPageQuery } from "@/lib/favourites/api";
import { useSavedPage } from "../use-saved-page";
import { UnavailableItem } from "./unavailable-item";

/** /tasks?saved: the tasks the person starred, each as the task list shows it (`renderTask`). */
export function SavedTasks({ renderTask }: { renderTask: (task: TTaskCard) => ReactNode }) {
  const [page, setPage] = useSavedPage("page");
  const query = useQuery({ ...savedPageQuery("task", page), placeholderData: keepPreviousData });
  return (
    <>
      <h2 className="sr-only">Your saved tasks</h2>
      <PagedList
        query={query}
        errorTitle="Could not load your saved tasks"
        paginationClassName="mt-6"
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        skeleton={
          <SkeletonList
            label="Loading your saved tasks"
            count={4}
            className="grid grid-cols-1 gap-4 md:grid-cols-2"
            itemClassName="h-56 rounded-2xl"
          />
        }
        empty={
          <EmptyState
            icon={Star}
            title="No saved tasks yet"
            description="Press the star on a task, in the list or on its page, to keep it here for later."
            action={<LinkButton to="/tasks?view=browse">Browse open tasks</LinkButton>}
          />
        }
      >
        {(items, { stale, fetching }) => (
          <ul className={`grid grid-cols-1 gap-4 md:grid-cols-2 ${stale ? "opacity-60" : ""}`} aria-busy={fetching}>
            {items.map((item) => (
              <li key={item.id}>
                {item.kind === "task" && item.task ? (
                  renderTask(item.task)
                ) : (
                  <UnavailableItem kind="task" id={item.id} />
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
