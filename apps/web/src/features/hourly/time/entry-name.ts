import { indiaDateOf, type TTimeEntry } from "@crewlance/contracts/hourly";
import { formatWeekday, indiaTimeOf } from "./time-format";

/** An entry as a button's name or a dialog's line: 'Mon, 7 Dec 2026, 09:00–11:30'. */
export const entryName = (entry: Pick<TTimeEntry, "startedAt" | "endedAt">) =>
  `${formatWeekday(indiaDateOf(new Date(entry.startedAt)))}, ${indiaTimeOf(entry.startedAt)}–${indiaTimeOf(entry.endedAt)}`;
