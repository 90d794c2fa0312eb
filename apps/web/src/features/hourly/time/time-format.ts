import { INDIA_OFFSET_MINUTES, indiaDateOf } from "@crewlance/contracts/hourly";
import { formatDate } from "@/lib/format";

/*
 * Weeks, days and clock times are India's (decision 0091): a contract's week is the same for both
 * sides wherever they read it, so times are written in India's zone, not the reader's.
 */

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** A duration as people say it: '6 h 30 min', '45 min', '10 h'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A running timer's elapsed time: '1:05:09'. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, "0");
  return `${hours}:${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** An instant's clock time in India: '09:30'. */
export function indiaTimeOf(iso: string): string {
  return new Date(Date.parse(iso) + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** A `YYYY-MM-DD` day as the app writes days: '5 Dec 2026'. */
export function formatDay(date: string): string {
  return formatDate(new Date(`${date}T00:00:00Z`), "utc");
}

/** A day with its weekday, for a timesheet's rows: 'Mon, 7 Dec 2026'. */
export function formatWeekday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${formatDate(day, "utc")}`;
}

/** A week by its Monday and Sunday: '7 Dec 2026 – 13 Dec 2026'. */
export function formatWeekRange(weekStart: string, weekEnd: string): string {
  return `${formatDay(weekStart)} – ${formatDay(weekEnd)}`;
}

/** A moment as a day in India, for deadlines such as the end of a review: '9 Dec 2026'. */
export function formatIndiaDay(iso: string): string {
  return formatDay(indiaDateOf(new Date(iso)));
}

/** Today in India, the default day of a manual entry. */
export function indiaToday(now = new Date()): string {
  return indiaDateOf(now);
}
