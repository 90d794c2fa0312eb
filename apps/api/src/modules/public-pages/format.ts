import { formatPaise } from "@crewlance/contracts/money";

/*
 * Amounts and dates as the web app writes them: amounts through the contracts' formatPaise
 * ("1.5K INR", as on the in-app profile and task cards), dates as "29 Nov 2026" in UTC without
 * Intl, as lib/format.ts does on first paint (decision 0062).
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function dayOf(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A task's deadline (YYYY-MM-DD) as a day. */
export function dayOfDate(isoDate: string): string {
  return dayOf(new Date(`${isoDate}T00:00:00Z`));
}

export function hourlyRate(paise: number): string {
  return `${formatPaise(paise)} / hr`;
}

/** A task's budget: one amount when min and max agree, else the range; "/ hr" for hourly tasks. */
export function budget(task: { budgetType: "FIXED" | "HOURLY"; budgetMin: number; budgetMax: number }): string {
  const amount =
    task.budgetMin === task.budgetMax
      ? formatPaise(task.budgetMax)
      : `${formatPaise(task.budgetMin)} – ${formatPaise(task.budgetMax)}`;
  return task.budgetType === "HOURLY" ? `${amount} / hr` : amount;
}

/** "★ 4.5 (2 reviews)", or "No reviews yet". */
export function ratingLine(rating: number | null, count: number): string {
  if (rating === null || count === 0) return "No reviews yet";
  return `★ ${rating.toFixed(1)} (${count} review${count === 1 ? "" : "s"})`;
}
