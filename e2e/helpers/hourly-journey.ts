import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { Session } from "./auth";
import { loginThroughApi } from "./auth";
import type { OwnServer } from "./own-server";
import { applyThroughApi, postTaskThroughApi } from "./tasks";

/**
 * The hourly journey's server (helpers/hourly-server.ts) listens 70 above the main e2e port, so
 * each worktree's ports stay its own; its clock moves (DEV_CLOCK=true).
 */
export const HOURLY_PORT = Number(process.env.E2E_PORT ?? 3100) + 70;
export const HOURLY_BASE_URL = `http://localhost:${HOURLY_PORT}`;

/**
 * Its server, run by the journey's spec file (helpers/own-server.ts): the development clock the
 * journey moves across a week's end and its review window, and the billing sweep every second
 * (decision 0091). The demo admin resolves the disputed hours.
 */
export const HOURLY_SERVER: OwnServer = {
  script: "hourly-server.ts",
  port: HOURLY_PORT,
  dataDirSuffix: "hourly",
  env: { SEED_DEMO_DATA: "true", DEV_CLOCK: "true", HOURLY_SWEEP_INTERVAL_MS: "1000" },
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** India is UTC+05:30 all year (decision 0091). */
const INDIA_OFFSET_MS = 330 * 60_000;

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

export async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** Moves the server's clock on by `ms` and runs the billing sweep once; resolves the server's new now. */
export async function moveClock(request: APIRequestContext, ms: number): Promise<Date> {
  const answer = await dataOf<{ now: string }>(await request.post("/api/dev/clock", { data: { advanceMs: ms } }));
  return new Date(answer.now);
}

/** The server's now (moving its clock by nothing runs the sweep once). */
export const serverNow = (request: APIRequestContext) => moveClock(request, 0);

/** Monday `hour`:00 in India of the week after the one holding `now`. */
export function nextIndiaMonday(now: Date, hour: number): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  const daysToMonday = 7 - ((local.getUTCDay() + 6) % 7);
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysToMonday, hour);
  return new Date(monday - INDIA_OFFSET_MS);
}

/** The `YYYY-MM-DD` day in India of `at`. */
export const indiaDateOf = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Moves the server's clock to `at` (never back). */
export async function moveClockTo(request: APIRequestContext, at: Date): Promise<Date> {
  const now = await serverNow(request);
  return at > now ? moveClock(request, at.getTime() - now.getTime()) : now;
}

export { DAY_MS, HOUR_MS };

/** A fresh session after the clock moved: the old access token may have expired on the moved clock. */
export async function signInAgain(request: APIRequestContext, email: string, password: string): Promise<Session> {
  return loginThroughApi(request, email, password);
}

/** The page's clock runs from the server's now, so a running timer's elapsed time and 'today' match the server's. */
export async function runBrowserClockFrom(page: Page, now: Date): Promise<void> {
  await page.clock.install({ time: now });
}

export async function walletOf(request: APIRequestContext, session: Session) {
  return dataOf<{ available: number; escrow: number }>(await request.get("/api/wallet", { headers: auth(session) }));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** A `YYYY-MM-DD` day as the app writes it: '30 Nov 2026'. */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** With its weekday, as a timesheet's rows and entries say it: 'Mon, 30 Nov 2026'. */
export const weekdayLabel = (date: string) =>
  `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}, ${dayLabel(date)}`;

/** The day `days` after a `YYYY-MM-DD` day. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** An exact amount as the app writes it: ₹1,23,456.78. */
export const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An HOURLY task at `rate` paise an hour and the freelancer's proposal at that rate; resolves the application. */
export async function hourlyProposal(
  request: APIRequestContext,
  company: Session,
  freelancer: Session,
  { title, rate }: { title: string; rate: number },
): Promise<{ taskId: string; applicationId: string }> {
  const task = await postTaskThroughApi(request, company, {
    title,
    budgetType: "HOURLY",
    budgetMin: rate,
    budgetMax: rate,
  });
  const applicationId = await applyThroughApi(request, freelancer, task.id, { proposedAmount: rate });
  return { taskId: task.id, applicationId };
}
