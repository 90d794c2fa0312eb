import type { TModerationItemDetail } from "@crewlance/contracts/safety";
import { COMMUNITY_RULE_LABELS, REPORT_REASON_LABELS } from "@crewlance/contracts/safety";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { actionSummary } from "../labels";

const STATUS_LABEL = { OPEN: "Open", ACTIONED: "Actioned", DISMISSED: "Dismissed" } as const;

/** What surrounds the item: the conversation around a message, the task, the profile; the reported line marked. */
export function ItemContext({ context }: { context: TModerationItemDetail["context"] }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-fg">Context</h2>
      {context.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing else to show: the item may be gone.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {context.map((line, index) => (
            <li
              // Lines carry no id of their own; their order is the context's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
              key={index}
              aria-current={line.reported ? "true" : undefined}
              className={cn(
                "rounded-xl border p-3 text-sm",
                line.reported
                  ? "border-red-300 bg-red-50 dark:border-red-500/40 dark:bg-red-500/10"
                  : "border-line bg-surface-muted/40",
              )}
            >
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <span className="font-medium text-fg">{line.label}</span>
                {line.at ? <RelativeTime iso={line.at} /> : null}
                {line.reported ? <Badge tone="danger">Reported</Badge> : null}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-fg">{line.text}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function ItemReports({ reports }: { reports: TModerationItemDetail["reports"] }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-fg">Reports ({reports.length})</h2>
      <ul className="mt-3 divide-y divide-[var(--border)]">
        {reports.map((report) => (
          <li key={report.id} className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-fg">{REPORT_REASON_LABELS[report.reason]}</span>
              <Badge tone={report.status === "OPEN" ? "accent" : "neutral"}>{STATUS_LABEL[report.status]}</Badge>
              <span className="text-xs text-muted">
                <RelativeTime iso={report.createdAt} />
              </span>
            </p>
            <p className="text-muted">
              {report.reporter ? `${report.reporter.fullName} · ${report.reporter.email}` : "Flagged by Crewlance"}
            </p>
            {report.details ? <p className="whitespace-pre-line break-words text-fg">{report.details}</p> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function EarlierActions({ detail }: { detail: TModerationItemDetail }) {
  const { earlierActions, reportsOnSubject } = detail;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-fg">Earlier on this person</h2>
      <p className="mt-1 text-sm text-muted">
        {reportsOnSubject} {reportsOnSubject === 1 ? "report" : "reports"} on anything of theirs, this one included.
      </p>
      {earlierActions.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No earlier actions.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {earlierActions.map((action) => (
            <li key={action.id} className="rounded-xl border border-line p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-fg">{actionSummary(action)}</span>
                {action.liftedAt ? <Badge tone="success">Lifted</Badge> : null}
                <span className="text-xs text-muted">
                  <RelativeTime iso={action.createdAt} /> by {action.admin.fullName}
                </span>
              </p>
              {action.rule ? <p className="text-muted">{COMMUNITY_RULE_LABELS[action.rule]}</p> : null}
              {action.note ? <p className="whitespace-pre-line break-words text-fg">{action.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
