/*
 * Financial years and their quarters as the Income Tax Act counts them: April to March, each
 * day starting at midnight in India (Asia/Kolkata, UTC+05:30, no daylight saving), decision 0090.
 */

const IST_OFFSET_MS = 330 * 60_000;

/** The moment a day starts in India: `istMidnight(2026, 3, 1)` is 1 April 2026 00:00 IST. */
function istMidnight(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) - IST_OFFSET_MS);
}

/** "2026-27" → 2026. The year is valid: ZFinancialYear checked it. */
export function startYearOf(financialYear: string): number {
  return Number(financialYear.slice(0, 4));
}

/** [from, to): 1 April 00:00 IST up to the next 1 April 00:00 IST. */
export function financialYearRange(financialYear: string): { from: Date; to: Date } {
  const start = startYearOf(financialYear);
  return { from: istMidnight(start, 3, 1), to: istMidnight(start + 1, 3, 1) };
}

/** [from, to) of a quarter: Q1 April–June … Q4 January–March of the next calendar year. */
export function quarterRange(financialYear: string, quarter: number): { from: Date; to: Date } {
  const start = startYearOf(financialYear);
  const firstMonth = 3 + (quarter - 1) * 3; // April is month 3; Q4 runs into 12, 13, 14 = Jan–Mar
  return { from: istMidnight(start, firstMonth, 1), to: istMidnight(start, firstMonth + 3, 1) };
}

/** The day a moment falls on in India, "2026-04-01". */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "01-04-2026": the day-month-year form returns and certificates use. */
export function istDayMonthYear(at: Date): string {
  const [year, month, day] = istDate(at).split("-");
  return `${day}-${month}-${year}`;
}

/** The first and last day of a financial year, as dates in India. */
export function financialYearDays(financialYear: string): { from: string; to: string } {
  const { from, to } = financialYearRange(financialYear);
  return { from: istDate(from), to: istDate(new Date(to.getTime() - 1)) };
}
