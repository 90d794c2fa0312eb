import type { THourlyContract, THourlyWeek } from "@crewlance/contracts/hourly";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, CalendarClock, Clock } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { timesheetQuery } from "../time-api";
import { DayEntries } from "./day-entries";
import { AddTimeButton, EntryActions } from "./entry-dialogs";
import { formatDay, formatWeekRange } from "./time-format";
import { TimerCard } from "./timer-card";
import { RunningStateBadge, WeekFigures } from "./week-figures";

/** Why the freelancer cannot log time now, in a sentence; null when they can. */
function blockedReason(contract: THourlyContract, week: THourlyWeek): string | null {
  if (contract.status === "PAUSED") return "The contract is paused. Time can be logged again once it resumes.";
  if (contract.status === "ENDED") return "The contract has ended, so no more time can be logged.";
  if (week.status === "UNFUNDED") return "This week is not funded yet. Time can be logged once the company funds it.";
  if (week.status !== "OPEN") return "This week is closed.";
  if (week.minutesLeft === 0) return "The weekly limit is reached: no more time can be logged this week.";
  return null;
}

/** This week on an hourly contract: the timer, the entries, the hours left and the amount so far. */
export function ThisWeekPanel({ contract }: { contract: THourlyContract }) {
  const week = contract.thisWeek;
  if (!week) {
    return (
      <EmptyState
        compact
        icon={CalendarClock}
        title={contract.status === "ENDED" ? "The contract has ended" : "No week has started yet"}
        description={
          contract.status === "ENDED"
            ? "Every week it had is under Timesheets."
            : `The first week starts on ${formatDay(contract.startDate)}. Time can be logged from then.`
        }
      />
    );
  }
  const freelancer = contract.viewerSide === "FREELANCER";
  const blocked = blockedReason(contract, week);
  return (
    <div className="space-y-5">
      {freelancer ? <TimerCard projectId={contract.projectId} blockedReason={blocked} /> : null}
      <section
        aria-labelledby="this-week-heading"
        className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="this-week-heading" className="text-base font-semibold text-fg">
            This week <span className="font-normal text-muted">· {formatWeekRange(week.weekStart, week.weekEnd)}</span>
          </h3>
          <RunningStateBadge contract={contract} week={week} />
        </div>
        <div className="mt-4">
          <WeekFigures week={week} open />
        </div>
      </section>
      <WeekEntries contract={contract} week={week} canLog={freelancer && blocked === null} />
    </div>
  );
}

function WeekEntries({ contract, week, canLog }: { contract: THourlyContract; week: THourlyWeek; canLog: boolean }) {
  const sheet = useQuery(timesheetQuery(contract.projectId, week.weekStart));
  const freelancer = contract.viewerSide === "FREELANCER";
  return (
    <section aria-labelledby="week-entries-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="week-entries-heading" className="text-base font-semibold text-fg">
          Entries
        </h3>
        {canLog ? <AddTimeButton projectId={contract.projectId} week={week} /> : null}
      </div>
      {sheet.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : sheet.isError ? (
        <EmptyState
          compact
          icon={AlertCircle}
          title="Could not load this week's entries"
          description={errorMessage(sheet.error)}
          action={<Button onClick={() => void sheet.refetch()}>Try again</Button>}
        />
      ) : sheet.data.days.every((day) => day.entries.length === 0) ? (
        <EmptyState
          compact
          icon={Clock}
          title="No time logged this week"
          description={
            freelancer
              ? "Start the timer or add time you worked; the company sees each entry."
              : "Entries appear here as the freelancer logs time."
          }
        />
      ) : (
        <DayEntries
          days={sheet.data.days}
          renderActions={
            freelancer
              ? (entry) =>
                  entry.editable ? <EntryActions projectId={contract.projectId} week={week} entry={entry} /> : null
              : undefined
          }
        />
      )}
    </section>
  );
}
