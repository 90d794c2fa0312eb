import type { TTimeEntry } from "@crewlance/contracts/hourly";
import type { hourlyTimeEntries } from "../../../db/schema/hourly";

export type TimeEntryRow = typeof hourlyTimeEntries.$inferSelect;

/** An entry as the viewer sees it: editable by its author while its week is open (decision 0091). */
export function entryView(entry: TimeEntryRow, input: { viewerId: string; weekOpen: boolean }): TTimeEntry {
  return {
    id: entry.id,
    projectId: entry.projectId,
    weekStart: entry.weekStart,
    userId: entry.userId,
    startedAt: entry.startedAt.toISOString(),
    endedAt: entry.endedAt.toISOString(),
    minutes: entry.minutes,
    memo: entry.memo,
    source: entry.source,
    disputeReason: entry.disputeReason,
    disputedAt: entry.disputedAt?.toISOString() ?? null,
    editable: input.weekOpen && entry.userId === input.viewerId,
  };
}
