import { APPLICATION_STATUSES, type TApplicationStatus } from "@crewlance/contracts/applications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { APPLICATION_STATUS_LABEL } from "@/lib/marketplace/labels";
import { applicationKeys, taskKeys } from "@/lib/marketplace/query-keys";
import { toast } from "@/lib/toast";
import { useUrlFilters } from "@/lib/use-url-filters";
import { myApplicationsQuery, withdrawApplication } from "../api";
import { ApplicationRow } from "../components/application-row";
import { myApplicationFilterFields } from "../filters";

const EMPTY_TEXT: Record<TApplicationStatus, string> = {
  PENDING: "Proposals the companies have not answered yet show here.",
  SHORTLISTED: "When a company shortlists your proposal, it shows here.",
  ACCEPTED: "Proposals that got you hired show here, with a link to the project.",
  REJECTED: "Proposals a company declined show here, with its reason when it gave one.",
  WITHDRAWN: "Proposals you took back show here.",
};

export default function MyApplicationsScreen() {
  const queryClient = useQueryClient();
  const { filters, setFilters } = useUrlFilters(myApplicationFilterFields);
  const query = useQuery({
    ...myApplicationsQuery({ status: filters.status || undefined, page: filters.page }),
    placeholderData: keepPreviousData,
  });
  const [withdrawing, setWithdrawing] = useState<{ id: string; title: string } | null>(null);
  const withdraw = useMutation({
    mutationFn: withdrawApplication,
    onSuccess: async () => {
      setWithdrawing(null);
      toast.success("Proposal withdrawn");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]);
    },
  });
  const counts = query.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const tabs: Array<[TApplicationStatus | "", string, number | undefined]> = [
    ["", "All", all],
    ...APPLICATION_STATUSES.map(
      (status) =>
        [status, APPLICATION_STATUS_LABEL[status], counts?.[status]] as [
          TApplicationStatus,
          string,
          number | undefined,
        ],
    ),
  ];

  return (
    <>
      <PageHeader
        title="My Applications"
        description="Track the proposals you sent and their status."
        actions={<LinkButton to="/tasks">Find more work</LinkButton>}
      />
      <nav aria-label="Proposal status" className="-mx-1 mb-5 overflow-x-auto px-1">
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
                  {count !== undefined ? <span className="text-xs tabular-nums">{count}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <PagedList
        query={query}
        errorTitle="Could not load your applications"
        paginationClassName="mt-6"
        onPageChange={(page) => setFilters({ page })}
        skeleton={
          <SkeletonList
            label="Loading your applications"
            count={4}
            className="space-y-3"
            itemClassName="h-32 rounded-2xl"
          />
        }
        empty={
          <EmptyState
            icon={FileText}
            title={
              filters.status
                ? `No ${APPLICATION_STATUS_LABEL[filters.status].toLowerCase()} proposals`
                : "No applications yet"
            }
            description={
              filters.status
                ? EMPTY_TEXT[filters.status]
                : "Find a task that fits your skills and send a proposal: it is free."
            }
            action={
              <LinkButton to="/tasks" variant="primary">
                Browse tasks
              </LinkButton>
            }
          />
        }
      >
        {(items, { stale, fetching }) => (
          <ul className={cn("space-y-3", stale && "opacity-60")} aria-busy={fetching}>
            {items.map((item) => (
              <li key={item.id}>
                <ApplicationRow
                  item={item}
                  onWithdraw={() => {
                    withdraw.reset();
                    setWithdrawing({ id: item.id, title: item.task.title });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw your proposal?"
        description={`The company no longer sees your proposal to “${withdrawing?.title ?? ""}”. You can send a new one while the task is open.`}
        confirmLabel="Withdraw proposal"
        tone="danger"
        busy={withdraw.isPending}
        error={withdraw.error ?? undefined}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.id)}
        onOpenChange={(open) => {
          if (!open && !withdraw.isPending) setWithdrawing(null);
        }}
      />
    </>
  );
}
