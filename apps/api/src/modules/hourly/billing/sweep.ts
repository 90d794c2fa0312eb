import { indiaDateOf, weekBounds, weekStartOf } from "@crewlance/contracts/hourly";
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context";
import { hourlyContracts, hourlyWeeks } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { createSweeper, type Sweeper } from "../../../lib/jobs/sweeper";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { claimHourlyProject, type ProjectRow } from "../../projects/index";
import type { HourlyContractRow } from "../access";
import { lockWeek } from "../weeks";
import { closeWeek } from "./close-week";
import { endReview } from "./end-review";
import { fundWeek } from "./fund-week";
import { openWeek } from "./open-week";

/*
 * The weekly billing jobs (decision 0091 "Jobs"): every instance sweeps; each (contract, week)
 * step runs in its own transaction that claims the project row FOR UPDATE SKIP LOCKED (the lock
 * every change on a project takes first), locks the contract and the week, and checks the state
 * again under those locks — so two instances, or a restart mid-job, act once. The state is the
 * queue; the ledger's per-week keys (`hourly-week:<id>:…`) are a second guard.
 */

const BATCH = 25;

/** A full batch of which some were done: more may be due (a batch all held by others waits for the tick). */
function fullBatch(due: number, acted: number): boolean {
  return due === BATCH && acted > 0;
}

/**
 * Runs `work` on every item even when some fail (one failing week must not hold up the weeks after
 * it), then throws the first failure, so the sweep logs it and the next tick retries.
 */
async function eachOf<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let failure: unknown;
  for (const item of items) {
    try {
      results.push(await work(item));
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return results;
}

type Step = { projectId: string; weekStart: string };
type Claimed = { txCtx: TxContext; project: ProjectRow; contract: HourlyContractRow };

/** Runs `work` on each step with the project claimed (skipped when another holds it) and the contract locked. */
async function eachClaimed(
  ctx: AppContext,
  steps: readonly Step[],
  work: (claimed: Claimed, step: Step) => Promise<boolean>,
): Promise<number> {
  const acted = await eachOf(steps, (step) =>
    withTransaction(ctx, async (txCtx) => {
      const project = await claimHourlyProject(txCtx, step.projectId);
      if (!project) return false;
      const [contract] = await txCtx.db
        .select()
        .from(hourlyContracts)
        .where(eq(hourlyContracts.projectId, step.projectId))
        .for("update");
      if (!contract) return false;
      return work({ txCtx, project, contract }, step);
    }),
  );
  return acted.filter(Boolean).length;
}

/** Weeks whose end has passed and that are still open: closed at their end's first pass. */
async function closeEnded(ctx: AppContext, current: string) {
  const due = await ctx.db
    .select({ projectId: hourlyWeeks.projectId, weekStart: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(and(inArray(hourlyWeeks.status, ["OPEN", "UNFUNDED"]), lt(hourlyWeeks.weekStart, current)))
    .orderBy(asc(hourlyWeeks.weekStart))
    .limit(BATCH);
  const acted = await eachClaimed(ctx, due, async ({ txCtx, project, contract }, step) => {
    const week = await lockWeek(txCtx, step);
    if (!week || (week.status !== "OPEN" && week.status !== "UNFUNDED")) return false;
    await closeWeek(txCtx, { project, contract, weekStart: step.weekStart, at: weekBounds(step.weekStart).endsAt });
    return true;
  });
  return fullBatch(due.length, acted);
}

/** The current week of every ACTIVE contract that has started and has none yet: opened and funded. */
async function openCurrent(ctx: AppContext, current: string) {
  const due = await ctx.db
    .select({ projectId: hourlyContracts.projectId })
    .from(hourlyContracts)
    .where(
      and(
        eq(hourlyContracts.status, "ACTIVE"),
        lte(hourlyContracts.startDate, indiaDateOf(now())),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(hourlyWeeks)
            .where(and(eq(hourlyWeeks.projectId, hourlyContracts.projectId), eq(hourlyWeeks.weekStart, current))),
        ),
      ),
    )
    .limit(BATCH);
  const steps = due.map((row) => ({ projectId: row.projectId, weekStart: current }));
  const acted = await eachClaimed(ctx, steps, async ({ txCtx, contract }, step) => {
    if (contract.status !== "ACTIVE" || (await lockWeek(txCtx, step))) return false;
    await openWeek(txCtx, { contract, weekStart: step.weekStart });
    return true;
  });
  return fullBatch(due.length, acted);
}

/** Weeks waiting for money: an UNFUNDED week of an ACTIVE contract, or a closed week's billed hours. */
async function retryFunding(ctx: AppContext) {
  const due = await ctx.db
    .select({ projectId: hourlyWeeks.projectId, weekStart: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .innerJoin(hourlyContracts, eq(hourlyContracts.projectId, hourlyWeeks.projectId))
    .where(
      or(
        and(eq(hourlyWeeks.status, "UNFUNDED"), eq(hourlyContracts.status, "ACTIVE")),
        and(eq(hourlyWeeks.status, "IN_REVIEW"), isNull(hourlyWeeks.fundedAt)),
      ),
    )
    .orderBy(asc(hourlyWeeks.weekStart))
    .limit(BATCH);
  const acted = await eachClaimed(ctx, due, async ({ txCtx, project, contract }, step) => {
    const week = await lockWeek(txCtx, step);
    if (!week) return false;
    if (week.status === "UNFUNDED" && contract.status === "ACTIVE") {
      return (await openWeek(txCtx, { contract, weekStart: week.weekStart })).status === "OPEN";
    }
    if (week.status !== "IN_REVIEW" || week.fundedAt) return false;
    return (await fundWeek(txCtx, { project, week, amount: week.billedAmount })).funded;
  });
  return fullBatch(due.length, acted);
}

/** IN_REVIEW weeks whose window has ended: released, or with their disputes sent to the admin. */
async function releaseReviewed(ctx: AppContext) {
  const due = await ctx.db
    .select({ projectId: hourlyWeeks.projectId, weekStart: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.status, "IN_REVIEW"), lte(hourlyWeeks.reviewEndsAt, now())))
    .orderBy(asc(hourlyWeeks.reviewEndsAt))
    .limit(BATCH);
  const acted = await eachClaimed(ctx, due, async ({ txCtx, project, contract }, step) => {
    const week = await lockWeek(txCtx, step);
    return week ? endReview(txCtx, { project, contract, week }) : false;
  });
  return fullBatch(due.length, acted);
}

/** One pass of every billing job, oldest work first; `more` when a batch was full. */
export async function runHourlySweepOnce(ctx: AppContext): Promise<{ more: boolean }> {
  const current = weekStartOf(now());
  const jobs = [
    () => closeEnded(ctx, current),
    () => openCurrent(ctx, current),
    () => retryFunding(ctx),
    () => releaseReviewed(ctx),
  ];
  const more = await eachOf(jobs, (job) => job());
  return { more: more.includes(true) };
}

/** Starts the sweep on this instance (and one pass at start, for work that fell due while down). */
export function startHourlySweep(app: FastifyInstance): Sweeper {
  const sweeper = createSweeper({
    name: "hourly-billing",
    intervalMs: app.ctx.config.hourly.sweepIntervalMs,
    pass: () => runHourlySweepOnce(app.ctx),
    log: app.log,
  });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
  return sweeper;
}
