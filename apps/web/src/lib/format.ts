/*
 * Counts, exact amounts, months, days and relative times written without Intl (decision 0062).
 * A page's first Intl object costs Chromium ~37 ms of main thread (loading ICU's data) and an
 * Intl.RelativeTimeFormat ~30 ms more — at a phone's 4× slower CPU the longest task after the first
 * paint of /dashboard and /tasks. What these return is what en-IN (en-US for `western`) Intl
 * returns for the same input; format.test.ts compares them over many values.
 */

import { formatPaise } from "@crewlance/contracts/money";

const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** en-IN's short month names ('Sept', as ICU writes it for English outside the US). */
const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

/**
 * A whole number with thousands separators: Indian grouping (12,34,567) by default, `western`
 * (1,234,567) where the page reads in international style (list totals). Rounds as Intl does.
 */
export function formatCount(value: number, grouping: "indian" | "western" = "indian"): string {
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return sign + groupDigits(String(rounded), grouping);
}

function groupDigits(digits: string, grouping: "indian" | "western"): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = grouping === "indian" ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(",")},${last}`;
}

/** The exact amount in Indian grouping, for hover titles, tables and screen readers: 12345678 → '₹1,23,456.78'. */
export function formatExactPaise(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = groupDigits(String(Math.floor(whole / 100)), "indian");
  const cents = String(whole % 100).padStart(2, "0");
  return `${paise < 0 && whole !== 0 ? "-" : ""}₹${rupees}.${cents}`;
}

/**
 * A signed amount in the short format, the sign written out: +1.5K INR, −750 INR. For lists and
 * cards; what commits money shows the exact amount (formatExactPaise, decision 0079).
 */
export function formatSignedPaise(paise: number): string {
  if (paise === 0) return formatPaise(0);
  return `${paise > 0 ? "+" : "−"}${formatPaise(Math.abs(paise))}`;
}

/** A month of a UTC date: 'Nov' or, long, 'November 2026'. */
export function formatMonth(date: Date, style: "short" | "long"): string {
  const month = date.getUTCMonth();
  return style === "short" ? MONTHS_SHORT[month]! : `${MONTHS_LONG[month]} ${date.getUTCFullYear()}`;
}

/** A day as people read it, '5 Dec 2026', in UTC (a `YYYY-MM-DD` day) or the reader's time zone. */
export function formatDate(date: Date, zone: "utc" | "local"): string {
  const [day, month, year] =
    zone === "utc"
      ? [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()]
      : [date.getDate(), date.getMonth(), date.getFullYear()];
  return `${day} ${MONTHS_SHORT[month]} ${year}`;
}

/** The month and year in the reader's time zone: 'Dec 2026' ('member since'). */
export function formatMonthYear(date: Date): string {
  return `${MONTHS_SHORT[date.getMonth()]} ${date.getFullYear()}`;
}

/** A moment in the reader's time zone for a hover title: '27 Nov 2026, 09:05'. */
export function formatDateTime(date: Date): string {
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${formatDate(date, "local")}, ${time}`;
}

type Unit = "year" | "month" | "week" | "day" | "hour" | "minute";

const UNITS: Array<[Unit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** What `numeric: "auto"` says instead of 1 unit ago or ahead. */
const NEIGHBOURS: Partial<Record<Unit, [string, string]>> = {
  year: ["last year", "next year"],
  month: ["last month", "next month"],
  week: ["last week", "next week"],
  day: ["yesterday", "tomorrow"],
};

/** '5 minutes ago', 'yesterday', 'in 3 days', 'just now' (Intl.RelativeTimeFormat("en", { numeric: "auto" })'s words). */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return "";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.round(seconds / size);
    const neighbours = NEIGHBOURS[unit];
    if (neighbours && Math.abs(count) === 1) return neighbours[count < 0 ? 0 : 1];
    const words = `${formatCount(Math.abs(count), "western")} ${unit}${Math.abs(count) === 1 ? "" : "s"}`;
    return count < 0 ? `${words} ago` : `in ${words}`;
  }
  return "just now";
}
