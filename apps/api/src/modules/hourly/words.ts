import { INDIA_OFFSET_MINUTES } from "@crewlance/contracts/hourly";
import { rupees } from "../projects/index";

/*
 * How the hourly sentences write dates, times, durations and terms (decision 0091: days and times
 * are India's); amounts as the project's sentences write them.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "7 Dec" for a date `YYYY-MM-DD` (a week's Monday, a day in India). */
export function shortDate(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]}`;
}

/** The clock time in India of an instant, "HH:MM". */
export function indiaClock(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** A span of minutes as people say it: "2 h 15 min", "3 h", "45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The refusal of an entry that would pass the weekly limit, with what is left. */
export function weeklyLimitText(minutesLeft: number): string {
  return minutesLeft <= 0 ? "No time is left this week." : `Only ${durationText(minutesLeft)} left this week.`;
}

/** "₹600.00 an hour, up to 30 hours a week, manual time up to 5 hours": terms in one phrase. */
export function termsWords(terms: {
  rate: number;
  weeklyLimitHours: number | null;
  manualPolicy: "ALLOWED" | "LIMITED";
  manualLimitHours: number | null;
}): string {
  const limit = terms.weeklyLimitHours === null ? "no weekly limit" : `up to ${hours(terms.weeklyLimitHours)} a week`;
  const manual =
    terms.manualPolicy === "LIMITED"
      ? `manual time up to ${hours(terms.manualLimitHours ?? 0)}`
      : "manual time allowed";
  return `${rupees(terms.rate)} an hour, ${limit}, ${manual}`;
}

function hours(count: number): string {
  return `${count} hour${count === 1 ? "" : "s"}`;
}
