import type { THourlyContract, THourlyWeek, TTimeEntry, TTimesheet } from "@crewlance/contracts/hourly";
import { jsonResponse, stubFetch } from "@/test/render";

/** Fixtures of the time part's tests: a 10-hour week at ₹500 an hour, and its entries. */

export const PROJECT_ID = "33333333-3333-4333-8333-333333333333";
export const WEEK_START = "2026-11-23";

export function makeWeek(overrides: Partial<THourlyWeek> = {}): THourlyWeek {
  return {
    id: "44444444-4444-4444-8444-444444444444",
    weekStart: WEEK_START,
    weekEnd: "2026-11-29",
    status: "OPEN",
    rate: 50_000,
    weeklyLimitHours: 10,
    manualPolicy: "ALLOWED",
    manualLimitHours: null,
    loggedMinutes: 390,
    manualMinutes: 120,
    minutesLeft: 210,
    amountSoFar: 325_000,
    fundedAmount: 500_000,
    clientFee: 25_000,
    fundingNote: null,
    billedAmount: 0,
    disputedAmount: 0,
    releasedAmount: 0,
    refundedAmount: 0,
    reviewEndsAt: null,
    paidAt: null,
    disputeId: null,
    ...overrides,
  };
}

export function makeContract(viewerSide: THourlyContract["viewerSide"], week = makeWeek()): THourlyContract {
  return {
    projectId: PROJECT_ID,
    status: "ACTIVE",
    terms: { rate: 50_000, weeklyLimitHours: 10, manualPolicy: "ALLOWED", manualLimitHours: null },
    startDate: WEEK_START,
    pausedAt: null,
    endedAt: null,
    pendingChange: null,
    viewerSide,
    thisWeek: week,
    waitingOnViewer: null,
  };
}

let entryCount = 0;

/** An entry on a day of the week from `start` to `end`, India time. */
export function makeEntry(date: string, start: string, end: string, overrides: Partial<TTimeEntry> = {}): TTimeEntry {
  entryCount += 1;
  const startedAt = new Date(`${date}T${start}:00+05:30`);
  const endedAt = new Date(`${date}T${end}:00+05:30`);
  return {
    id: `55555555-5555-4555-8555-${String(entryCount).padStart(12, "0")}`,
    projectId: PROJECT_ID,
    weekStart: WEEK_START,
    userId: "22222222-2222-4222-8222-222222222222",
    startedAt: startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    minutes: (endedAt.getTime() - startedAt.getTime()) / 60_000,
    memo: "Checkout page layout",
    source: "MANUAL",
    disputeReason: null,
    disputedAt: null,
    editable: true,
    ...overrides,
  };
}

/** A timesheet of the week's seven days holding `entries` on their days. */
export function makeTimesheet(week: THourlyWeek, entries: TTimeEntry[]): TTimesheet {
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.parse(`${week.weekStart}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    const onDay = entries.filter((entry) =>
      new Date(Date.parse(entry.startedAt) + 330 * 60_000).toISOString().startsWith(date),
    );
    return { date, minutes: onDay.reduce((sum, entry) => sum + entry.minutes, 0), entries: onDay };
  });
  return { week, days };
}

export const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });

/** Stubs the API by `METHOD /path` (without /api); a call with no stub answers 404 with a sentence. */
export function stubApi(routes: Record<string, (init: RequestInit) => Response>) {
  return stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    const route = routes[key];
    return route
      ? route(init)
      : jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
}
