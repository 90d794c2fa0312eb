import type { TDisputeEntriesBody } from "@crewlance/contracts/hourly";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyTimeEntries } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { AppError, forbidden, notFound } from "../../../lib/errors";
import { emit } from "../../../lib/events";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { loadContract } from "../access";
import { lockWeek } from "../weeks";
import { disputedAmountOf } from "./end-review";
import type { HourlyWeekRow } from "./week-writes";
import { updateWeek, weekFacts } from "./week-writes";

/*
 * The company's review of a closed week (decision 0091 "Review"): while the window runs it
 * disputes entries of that week, each once and with a reason, or withdraws a dispute. What is
 * disputed when the window ends goes to the admin; the rest is released.
 */

async function lockWeekInReview(
  txCtx: TxContext,
  input: { projectId: string; userId: string; weekStart: string; action: string },
) {
  const { project, contract, side } = await loadContract(txCtx, { ...input, lock: true });
  if (side !== "COMPANY") throw forbidden(`Only the company can ${input.action}.`);
  const week = await lockWeek(txCtx, input);
  if (!week) throw notFound("Week");
  if (week.status !== "IN_REVIEW" || (week.reviewEndsAt && week.reviewEndsAt <= now())) {
    throw new AppError("CONFLICT", `You can ${input.action} only while the week is in review.`);
  }
  return { project, contract, week };
}

async function refreshDisputed(txCtx: TxContext, week: HourlyWeekRow) {
  return updateWeek(txCtx, week.id, { disputedAmount: await disputedAmountOf(txCtx, week) });
}

export async function disputeEntries(
  ctx: AppContext,
  input: { projectId: string; userId: string; weekStart: string; body: TDisputeEntriesBody },
): Promise<HourlyWeekRow> {
  return withTransaction(ctx, async (txCtx) => {
    const { project, week } = await lockWeekInReview(txCtx, { ...input, action: "dispute entries" });
    const ids = input.body.entries.map((entry) => entry.entryId);
    if (new Set(ids).size !== ids.length) {
      throw new AppError("BUSINESS_RULE", "Dispute each entry once.", [
        { path: "entries", message: "An entry is listed twice." },
      ]);
    }
    const rows = await txCtx.db
      .select()
      .from(hourlyTimeEntries)
      .where(
        and(
          eq(hourlyTimeEntries.projectId, project.id),
          eq(hourlyTimeEntries.weekStart, week.weekStart),
          inArray(hourlyTimeEntries.id, ids),
        ),
      )
      .for("update");
    const found = new Map(rows.map((row) => [row.id, row]));
    const fieldErrors = input.body.entries.flatMap((entry, index) => {
      const row = found.get(entry.entryId);
      if (!row) return [{ path: `entries.${index}.entryId`, message: "This entry is not in this week." }];
      if (row.disputedAt) return [{ path: `entries.${index}.entryId`, message: "This entry is already disputed." }];
      return [];
    });
    if (fieldErrors.length > 0) throw new AppError("BUSINESS_RULE", "Some entries cannot be disputed.", fieldErrors);
    const at = now();
    for (const entry of input.body.entries) {
      await txCtx.db
        .update(hourlyTimeEntries)
        .set({ disputeReason: entry.reason, disputedAt: at, updatedAt: at })
        .where(eq(hourlyTimeEntries.id, entry.entryId));
    }
    const updated = await refreshDisputed(txCtx, week);
    await emit(txCtx, "HourlyEntriesDisputed", {
      ...weekFacts(project, updated),
      actorId: input.userId,
      entries: ids.length,
      disputedAmount: updated.disputedAmount,
    });
    return updated;
  });
}

export async function withdrawEntryDispute(
  ctx: AppContext,
  input: { projectId: string; userId: string; weekStart: string; entryId: string },
): Promise<HourlyWeekRow> {
  return withTransaction(ctx, async (txCtx) => {
    const { week } = await lockWeekInReview(txCtx, { ...input, action: "withdraw a dispute" });
    const cleared = await txCtx.db
      .update(hourlyTimeEntries)
      .set({ disputeReason: null, disputedAt: null, updatedAt: now() })
      .where(
        and(
          eq(hourlyTimeEntries.id, input.entryId),
          eq(hourlyTimeEntries.projectId, week.projectId),
          eq(hourlyTimeEntries.weekStart, week.weekStart),
        ),
      )
      .returning({ id: hourlyTimeEntries.id });
    if (cleared.length === 0) throw notFound("Entry");
    return refreshDisputed(txCtx, week);
  });
}
