import { indiaMidnight, weekStartOf } from "@crewlance/contracts/hourly";
import { and, asc, eq, inArray } from "drizzle-orm";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { emit } from "../../../lib/events";
import type { TxContext } from "../../../lib/transaction";
import type { HourlyContractRow } from "../access";
import { closeWeek } from "../billing/close-week";
import { openWeek } from "../billing/open-week";
import { stopTimers } from "../time/cut-timers";
import { completeIfSettled } from "./complete";
import { conflict } from "./conflict";
import { hourlyFacts, type LockedContract, lockContractFor, readContract, updateContract } from "./facts";
import { withdrawOnEnd } from "./terms";
import { thisWeekStart } from "./waiting";

/*
 * Either party pauses, resumes or ends the contract (decision 0091). Paused: no logging, and the
 * weeks to come are not funded (the open week still closes and bills what was logged). Resumed:
 * the current week opens and is funded. Ended: the timer stops, the open weeks close at once and
 * go to the company's review; the project completes when the last of them is paid or settled.
 */

type Who = { projectId: string; userId: string };
const PARTIES = ["COMPANY", "FREELANCER"] as const;

/** 409 with a sentence unless the contract is in `wanted` (any state but ENDED for null). */
function requireStatus(locked: LockedContract, wanted: "ACTIVE" | "PAUSED" | null, doing: string) {
  const current = locked.contract.status;
  if (current === "ENDED") throw conflict(`This contract has ended: it cannot be ${doing}.`);
  if (wanted === null || current === wanted) return;
  throw conflict(
    current === "PAUSED" ? "This contract is paused already." : "This contract is active: there is nothing to resume.",
  );
}

/** The contract's new status, then its running timers stopped: their memo says why (read from the status). */
async function stopWith(txCtx: TxContext, input: Who, at: Date, values: Partial<HourlyContractRow>) {
  const contract = await updateContract(txCtx, input.projectId, values);
  await stopTimers(txCtx, { projectId: input.projectId, at });
  return contract;
}

export async function pauseContract(txCtx: TxContext, input: Who): Promise<LockedContract> {
  const locked = await lockContractFor(txCtx, input, PARTIES, "pause the contract");
  requireStatus(locked, "ACTIVE", "paused");
  const at = now();
  const contract = await stopWith(txCtx, input, at, { status: "PAUSED", pausedAt: at, pausedBy: input.userId });
  await emit(txCtx, "HourlyContractPaused", { ...hourlyFacts(locked.project), actorId: input.userId });
  return { ...locked, contract };
}

export async function resumeContract(txCtx: TxContext, input: Who): Promise<LockedContract> {
  const locked = await lockContractFor(txCtx, input, PARTIES, "resume the contract");
  requireStatus(locked, "PAUSED", "resumed");
  let contract = await updateContract(txCtx, input.projectId, { status: "ACTIVE", pausedAt: null, pausedBy: null });
  await emit(txCtx, "HourlyContractResumed", { ...hourlyFacts(locked.project), actorId: input.userId });
  // Before its start date the contract has no week yet: the first opens on its own Monday.
  const weekStart = thisWeekStart();
  if (weekStart >= weekStartOf(indiaMidnight(contract.startDate))) {
    // Opening may apply a terms change that was due: the contract is read again after it.
    await openWeek(txCtx, { contract, weekStart });
    contract = await readContract(txCtx, input.projectId);
  }
  return { ...locked, contract };
}

export async function endContract(txCtx: TxContext, input: Who): Promise<LockedContract> {
  const locked = await lockContractFor(txCtx, input, PARTIES, "end the contract");
  requireStatus(locked, null, "ended again");
  const at = now();
  const contract = await stopWith(txCtx, input, at, { status: "ENDED", endedAt: at, endedBy: input.userId });
  await withdrawOnEnd(txCtx, input.projectId);
  await emit(txCtx, "HourlyContractEnded", { ...hourlyFacts(locked.project), actorId: input.userId });
  const open = await txCtx.db
    .select({ weekStart: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.projectId, input.projectId), inArray(hourlyWeeks.status, ["UNFUNDED", "OPEN"])))
    .orderBy(asc(hourlyWeeks.weekStart));
  for (const week of open) await closeWeek(txCtx, { project: locked.project, contract, weekStart: week.weekStart, at });
  await completeIfSettled(txCtx, { project: locked.project, contract });
  return { ...locked, contract };
}
