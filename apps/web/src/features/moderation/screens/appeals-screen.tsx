import { APPEAL_STATUSES } from "@crewlance/contracts/safety";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Scale } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { oneOfFilter, pageFilter, useUrlFilters } from "@/lib/use-url-filters";
import { appealsQuery } from "../api";
import { AppealCard } from "../components/appeal-card";
import { ModerationTabs } from "../components/moderation-tabs";
import { StatusSwitch } from "../components/status-switch";

const appealFilterFields = { status: oneOfFilter(APPEAL_STATUSES, "PENDING"), page: pageFilter() };
const TAB_LABELS = { PENDING: "Waiting", UPHELD: "Upheld", OVERTURNED: "Overturned" } as const;

/** /admin/moderation/appeals: appeals waiting for a second admin, and the ones decided. */
export default function AppealsScreen() {
  const { filters, setFilters } = useUrlFilters(appealFilterFields);
  const { status, page } = filters;
  const query = useQuery({ ...appealsQuery({ status, page }), placeholderData: keepPreviousData });
  return (
    <div>
      <PageHeader
        title="Appeals"
        description="People answering an action taken on them. An admin other than the one who acted decides."
      />
      <ModerationTabs />
      <div className="mb-4">
        <StatusSwitch
          label="Appeal status"
          value={status}
          options={APPEAL_STATUSES.map((value) => [value, TAB_LABELS[value]] as const)}
          onChange={(next) => setFilters({ status: next })}
        />
      </div>
      <PagedList
        query={query}
        errorTitle="Could not load the appeals"
        onPageChange={(next) => setFilters({ page: next })}
        paginationClassName="mt-4"
        skeleton={<Skeleton className="h-48 rounded-2xl" />}
        empty={
          <EmptyState
            icon={Scale}
            title={status === "PENDING" ? "No appeals waiting" : "No decided appeals here yet"}
            description="When someone appeals a hide, a warning, a restriction or a suspension, it waits here."
          />
        }
      >
        {(items, { stale }) => (
          <div className={cn("space-y-4", stale && "opacity-60")}>
            {items.map((appeal) => (
              <AppealCard key={appeal.id} appeal={appeal} />
            ))}
          </div>
        )}
      </PagedList>
    </div>
  );
}
