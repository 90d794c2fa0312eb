import type { THourlyContract, THourlyWeek, TTimeEntry } from "@crewlance/contracts/hourly";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, Flag, Undo2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatExactPaise } from "@/lib/format";
import { timesheetQuery, withdrawDispute } from "../time-api";
import { DayEntries } from "./day-entries";
import { DisputeEntriesDialog } from "./dispute-entries-dialog";
import { DisputeViewButton } from "./dispute-view-dialog";
import { EntryActions } from "./entry-dialogs";
import { entryName } from "./entry-name";
import { formatIndiaDay, formatMinutes, formatWeekRange } from "./time-format";
import { useTimeMutation } from "./use-time-mutation";
import { WeekFigures } from "./week-figures";
import { WeekStatusBadge } from "./week-status";

type TimesheetViewProps = { contract: THourlyContract; weekStart: string; onBack: () => void };

/** One week as days × entries with its totals, and the company's review of it (decision 0091). */
export function TimesheetView({ contract, weekStart, onBack }: TimesheetViewProps) {
  const sheet = useQuery(timesheetQuery(contract.projectId, weekStart));
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        All weeks
      </Button>
      {sheet.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : sheet.isError ? (
        <EmptyState
          compact
          icon={AlertCircle}
          title="Could not load the timesheet"
          description={errorMessage(sheet.error)}
          action={<Button onClick={() => void sheet.refetch()}>Try again</Button>}
        />
      ) : (
        <Timesheet contract={contract} week={sheet.data.week} days={sheet.data.days} />
      )}
    </div>
  );
}

type Days = Parameters<typeof DayEntries>[0]["days"];

function Timesheet({ contract, week, days }: { contract: THourlyContract; week: THourlyWeek; days: Days }) {
  const [picked, setPicked] = useState<string[]>([]);
  const [disputing, setDisputing] = useState(false);
  const reviewing = contract.viewerSide === "COMPANY" && week.status === "IN_REVIEW";
  const open = week.status === "OPEN" || week.status === "UNFUNDED";
  const editing = contract.viewerSide === "FREELANCER" && open;
  const entries = days.flatMap((day) => day.entries);
  const pickedEntries = entries.filter((entry) => picked.includes(entry.id));
  const toggle = (entry: TTimeEntry) =>
    setPicked((now) => (now.includes(entry.id) ? now.filter((id) => id !== entry.id) : [...now, entry.id]));
  return (
    <section aria-labelledby="timesheet-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="timesheet-heading" className="text-base font-semibold text-fg">
          {formatWeekRange(week.weekStart, week.weekEnd)}
        </h3>
        <WeekStatusBadge week={week} />
      </div>
      <WeekFigures week={week} open={open} />
      <p className="text-sm text-muted">
        {formatMinutes(week.loggedMinutes)} at {formatExactPaise(week.rate)} an hour {open ? "bills" : "billed"}{" "}
        <span className="font-semibold text-fg">{formatExactPaise(open ? week.amountSoFar : week.billedAmount)}</span>
        {week.weeklyLimitHours !== null
          ? ` · ${Math.round((week.loggedMinutes / (week.weeklyLimitHours * 60)) * 100)}% of the ${week.weeklyLimitHours} h limit used`
          : ""}
        .
      </p>
      <WeekNote contract={contract} week={week} />
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
          No time was logged this week.
        </p>
      ) : (
        <DayEntries
          days={days}
          showEmptyDays
          renderLead={
            reviewing
              ? (entry) =>
                  entry.disputeReason ? null : (
                    <input
                      type="checkbox"
                      className="size-4 accent-amber-600"
                      checked={picked.includes(entry.id)}
                      onChange={() => toggle(entry)}
                      aria-label={`Dispute ${entryName(entry)}`}
                    />
                  )
              : undefined
          }
          renderActions={(entry) =>
            reviewing && entry.disputeReason ? (
              <WithdrawButton projectId={contract.projectId} week={week} entry={entry} />
            ) : editing && entry.editable ? (
              <EntryActions projectId={contract.projectId} week={week} entry={entry} />
            ) : null
          }
        />
      )}
      {reviewing && entries.length > 0 ? (
        <div className="sticky bottom-2 flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {picked.length === 0
              ? "Tick the entries you dispute."
              : `${picked.length} ${picked.length === 1 ? "entry" : "entries"} ticked.`}
          </p>
          <Button variant="danger" disabled={picked.length === 0} onClick={() => setDisputing(true)}>
            <Flag className="size-4" aria-hidden />
            Dispute ticked entries
          </Button>
        </div>
      ) : null}
      <DisputeEntriesDialog
        projectId={contract.projectId}
        week={week}
        entries={pickedEntries}
        open={disputing}
        onOpenChange={setDisputing}
        onDisputed={() => setPicked([])}
      />
    </section>
  );
}

const notice =
  "rounded-xl border p-3 text-sm border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100";

/** What happens next to the week, in a sentence for the side reading it. */
function WeekNote({ contract, week }: { contract: THourlyContract; week: THourlyWeek }) {
  const company = contract.viewerSide === "COMPANY";
  if (week.status === "IN_REVIEW" && week.reviewEndsAt) {
    const on = formatIndiaDay(week.reviewEndsAt);
    return (
      <p className={notice}>
        {company
          ? `Tick any entry you disagree with and say why. The undisputed hours are released to the freelancer on ${on}; disputed entries go to a Crewlance admin.`
          : `The company reviews these hours until ${on}. What it does not dispute is released to you then.`}
      </p>
    );
  }
  if (week.status === "DISPUTED") {
    return (
      <div className={`${notice} flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between`}>
        <p>
          The undisputed hours were paid. The disputed entries wait for a Crewlance admin, who releases, refunds or
          splits them.
        </p>
        {week.disputeId ? <DisputeViewButton disputeId={week.disputeId} /> : null}
      </div>
    );
  }
  if (week.status === "SETTLED") {
    return (
      <div className={`${notice} flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between`}>
        <p>A Crewlance admin settled the disputed entries; the rest of the week was paid.</p>
        {week.disputeId ? <DisputeViewButton disputeId={week.disputeId} /> : null}
      </div>
    );
  }
  if (week.status === "PAID" && week.paidAt) return <p className={notice}>Paid on {formatIndiaDay(week.paidAt)}.</p>;
  return null;
}

function WithdrawButton({ projectId, week, entry }: { projectId: string; week: THourlyWeek; entry: TTimeEntry }) {
  const withdraw = useTimeMutation(
    projectId,
    withdrawDispute,
    "Dispute withdrawn: the entry is released with the rest",
  );
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => withdraw.mutate({ projectId, weekStart: week.weekStart, entryId: entry.id })}
      disabled={withdraw.isPending}
      aria-busy={withdraw.isPending || undefined}
      aria-label={`Withdraw the dispute of ${entryName(entry)}`}
    >
      <Undo2 className="size-4" aria-hidden />
      <span className="hidden sm:inline">Withdraw</span>
    </Button>
  );
}
