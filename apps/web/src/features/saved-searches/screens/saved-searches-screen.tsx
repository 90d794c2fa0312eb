import { useQuery } from "@tanstack/react-query";
import { BookmarkPlus } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { useViewerRole } from "@/lib/viewer-role";
import { savedSearchesQuery } from "../api";
import { SavedSearchRow } from "../components/saved-search-row";

/** /saved-searches: each saved search with Run, its alerts, rename and delete (decision 0102). */
export default function SavedSearchesScreen() {
  const role = useViewerRole();
  const query = useQuery(savedSearchesQuery);
  const searchTasks = (
    <LinkButton to="/tasks?view=browse" variant="primary">
      Search tasks
    </LinkButton>
  );
  const searchFreelancers = <LinkButton to="/freelancers">Search freelancers</LinkButton>;
  return (
    <>
      <PageHeader
        title="Saved searches"
        description={
          query.data && query.data.items.length > 0
            ? `${query.data.items.length} of ${query.data.max}. Run one to see what matches now; task searches can alert you of new tasks.`
            : "Searches you keep to run again, and the alerts of new tasks that match them."
        }
      />
      {query.isPending ? (
        <SkeletonList label="Loading saved searches" count={3} className="space-y-3" itemClassName="h-24 rounded-2xl" />
      ) : query.isError ? (
        <EmptyState
          icon={BookmarkPlus}
          title="Could not load your saved searches"
          description="Check your connection, then try again."
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={BookmarkPlus}
          title="No saved searches yet"
          description="Search tasks or freelancers, set the filters you want, then press Save search. It shows up here to run again, and a task search can tell you of new tasks."
          action={
            <>
              {searchTasks}
              {role === "ADMIN" ? null : searchFreelancers}
            </>
          }
        />
      ) : (
        <ul className="space-y-3">
          {query.data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </>
  );
}
