import { randomUUID } from "node:crypto";
import {
  addWeeks,
  indiaDateOf,
  indiaMidnight,
  type TManualPolicy,
  weekBounds,
  weekStartOf,
} from "@crewlance/contracts/hourly";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  accessTokenFor,
  addCompanyProfile,
  addFreelancerProfile,
  createUser,
  type TestUser,
} from "../../../test/users";
import type { Config } from "../../config";
import { type HourlyWeekStatus, hourlyContracts, hourlyTimeEntries, hourlyWeeks } from "../../db/schema/hourly";
import { advanceClock, now, resetClock } from "../../lib/clock";
import { withTransaction } from "../../lib/transaction";
import { openWeek } from "./billing/open-week";
import { runHourlySweepOnce } from "./billing/sweep";

/*
 * The hourly module's one test helper (decision 0091). Contracts are made by the real hire: an
 * HOURLY task, a proposal at the rate, and its acceptance with the company's terms, the company's
 * wallet topped up first so the hire opens and funds this week for real. The few shortcuts write
 * state the tests cannot wait a week for: a week's row put in a state, an entry in a past week.
 */

/** ₹500 an hour. */
export const RATE = 50_000;
/** Enough for any week the tests fund (80 hours at ₹1,000 with its fees). */
export const PLENTY = 20_000_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type HourlyTerms = {
  rate?: number;
  /** Null: no weekly limit; absent: 10 hours. */
  weeklyLimitHours?: number | null;
  manualPolicy?: TManualPolicy;
  manualLimitHours?: number | null;
  startDate?: string;
  /** Paise put in the company's wallet before the hire; absent: `PLENTY`. */
  deposit?: number;
};

export type HourlyHire = { company: TestUser; freelancer: TestUser; projectId: string; title: string };

export type HourlySetup = HourlyHire & {
  otherCompany: TestUser;
  /** A freelancer with no tie to the project. */
  stranger: TestUser;
  /** A collaborator who joined the project, or with `team` a member of the hired team. */
  member: TestUser;
  admin: TestUser;
};

/** A call as `user` (with an Idempotency-Key, as money may move). */
export async function call(
  app: FastifyInstance,
  user: TestUser | null,
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { ...(user?.authHeader ?? {}), "idempotency-key": randomUUID() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A call that must answer `status`; its `data`. */
export async function must(
  app: FastifyInstance,
  user: TestUser | null,
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
  status = 200,
) {
  const res = await call(app, user, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

export async function company(app: FastifyInstance, fullName?: string): Promise<TestUser> {
  const made = await createUser(app, { role: "COMPANY", ...(fullName ? { fullName } : {}) });
  await addCompanyProfile(app, made.user, { companyName: "Acme Logistics" });
  return made;
}

export async function freelancer(app: FastifyInstance, fullName?: string): Promise<TestUser> {
  const made = await createUser(app, { role: "FREELANCER", ...(fullName ? { fullName } : {}) });
  await addFreelancerProfile(app, made.user);
  return made;
}

/**
 * The hire of `freelancer` (for `teamId` when given) on a new HOURLY task of `company`, through the
 * API. A start date in the past is a hire made on that day at 08:00: the clock goes back for it.
 */
export async function hireHourly(
  app: FastifyInstance,
  people: { company: TestUser; freelancer: TestUser; teamId?: string; title?: string },
  terms: HourlyTerms = {},
): Promise<HourlyHire> {
  if (!terms.startDate || terms.startDate >= today()) return hireToday(app, people, terms);
  const back = now();
  moveClockTo(indiaAt(terms.startDate, "08:00"));
  await renewSessions(app, people.company, people.freelancer);
  const hire = await hireToday(app, people, terms);
  moveClockTo(back);
  await renewSessions(app, people.company, people.freelancer);
  return hire;
}

async function hireToday(
  app: FastifyInstance,
  people: { company: TestUser; freelancer: TestUser; teamId?: string; title?: string },
  terms: HourlyTerms,
): Promise<HourlyHire> {
  const deposit = terms.deposit ?? PLENTY;
  if (deposit > 0) await must(app, people.company, "POST", "/api/wallet/deposits", { amount: deposit }, 201);
  const hourly = {
    weeklyLimitHours: terms.weeklyLimitHours === undefined ? 10 : terms.weeklyLimitHours,
    manualPolicy: terms.manualPolicy ?? "ALLOWED",
    ...(terms.manualLimitHours == null ? {} : { manualLimitHours: terms.manualLimitHours }),
    ...(terms.startDate ? { startDate: terms.startDate } : {}),
  };
  const hired = await hireByTheHour(app, { ...people, ...(terms.rate ? { rate: terms.rate } : {}), hourly });
  expect(hired.response.statusCode, hired.response.body).toBe(200);
  const projectId = hired.response.json().data.projectId as string;
  return { company: people.company, freelancer: people.freelancer, projectId, title: hired.title };
}

/**
 * A company posts an HOURLY task, `freelancer` proposes `rate` paise an hour (for `teamId` when
 * given), and the company accepts with `hourly` as the accept body's terms (absent: none sent).
 * Answers the accept's raw response, for the tests of the hire itself.
 */
export async function hireByTheHour(
  app: FastifyInstance,
  input: {
    company: TestUser;
    freelancer: TestUser;
    rate?: number;
    hourly?: Record<string, unknown>;
    teamId?: string;
    title?: string;
  },
) {
  const title = input.title ?? "Keep our logistics dashboard running";
  const task = await must(
    app,
    input.company,
    "POST",
    "/api/tasks",
    {
      title,
      description:
        "We need a React and TypeScript engineer by the hour to keep our logistics dashboard fast and correct.",
      category: "WEB_DEVELOPMENT",
      skills: ["React", "TypeScript"],
      budgetType: "HOURLY",
      budgetMin: 40_000,
      budgetMax: 150_000,
      experienceLevel: "INTERMEDIATE",
      deadline: addDays(today(), 30),
      publish: true,
    },
    201,
  );
  const proposal = {
    coverLetter: "I have kept several React dashboards fast for logistics teams and can start this week.",
    proposedAmount: input.rate ?? RATE,
    estimatedDays: 30,
    ...(input.teamId ? { teamId: input.teamId } : {}),
  };
  const application = await must(app, input.freelancer, "POST", `/api/tasks/${task.id}/applications`, proposal, 201);
  const body = input.hourly === undefined ? {} : { hourly: input.hourly };
  const response = await call(app, input.company, "POST", `/api/applications/${application.id}/accept`, body);
  return { task: task as { id: string }, application: application as { id: string }, response, title };
}

/** New sessions after the clock moved past their expiry (the users stay the same objects). */
export async function renewSessions(app: FastifyInstance, ...people: TestUser[]) {
  for (const person of people) {
    person.token = await accessTokenFor(app, { userId: person.user.id, role: person.user.role });
    person.authHeader.authorization = `Bearer ${person.token}`;
  }
}

/** A company, a freelancer hired by the hour, and the callers around the project. */
export async function setupHourly(
  app: FastifyInstance,
  options: HourlyTerms & { team?: boolean } = {},
): Promise<HourlySetup> {
  const boss = await company(app, "Asha Rao");
  const worker = await freelancer(app, "Ravi Kumar");
  const member = await freelancer(app, options.team ? "Meera Team" : "Kiran Helper");
  const teamId = options.team ? await teamOf(app, worker, member) : undefined;
  const hire = await hireHourly(app, { company: boss, freelancer: worker, ...(teamId ? { teamId } : {}) }, options);
  if (!teamId) {
    const invite = { kind: "PROJECT_INVITE", projectId: hire.projectId, freelancerId: member.user.id };
    const invited = await must(app, boss, "POST", "/api/collaborations", invite, 201);
    await must(app, member, "POST", `/api/collaborations/${invited.id}/accept`, {});
  }
  return {
    ...hire,
    member,
    otherCompany: await company(app),
    stranger: await freelancer(app),
    admin: (await createUser(app, { role: "ADMIN" })) as TestUser,
  };
}

/** A team owned by `owner` with `member` in it. */
async function teamOf(app: FastifyInstance, owner: TestUser, member: TestUser): Promise<string> {
  const body = { name: `Pixel Crew ${randomUUID().slice(0, 6)}`, description: "We build web apps.", skills: ["React"] };
  const team = await must(app, owner, "POST", "/api/teams", body, 201);
  const invite = { userId: member.user.id, role: "MEMBER" };
  const invited = await must(app, owner, "POST", `/api/teams/${team.id}/invitations`, invite, 201);
  await must(app, member, "POST", `/api/team-invitations/${invited.id}/accept`);
  return team.id as string;
}

/** A test app with the review window these tests count on (5 days), whatever REVIEW_DAYS says. */
export function hourlyTestApp(overrides: Partial<Config> = {}) {
  return createTestApp({ hourly: { reviewDays: 5, sweepIntervalMs: 3_600_000 }, ...overrides });
}

/**
 * One `hourlyTestApp` for the tests of a file, `afterEachTest` run on it after each (the ledger
 * check), closed and the clock put back at the end. The tests move the clock across weeks, only
 * ever forward (`moveToNextWeek`, `advanceDays`), and read only their own project's rows, so an
 * earlier test's contract, swept along with theirs, changes nothing they check; one app per test
 * cost a build and a database copy each.
 */
export function appPerFile(afterEachTest: (app: FastifyInstance) => Promise<unknown>): TestApp {
  let made: TestApp | undefined;
  const current = () => made!;
  beforeAll(async () => {
    made = await hourlyTestApp();
  });
  afterEach(async () => {
    await afterEachTest(current().app);
  });
  afterAll(async () => {
    await made?.close();
    resetClock();
  });
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    startAnotherInstance: () => current().startAnotherInstance(),
    close: () => current().close(),
  };
}

// The clock, in India.

export function today(): string {
  return indiaDateOf(now());
}

/** This week's Monday. */
export function thisMonday(): string {
  return weekStartOf(now());
}

/** Moves the movable clock to `at`. */
export function moveClockTo(at: Date): void {
  advanceClock(at.getTime() - now().getTime());
}

/** The instant in India of `time` (HH:MM) on `date` (YYYY-MM-DD). */
export function indiaAt(date: string, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(indiaMidnight(date).getTime() + (hours! * 60 + minutes!) * MINUTE_MS);
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date (India) `days` after the week's Monday. */
export function dayOf(weekStart: string, days: number): string {
  return addDays(weekStart, days);
}

/** Moves the clock to the coming Wednesday at `time` in India; answers that Monday. */
export function moveToWednesday(time = "18:00"): string {
  const monday = addWeeks(thisMonday(), 1);
  moveClockTo(indiaAt(addDays(monday, 2), time));
  return monday;
}

/** Moves the clock to `hours` after the start of next week (Monday 00:00 in India); answers that Monday. */
export function moveToNextWeek(hours = 10): string {
  moveClockTo(new Date(weekBounds(thisMonday()).endsAt.getTime() + hours * HOUR_MS));
  return thisMonday();
}

/** Moves the clock by days, renewing the people's sessions. */
export async function advanceDays(app: FastifyInstance, days: number, people: TestUser[]) {
  advanceClock(days * DAY_MS);
  await renewSessions(app, ...people);
}

// Reads.

/** The types of the notifications `user` was sent (their latest 50), as their feed lists them. */
export async function typesTold(app: FastifyInstance, user: TestUser): Promise<string[]> {
  const feed = await must(app, user, "GET", "/api/notifications?limit=50");
  return feed.items.map((item: { type: string }) => item.type);
}

export async function contractRow(app: FastifyInstance, projectId: string) {
  const [row] = await app.ctx.db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId));
  return row;
}

// Shortcuts to states the tests cannot wait for.

export async function weekRow(app: FastifyInstance, projectId: string, weekStart: string) {
  const [row] = await app.ctx.db
    .select()
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.projectId, projectId), eq(hourlyWeeks.weekStart, weekStart)));
  return row;
}

/** Puts a week's row in a state directly, as billing's jobs would leave it. */
export async function setWeek(
  app: FastifyInstance,
  projectId: string,
  weekStart: string,
  values: Partial<typeof hourlyWeeks.$inferInsert> & { status?: HourlyWeekStatus },
): Promise<void> {
  await app.ctx.db
    .update(hourlyWeeks)
    .set(values)
    .where(and(eq(hourlyWeeks.projectId, projectId), eq(hourlyWeeks.weekStart, weekStart)));
}

/** A week the contract never opened (one before the hire), written as billing would leave it. */
export async function insertWeek(
  app: FastifyInstance,
  input: { projectId: string; weekStart: string } & Partial<typeof hourlyWeeks.$inferInsert>,
) {
  const [week] = await app.ctx.db
    .insert(hourlyWeeks)
    .values({ rate: RATE, weeklyLimitHours: 10, manualPolicy: "ALLOWED", status: "OPEN", ...input })
    .returning();
  return week!;
}

/** An entry of `minutes` on `date` (India) from `startTime` ("HH:MM"), written as the time part would. */
export async function logTime(
  app: FastifyInstance,
  input: { projectId: string; userId: string; date: string; startTime: string; minutes: number; memo?: string },
) {
  const startedAt = indiaAt(input.date, input.startTime);
  const [entry] = await app.ctx.db
    .insert(hourlyTimeEntries)
    .values({
      projectId: input.projectId,
      weekStart: weekStartOf(startedAt),
      userId: input.userId,
      startedAt,
      endedAt: new Date(startedAt.getTime() + input.minutes * MINUTE_MS),
      minutes: input.minutes,
      memo: input.memo ?? "Worked on the shipments table",
      source: "MANUAL",
    })
    .returning();
  return entry!;
}

/**
 * Last week of the contract, closed and in review (its window ends in 5 days) with one entry of
 * an hour: for the reads and the review's routes without moving the clock.
 */
export async function weekInReview(
  app: FastifyInstance,
  input: { projectId: string; userId: string; disputed?: boolean },
) {
  const weekStart = addWeeks(thisMonday(), -1);
  await insertWeek(app, {
    projectId: input.projectId,
    weekStart,
    status: "IN_REVIEW",
    weeklyLimitHours: null,
    billedMinutes: 60,
    billedAmount: RATE,
    fundedAmount: RATE,
    fundedAt: now(),
    closedAt: now(),
    reviewEndsAt: new Date(now().getTime() + 5 * DAY_MS),
  });
  const entry = await logTime(app, { ...input, date: dayOf(weekStart, 1), startTime: "10:00", minutes: 60 });
  if (input.disputed) {
    await app.ctx.db
      .update(hourlyTimeEntries)
      .set({ disputedAt: now(), disputeReason: "This hour was not agreed with us." })
      .where(eq(hourlyTimeEntries.id, entry.id));
  }
  return { weekStart, entryId: entry.id };
}

/**
 * A contract (paused after its first week opens, so no later week holds money) whose first week
 * billed 255 minutes, 45 of them disputed, and whose review has ended: the week is DISPUTED.
 */
export async function disputedWeek(app: FastifyInstance, options: { deposit?: number } = {}) {
  const week = moveToNextWeek(10);
  const s = await setupHourly(app, { weeklyLimitHours: 10, deposit: options.deposit ?? 2_000_000 });
  await must(app, s.company, "POST", `/api/projects/${s.projectId}/hourly/pause`, {});
  const ids: string[] = [];
  for (const [day, minutes] of [
    [0, 120],
    [1, 90],
    [2, 45],
  ] as const) {
    const entry = await logTime(app, {
      projectId: s.projectId,
      userId: s.freelancer.user.id,
      date: dayOf(week, day),
      startTime: "07:00",
      minutes,
    });
    ids.push(entry.id);
  }
  const people = [s.company, s.freelancer, s.admin, s.otherCompany, s.stranger, s.member];
  moveToNextWeek(1);
  await renewSessions(app, ...people);
  await runHourlySweepOnce(app.ctx);
  await must(app, s.company, "POST", `/api/projects/${s.projectId}/hourly/weeks/${week}/disputes`, {
    entries: [{ entryId: ids[2], reason: "I did not ask for this work on Wednesday." }],
  });
  await advanceDays(app, 5, people);
  await runHourlySweepOnce(app.ctx);
  const row = (await weekRow(app, s.projectId, week))!;
  const page = await must(app, s.company, "GET", `/api/projects/${s.projectId}/hourly/weeks`);
  const disputeId = page.items.find((item: { weekStart: string }) => item.weekStart === week).disputeId as string;
  return { s, week, row, disputeId, entryIds: ids };
}

/** Pauses or ends the contract through its route, as the company would. */
export async function changeContract(app: FastifyInstance, hire: HourlyHire, step: "pause" | "resume" | "end") {
  return must(app, hire.company, "POST", `/api/projects/${hire.projectId}/hourly/${step}`, {});
}

/** Opens (and funds) the contract's week `weekStart` now, as the sweep's first step would, leaving earlier weeks as they are. */
export async function openWeekOf(app: FastifyInstance, projectId: string, weekStart: string) {
  return withTransaction(app.ctx, async (txCtx) => {
    const [contract] = await txCtx.db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId));
    return openWeek(txCtx, { contract: contract!, weekStart });
  });
}
