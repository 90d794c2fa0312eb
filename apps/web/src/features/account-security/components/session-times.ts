import { formatDate, formatRelativeTime } from "@/lib/format";

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** "Last active 5 minutes ago" within a week, then the day: an old date reads better than "3 months ago". */
export function lastActiveText(iso: string, now: number = Date.now()): string {
  const moment = new Date(iso);
  if (now - moment.getTime() < WEEK_MS) return `Last active ${formatRelativeTime(iso, now)}`;
  return `Last active ${formatDate(moment, "local")}`;
}

export function signedInText(iso: string): string {
  return `Signed in ${formatDate(new Date(iso), "local")}`;
}
