import { REPORT_REASON_LABELS, type TMyReport, type TReportStatus } from "@crewlance/contracts/safety";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { PagedList } from "@/components/paged-list";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { myReportsQuery } from "@/lib/safety/api";

/** A report's status as its reporter reads it: never the outcome for the other person (decision 0092). */
export const REPORT_STATUS_BADGES: Record<TReportStatus, { label: string; tone: BadgeTone }> = {
  OPEN: { label: "Open", tone: "accent" },
  ACTIONED: { label: "Action taken", tone: "success" },
  DISMISSED: { label: "Closed", tone: "neutral" },
};

const KIND_NAMES: Record<TMyReport["itemKind"], string> = {
  USER: "Profile",
  TASK: "Task",
  MESSAGE: "Message",
  REVIEW: "Review",
  TEAM: "Team",
  PORTFOLIO_ITEM: "Portfolio item",
  PROPOSAL: "Proposal",
  OFFER: "Offer",
};

function ReportRow({ report }: { report: TMyReport }) {
  const badge = REPORT_STATUS_BADGES[report.status];
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-fg break-words">
          {report.itemLabel ?? `${KIND_NAMES[report.itemKind]} no longer available`}
        </p>
        <p className="text-xs text-muted">
          {KIND_NAMES[report.itemKind]} · {REPORT_REASON_LABELS[report.reason]} · Reported on{" "}
          {formatDate(new Date(report.createdAt), "local")}
          {report.closedAt ? ` · Closed on ${formatDate(new Date(report.closedAt), "local")}` : ""}
        </p>
      </div>
      <Badge tone={badge.tone} className="self-start">
        {badge.label}
      </Badge>
    </li>
  );
}

/** "Your reports", newest first, paged. */
export function MyReportsCard() {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...myReportsQuery(page), placeholderData: keepPreviousData });
  return (
    <Card className="p-5">
      <h2 id="reports-heading" className="text-base font-semibold text-fg">
        Your reports
      </h2>
      <p className="mt-1 text-sm text-muted">
        We review every report. "Action taken" means we acted on it; we don't say what, to protect everyone's privacy.
      </p>
      <div className="mt-4">
        <PagedList
          query={query}
          variant="card"
          errorTitle="Could not load your reports"
          skeleton={<Skeleton className="h-24" />}
          empty={
            <EmptyState
              compact
              icon={Flag}
              title="No reports yet"
              description="Report a message, profile, task or review from its More menu when something is wrong."
            />
          }
          onPageChange={setPage}
        >
          {(items) => (
            <ul className="divide-y divide-[var(--border)]">
              {items.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </Card>
  );
}
