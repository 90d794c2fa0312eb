import type { TApplication, TApplicationStatus } from "@crewlance/contracts/applications";
import { APPLICATION_STATUSES } from "@crewlance/contracts/enum-values";
import type { TTask } from "@crewlance/contracts/tasks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { PagedList } from "@/components/paged-list";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { APPLICATION_STATUS_LABEL } from "@/lib/marketplace/labels";
import { acceptApplication, rejectApplication, shortlistApplication, taskApplicationsQuery } from "../api";
import { acceptConfirmation, rejectConfirmation, shortlistConfirmation } from "../confirmations";
import { useConfirmAction } from "../use-confirm-action";
import { ApplicationCard } from "./application-card";
import { HourlyAcceptDialog } from "./hourly-accept-dialog";

/** The task's proposals for its company, ranked by skill match then newest, with a tab per status. */
export function ApplicationsPanel({ task }: { task: TTask }) {
  const [status, setStatus] = useState<TApplicationStatus | "">("");
  const [page, setPage] = useState(1);
  const [reason, setReason] = useState("");
  const [hiringByTheHour, setHiringByTheHour] = useState<TApplication | null>(null);
  const query = useQuery({
    ...taskApplicationsQuery(task.id, { status: status || undefined, page }),
    placeholderData: keepPreviousData,
  });
  const counts = query.data?.counts;
  const shortlist = useConfirmAction(shortlistApplication, { success: "Added to your shortlist" });
  const reject = useConfirmAction((id: string) => rejectApplication(id, reason.trim() || undefined), {
    success: "Proposal declined",
    onDone: () => setReason(""),
  });
  const accept = useConfirmAction(acceptApplication, {
    success: (result) => `Hired ${result.application.applicant.fullName}. The project is ready.`,
  });
  const decidable = task.status === "OPEN";
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const tabs: Array<[TApplicationStatus | "", string, number | undefined]> = [
    ["", "All", total],
    ...APPLICATION_STATUSES.map(
      (value) =>
        [value, APPLICATION_STATUS_LABEL[value], counts?.[value]] as [TApplicationStatus, string, number | undefined],
    ),
  ];
  const rankOffset = query.data ? (query.data.pagination.currentPage - 1) * query.data.pagination.limit : 0;

  return (
    <section aria-labelledby="applications-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="applications-heading" className="text-lg font-semibold text-fg">
            Proposals
          </h2>
          <p className="text-sm text-muted">Best skill match first, then newest.</p>
        </div>
      </div>
      <nav aria-label="Proposal status" className="-mx-1 overflow-x-auto px-1">
        <ul className="flex w-max gap-1 rounded-xl border border-line bg-surface-muted p-1">
          {tabs.map(([value, label, count]) => (
            <li key={value || "all"}>
              <button
                type="button"
                aria-pressed={status === value}
                onClick={() => {
                  setStatus(value);
                  setPage(1);
                }}
                className={cn(
                  "inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-fg",
                  status === value && "bg-surface text-fg shadow-sm",
                )}
              >
                {label}
                {count !== undefined ? <span className="text-xs tabular-nums">{count}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        query={query}
        errorTitle="Could not load the proposals"
        paginationClassName="mt-4"
        onPageChange={setPage}
        skeleton={
          <SkeletonList label="Loading proposals" count={3} className="space-y-3" itemClassName="h-44 rounded-2xl" />
        }
        empty={
          <EmptyState
            icon={Inbox}
            compact
            title={status ? `No ${APPLICATION_STATUS_LABEL[status].toLowerCase()} proposals` : "No proposals yet"}
            description={
              status
                ? "Pick another status to see the other proposals."
                : task.status === "DRAFT"
                  ? "Publish the task and freelancers can start sending proposals."
                  : "Freelancers' proposals appear here, best skill match first. You are notified of each."
            }
          />
        }
      >
        {(items: TApplication[], { stale }) => (
          <ol className={cn("space-y-3", stale && "opacity-60")}>
            {items.map((application, index) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  rank={rankOffset + index + 1}
                  decidable={decidable}
                  onShortlist={() => shortlist.ask(application.id, shortlistConfirmation(application.applicant))}
                  onReject={() => reject.ask(application.id, rejectConfirmation(application.applicant))}
                  onAccept={() =>
                    task.budgetType === "HOURLY"
                      ? setHiringByTheHour(application)
                      : counts &&
                        accept.ask(
                          application.id,
                          acceptConfirmation(application.applicant, application.proposedAmount, counts),
                        )
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
      <ConfirmDialog {...shortlist.dialog} />
      <ConfirmDialog {...reject.dialog}>
        <Field label="Reason (optional)" hint="The freelancer sees it with the answer.">
          {(ids) => (
            <Textarea
              {...ids}
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              placeholder="For example: we chose someone with more Figma work."
            />
          )}
        </Field>
      </ConfirmDialog>
      <ConfirmDialog {...accept.dialog} />
      <HourlyAcceptDialog application={hiringByTheHour} onClose={() => setHiringByTheHour(null)} />
    </section>
  );
}
