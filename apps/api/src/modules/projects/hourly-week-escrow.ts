import type { TActivityType } from "@crewlance/contracts/projects";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneDisputes, milestones, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";
import { recordActivity } from "./activity";
import { touchProject, updateMilestone } from "./milestone-writes";
import type { MilestoneRow, ProjectRow } from "./project-state";

/*
 * What the hourly billing does to a week's HOURLY_WEEK milestone (decision 0091), so that hourly
 * never writes projects' tables: the milestone is the escrow's ledger reference, the subject of
 * the fee invoice and its credit notes, and of the dispute the admin resolves as any other.
 */

const DATE_WORDS = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "Week of 30 Nov 2026" for the Monday `weekStart`. */
export function weekMilestoneTitle(weekStart: string): string {
  return `Week of ${DATE_WORDS.format(new Date(`${weekStart}T00:00:00Z`))}`;
}

/** The project row, for the billing jobs that start from a week (the caller locked it). */
export async function readHourlyProject(ctx: AppContext, projectId: string): Promise<ProjectRow | null> {
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
  return project ?? null;
}

/** Claims the project row for a billing step, or null when another instance or person holds it now. */
export async function claimHourlyProject(txCtx: TxContext, projectId: string): Promise<ProjectRow | null> {
  const claimed = await txCtx.db.execute<{ id: string }>(
    sql`select id from ${projects} where id = ${projectId} for update skip locked`,
  );
  if (claimed.rows.length === 0) return null;
  return readHourlyProject(txCtx, projectId);
}

/** A new PENDING week milestone after the project's last one. */
export async function createWeekMilestone(
  txCtx: TxContext,
  input: { projectId: string; weekStart: string; amount: number },
): Promise<MilestoneRow> {
  const [last] = await txCtx.db
    .select({ position: sql<number>`coalesce(max(${milestones.position}), 0)`.mapWith(Number) })
    .from(milestones)
    .where(eq(milestones.projectId, input.projectId));
  const [row] = await txCtx.db
    .insert(milestones)
    .values({
      projectId: input.projectId,
      title: weekMilestoneTitle(input.weekStart),
      amount: input.amount,
      position: (last?.position ?? 0) + 1,
      kind: "HOURLY_WEEK",
      createdAt: now(),
      updatedAt: now(),
    })
    .returning();
  return row!;
}

/** The week's milestone, locked (after the project, contract and week: the billing's lock order). */
export async function lockWeekMilestone(ctx: AppContext, milestoneId: string): Promise<MilestoneRow | null> {
  const [row] = await ctx.db
    .select()
    .from(milestones)
    .where(and(eq(milestones.id, milestoneId), eq(milestones.kind, "HOURLY_WEEK")))
    .for("update");
  return row ?? null;
}

/** The amount the week's escrow is for (the maximum, or what a week without a limit billed). */
export async function setWeekMilestoneAmount(txCtx: TxContext, milestoneId: string, amount: number) {
  await updateMilestone(txCtx, milestoneId, { amount });
}

export async function markWeekMilestoneFunded(txCtx: TxContext, input: { milestoneId: string; clientFee: number }) {
  await updateMilestone(txCtx, input.milestoneId, { status: "FUNDED", clientFee: input.clientFee, fundedAt: now() });
}

/**
 * At the week's close: what is left in escrow is the billed amount and its kept fee, waiting for
 * the review (SUBMITTED); nothing billed leaves it CANCELLED.
 */
export async function recordWeekRefund(
  txCtx: TxContext,
  input: { milestoneId: string; billed: number; clientFee: number; refundedAmount: number; refundedFee: number },
) {
  await updateMilestone(txCtx, input.milestoneId, {
    ...(input.billed > 0 ? { status: "SUBMITTED" as const, amount: input.billed } : { status: "CANCELLED" as const }),
    clientFee: input.clientFee,
    refundedAmount: input.refundedAmount,
    refundedFee: input.refundedFee,
    submittedAt: input.billed > 0 ? now() : null,
    cancelledAt: input.billed > 0 ? null : now(),
  });
}

/** At the review's end, nothing disputed: the whole billed amount was released. */
export async function recordWeekRelease(
  txCtx: TxContext,
  input: { milestoneId: string; releasedAmount: number; freelancerFee: number },
) {
  await updateMilestone(txCtx, input.milestoneId, {
    status: "APPROVED",
    approvedAt: now(),
    releasedAmount: input.releasedAmount,
    freelancerFee: input.freelancerFee,
  });
}

/**
 * At the review's end with disputed entries: the undisputed part was released; the milestone now
 * holds the disputed paise and the fee still held, DISPUTED, with the company's dispute whose
 * reason lists the entries. The admin's resolve flow settles it as any dispute (its keys are
 * `milestone:<id>:release|refund`, the billing's `hourly-week:<id>:…`).
 */
export async function openWeekDispute(
  txCtx: TxContext,
  input: {
    project: ProjectRow;
    milestoneId: string;
    disputed: number;
    clientFee: number;
    releasedAmount: number;
    freelancerFee: number;
    reason: string;
  },
): Promise<string> {
  const { project } = input;
  const [dispute] = await txCtx.db
    .insert(milestoneDisputes)
    .values({
      projectId: project.id,
      milestoneId: input.milestoneId,
      openedBy: project.companyId,
      openedBySide: "COMPANY",
      reason: input.reason,
      frozenFrom: "SUBMITTED",
      createdAt: now(),
    })
    .returning({ id: milestoneDisputes.id });
  await updateMilestone(txCtx, input.milestoneId, {
    status: "DISPUTED",
    amount: input.disputed,
    clientFee: input.clientFee,
    releasedAmount: input.releasedAmount,
    freelancerFee: input.freelancerFee,
  });
  await touchProject(txCtx, project.id, { status: "DISPUTED" });
  return dispute!.id;
}

/** The disputes of the week milestones given (milestone id → dispute id), for the week views. */
export async function weekDisputeIds(ctx: AppContext, milestoneIds: readonly string[]): Promise<Map<string, string>> {
  if (milestoneIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ milestoneId: milestoneDisputes.milestoneId, id: milestoneDisputes.id })
    .from(milestoneDisputes)
    .where(inArray(milestoneDisputes.milestoneId, [...milestoneIds]));
  return new Map(rows.map((row) => [row.milestoneId, row.id]));
}

/** An entry in the project's activity log for a billing step (null actor: the system). */
export async function recordHourlyActivity(
  txCtx: TxContext,
  input: {
    projectId: string;
    type: TActivityType;
    actorId: string | null;
    text: string;
    milestoneId: string | null;
    amount?: number;
  },
) {
  await recordActivity(txCtx, input);
  await touchProject(txCtx, input.projectId);
}
