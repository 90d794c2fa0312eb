import type { TChatMessage } from "@crewlance/contracts/chat";
import { dayKey, dayLabel } from "../format";

/** Whether a message opens a new day in a thread: the first one, or the first after midnight. */
export function startsNewDay(message: TChatMessage, previous: TChatMessage | undefined): boolean {
  return !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
}

/** The day's name between two messages of different days, in the live thread and the read-only history alike. */
export function DayDivider({ at }: { at: string }) {
  return (
    <li className="flex justify-center py-2">
      <span className="rounded-full border border-line bg-surface px-3 py-0.5 text-xs font-medium text-muted">
        {dayLabel(at)}
      </span>
    </li>
  );
}
