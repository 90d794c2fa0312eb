import { now } from "../../lib/clock";

/** The last `count` calendar months in UTC, oldest first ("2026-11"), and the first instant of the oldest. */
export function lastMonths(count: number): { keys: string[]; since: Date } {
  const today = now();
  const since = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1), 1));
  const keys = Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + index, 1));
    return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  return { keys, since };
}
