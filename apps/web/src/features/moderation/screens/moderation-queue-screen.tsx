import { REPORT_ITEM_KINDS } from "@crewlance/contracts/safety";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { oneOfFilter, pageFilter, useUrlFilters } from "@/lib/use-url-filters";
import { queueQuery } from "../api";
import { ModerationTabs } from "../components/moderation-tabs";
import { QueueRow } from "../components/queue-row";
import { StatusSwitch } from "../components/status-switch";
import { ITEM_KIND_LABELS } from "../labels";

const queueFilterFields = {
  status: oneOfFilter(["OPEN", "CLOSED"], "OPEN"),
  kind: oneOfFilter(REPORT_ITEM_KINDS, ""),
  page: pageFilter(),
};

/** /admin/moderation: reported items, grouped by item (decision 0092). */
export default function ModerationQueueScreen() {
  const ids = useId();
  const { filters, setFilters } = useUrlFilters(queueFilterFields);
  const { status, kind, page } = filters;
  const query = useQuery({
    ...queueQuery({ status, itemKind: kind || undefined, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PageHeader
        title="Moderation"
        description="Reports grouped by what they point at: the most reported first. Open one to read its context and act."
      />
      <ModerationTabs />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <StatusSwitch
          label="Report status"
          value={status}
          options={[
            ["OPEN", "Open"],
            ["CLOSED", "Closed"],
          ]}
          onChange={(next) => setFilters({ status: next })}
        />
        <div className="w-full space-y-1.5 sm:w-52">
          <label htmlFor={`${ids}-kind`} className="block text-sm font-medium text-fg">
            What was reported
          </label>
          <Select
            id={`${ids}-kind`}
            value={kind}
            onChange={(event) => setFilters({ kind: event.target.value as typeof kind })}
          >
            <option value="">Everything</option>
            {REPORT_ITEM_KINDS.map((value) => (
              <option key={value} value={value}>
                {ITEM_KIND_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Card className="p-0">
        <PagedList
          query={query}
          variant="card"
          errorFallback="The reports could not be loaded."
          errorClassName="p-4 text-sm text-muted sm:p-5"
          paginationClassName="border-t border-line px-4 py-3 sm:px-5"
          onPageChange={(next) => setFilters({ page: next })}
          skeleton={
            <div className="space-y-2 p-4 sm:p-5">
              <span className="sr-only">Loading reports</span>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-24" />
              ))}
            </div>
          }
          empty={
            <div className="p-4 sm:p-5">
              <EmptyState
                compact
                icon={ShieldCheck}
                title={status === "OPEN" ? "Nothing to review" : "No closed reports yet"}
                description={
                  status === "OPEN"
                    ? "When someone reports a person, a task or a message, or a message is flagged, it waits here."
                    : "Reports land here once an admin acts on them or dismisses them."
                }
              />
            </div>
          }
        >
          {(items, { stale, fetching }) => (
            <ul
              aria-label={status === "OPEN" ? "Open reports" : "Closed reports"}
              aria-busy={fetching || undefined}
              className={cn("divide-y divide-[var(--border)]", stale && "opacity-60")}
            >
              {items.map((item) => (
                <QueueRow key={`${item.itemKind}:${item.itemId}`} item={item} />
              ))}
            </ul>
          )}
        </PagedList>
      </Card>
    </div>
  );
}
