import type { TTimeEntry, TTimesheet } from "@crewlance/contracts/hourly";
import { Flag, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatMinutes, formatWeekday, indiaTimeOf } from "./time-format";

type DayEntriesProps = {
  days: TTimesheet["days"];
  /** A timesheet shows every day of the week; this week's list only the days with time. */
  showEmptyDays?: boolean;
  /** Before an entry: the company's tick to dispute it. */
  renderLead?: (entry: TTimeEntry) => ReactNode;
  /** After an entry: edit and delete, or withdrawing a dispute. */
  renderActions?: (entry: TTimeEntry) => ReactNode;
};

/** A week's days, each with its total and its entries (start–end in India, duration, memo, a dispute's reason). */
export function DayEntries({ days, showEmptyDays, renderLead, renderActions }: DayEntriesProps) {
  const shown = showEmptyDays ? days : days.filter((day) => day.entries.length > 0);
  return (
    <ol className="divide-y divide-[var(--border)] overflow-hidden rounded-xl border border-line">
      {shown.map((day) => (
        <li key={day.date} className="bg-surface">
          <div className="flex items-center justify-between gap-3 bg-surface-muted px-4 py-2">
            <h4 className="text-sm font-semibold text-fg">{formatWeekday(day.date)}</h4>
            <p className="text-sm text-muted tabular-nums">
              {day.minutes > 0 ? formatMinutes(day.minutes) : "No time"}
            </p>
          </div>
          {day.entries.length > 0 ? (
            <ul className="divide-y divide-[var(--border)]">
              {day.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} lead={renderLead?.(entry)} actions={renderActions?.(entry)} />
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function EntryRow({ entry, lead, actions }: { entry: TTimeEntry; lead: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      {lead ? <div className="pt-0.5">{lead}</div> : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium text-fg tabular-nums">
            {indiaTimeOf(entry.startedAt)}–{indiaTimeOf(entry.endedAt)}
          </span>
          <span className="text-muted tabular-nums">{formatMinutes(entry.minutes)}</span>
          {entry.source === "TIMER" ? (
            <Badge>
              <Timer className="size-3" aria-hidden />
              Timer
            </Badge>
          ) : (
            <Badge>Manual</Badge>
          )}
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-fg">{entry.memo}</p>
        {entry.disputeReason ? (
          <p className="mt-2 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200">
            <Flag className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">
              <span className="font-medium">Disputed:</span> {entry.disputeReason}
            </span>
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
    </li>
  );
}
