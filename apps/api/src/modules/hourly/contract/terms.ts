import { addWeeks, type THourlyTermsChangeBody } from "@crewlance/contracts/hourly";
import { and, eq } from "drizzle-orm";
import { hourlyTermChanges, hourlyWeeks } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { emit } from "../../../lib/events";
import type { HourlyTermsFacts } from "../../../lib/events/hourly";
import type { TxContext } from "../../../lib/transaction";
import { conflict } from "./conflict";
import { hourlyFacts, type LockedContract, lockContractFor } from "./facts";
import { openChangeOf, type TermChangeRow } from "./term-changes";
import { thisWeekStart } from "./waiting";

/*
 * The company changes the terms from next Monday (decision 0091). A limit or policy change is
 * ACCEPTED at once and applies when its week opens; a rate change is PENDING until the freelancer
 * accepts it (or declines it). A new change replaces the open one, which is WITHDRAWN.
 */

type Who = { projectId: string; userId: string };

function changeFacts(locked: LockedContract, change: TermChangeRow, actorId: string): HourlyTermsFacts {
  return {
    ...hourlyFacts(locked.project),
    actorId,
    changeId: change.id,
    effectiveWeek: change.effectiveWeek,
    rate: change.rate,
    weeklyLimitHours: change.weeklyLimitHours,
    manualPolicy: change.manualPolicy,
    manualLimitHours: change.manualLimitHours,
    rateChanged: change.rate !== locked.contract.rate,
  };
}

function requireNotEnded(locked: LockedContract) {
  if (locked.contract.status === "ENDED") throw conflict("This contract has ended: its terms can no longer change.");
}

async function setChangeStatus(txCtx: TxContext, change: TermChangeRow, values: Partial<TermChangeRow>) {
  const [row] = await txCtx.db
    .update(hourlyTermChanges)
    .set(values)
    .where(eq(hourlyTermChanges.id, change.id))
    .returning();
  return row!;
}

/** The terms the change asks for: the contract's, with what the body changes. */
function proposedTerms(locked: LockedContract, body: THourlyTermsChangeBody) {
  const { contract } = locked;
  const manualPolicy = body.manualPolicy ?? contract.manualPolicy;
  if (manualPolicy === "ALLOWED" && body.manualLimitHours !== undefined && body.manualLimitHours !== null) {
    throw new AppError("VALIDATION_ERROR", "Manual time is allowed without a limit: choose a limit to set its hours.", [
      { path: "manualLimitHours", message: "Choose LIMITED manual time to set its hours." },
    ]);
  }
  const terms = {
    rate: body.rate ?? contract.rate,
    weeklyLimitHours: body.weeklyLimitHours === undefined ? contract.weeklyLimitHours : body.weeklyLimitHours,
    manualPolicy,
    manualLimitHours: manualPolicy === "ALLOWED" ? null : (body.manualLimitHours ?? contract.manualLimitHours),
  };
  const same =
    terms.rate === contract.rate &&
    terms.weeklyLimitHours === contract.weeklyLimitHours &&
    terms.manualPolicy === contract.manualPolicy &&
    terms.manualLimitHours === contract.manualLimitHours;
  if (same) {
    throw new AppError("BUSINESS_RULE", "These are the contract's terms already: change at least one of them.", [
      { path: "rate", message: "Change at least one term." },
    ]);
  }
  return terms;
}

/** PATCH /projects/{id}/hourly/terms: the company proposes terms from next Monday. */
export async function proposeTerms(txCtx: TxContext, input: Who & { body: THourlyTermsChangeBody }): Promise<void> {
  const locked = await lockContractFor(txCtx, input, ["COMPANY"], "change the terms");
  requireNotEnded(locked);
  const terms = proposedTerms(locked, input.body);
  const previous = await openChangeOf(txCtx, input.projectId, true);
  const at = now();
  if (previous) await setChangeStatus(txCtx, previous, { status: "WITHDRAWN", decidedAt: at });
  const rateChanged = terms.rate !== locked.contract.rate;
  const [change] = await txCtx.db
    .insert(hourlyTermChanges)
    .values({
      projectId: input.projectId,
      proposedBy: input.userId,
      effectiveWeek: addWeeks(thisWeekStart(), 1),
      ...terms,
      status: rateChanged ? "PENDING" : "ACCEPTED",
      decidedAt: rateChanged ? null : at,
      createdAt: at,
    })
    .returning();
  await emit(txCtx, "HourlyTermsProposed", changeFacts(locked, change!, input.userId));
}

/** DELETE /projects/{id}/hourly/terms: the company withdraws its open change. */
export async function withdrawTerms(txCtx: TxContext, input: Who): Promise<void> {
  const locked = await lockContractFor(txCtx, input, ["COMPANY"], "withdraw a change of terms");
  const change = await openChangeOf(txCtx, input.projectId, true);
  if (!change) throw conflict("There is no change of terms to withdraw.");
  await setChangeStatus(txCtx, change, { status: "WITHDRAWN", decidedAt: now() });
  await emit(txCtx, "HourlyTermsWithdrawn", changeFacts(locked, change, input.userId));
}

/**
 * The Monday an accepted rate change starts: its own, unless that week has opened already at the
 * old rate (time logged and funded at it), then the Monday after the acceptance.
 */
async function effectiveWeekOnAccepting(txCtx: TxContext, change: TermChangeRow): Promise<string> {
  const current = thisWeekStart();
  if (change.effectiveWeek > current) return change.effectiveWeek;
  const [opened] = await txCtx.db
    .select({ id: hourlyWeeks.id })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.projectId, change.projectId), eq(hourlyWeeks.weekStart, current)));
  return opened ? addWeeks(current, 1) : current;
}

/** POST /projects/{id}/hourly/terms/accept or /decline: the freelancer answers a rate change. */
export async function answerTerms(txCtx: TxContext, input: Who & { accept: boolean }): Promise<void> {
  const doing = input.accept ? "accept a change of terms" : "decline a change of terms";
  const locked = await lockContractFor(txCtx, input, ["FREELANCER"], doing);
  requireNotEnded(locked);
  const change = await openChangeOf(txCtx, input.projectId, true);
  if (change?.status !== "PENDING") throw conflict("There is no change of rate waiting for your answer.");
  const at = now();
  const answered = input.accept
    ? await setChangeStatus(txCtx, change, {
        status: "ACCEPTED",
        decidedAt: at,
        effectiveWeek: await effectiveWeekOnAccepting(txCtx, change),
      })
    : await setChangeStatus(txCtx, change, { status: "DECLINED", decidedAt: at });
  await emit(
    txCtx,
    input.accept ? "HourlyTermsAccepted" : "HourlyTermsDeclined",
    changeFacts(locked, answered, input.userId),
  );
}

/** Ending a contract withdraws its open change: nothing is left for the freelancer to answer. */
export async function withdrawOnEnd(txCtx: TxContext, projectId: string): Promise<void> {
  const change = await openChangeOf(txCtx, projectId, true);
  if (change) await setChangeStatus(txCtx, change, { status: "WITHDRAWN", decidedAt: now() });
}
