import type { THourlyContract, THourlyWeek } from "@crewlance/contracts/hourly";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarRange, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Amount } from "@/components/amount";
import { EmptyState } from "@/components/empty-state";
import { PagedList } from "@/components/paged-list";
import { SkeletonList } from "@/components/ui/skeleton";
import { weeksQuery } from "../time-api";
import { formatMinutes, formatWeekRange } from "./time-format";
import { TimesheetView } from "./timesheet-view";
import { WeekStatusBadge } from "./week-status";

/** Past and current weeks with their status; a week opens as its timesheet (and the company's review). */
export function TimesheetsPanel({ contract }: { contract: THourlyContract }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const weeks = useQuery({ ...weeksQuery(contract.projectId, page), placeholderData: keepPreviousData });
  if (open) return <TimesheetView contract={contract} weekStart={open} onBack={() => setOpen(null)} />;
  return (
    <PagedList
      query={weeks}
      onPageChange={setPage}
      variant="card"
      errorTitle="Could not load the weeks"
      paginationClassName="mt-4"
      skeleton={
        <SkeletonList label="Loading the weeks" count={3} className="space-y-3" itemClassName="h-24 rounded-2xl" />
      }
      empty={
        <EmptyState
          compact
          icon={CalendarRange}
          title="No weeks yet"
          description="Each week of the contract shows here from its first day, with its hours and what it billed."
        />
      }
    >
      {(items) => (
        <ul className="space-y-3" aria-label="Weeks">
          {items.map((week) => (
            <WeekRow key={week.id} week={week} onOpen={() => setOpen(week.weekStart)} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const live = (week: THourlyWeek) => week.status === "OPEN" || week.status === "UNFUNDED";

function WeekRow({ week, onOpen }: { week: THourlyWeek; onOpen: () => void }) {
  const money: Array<[string, number]> = live(week)
    ? [["So far", week.amountSoFar]]
    : [
        ["Billed", week.billedAmount],
        ["Released", week.releasedAmount],
        ["Refunded", week.refundedAmount],
      ];
  return (
    <li className="relative rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors hover:bg-surface-muted">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={onOpen}
          className="text-left text-sm font-semibold text-fg after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-amber-500/60"
        >
          {formatWeekRange(week.weekStart, week.weekEnd)}
        </button>
        <span className="flex items-center gap-2">
          <WeekStatusBadge week={week} />
          <ChevronRight className="size-4 text-muted" aria-hidden />
        </span>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted">Hours</dt>
          <dd className="font-medium text-fg tabular-nums">
            {formatMinutes(week.loggedMinutes)}
            {week.weeklyLimitHours !== null ? (
              <span className="font-normal text-muted"> of {week.weeklyLimitHours} h</span>
            ) : null}
          </dd>
        </div>
        {money.map(([label, paise]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium text-fg">
              <Amount paise={paise} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
