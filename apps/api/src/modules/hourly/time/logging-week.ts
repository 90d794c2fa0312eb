import { indiaMidnight, weekStartOf } from "@crewlance/contracts/hourly";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { AppError, forbidden } from "../../../lib/errors";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { type HourlyContractRow, type HourlySide, loadContract } from "../access";
import { type HourlyWeekRow, openWeek } from "../billing/open-week";
import { findWeek } from "../weeks";

/*
 * Whether time may be logged into a week (decision 0091, "Time"): only on an ACTIVE contract, by
 * its freelancer side, into a week that is OPEN — funded when it has a limit — and, without a
 * limit, while no earlier week still waits for the company's money.
 */

export const weekClosed = () => new AppError("CONFLICT", "That week is closed.");

export function mustBeFreelancer(side: HourlySide): void {
  if (side !== "FREELANCER") throw forbidden("Only the freelancer logs time on this contract.");
}

function mustBeActive(contract: HourlyContractRow): void {
  if (contract.status === "PAUSED") {
    throw new AppError("CONFLICT", "The contract is paused: time can be logged again once it resumes.");
  }
  if (contract.status === "ENDED")
    throw new AppError("CONFLICT", "The contract has ended: no more time can be logged.");
}

/** Whether the week starting `weekStart` is on or after the contract's first week. */
export function withinContract(contract: HourlyContractRow, weekStart: string): boolean {
  return weekStart >= weekStartOf(indiaMidnight(contract.startDate));
}

/**
 * Opens the current week in a transaction of its own when nobody has yet (the sweep or the hire
 * does it first as a rule), so its funding — or the note that funding failed — stays even when
 * the time that asked for it is refused.
 */
export async function prepareCurrentWeek(ctx: AppContext, input: { projectId: string; userId: string }): Promise<void> {
  const weekStart = weekStartOf(now());
  if (await findWeek(ctx, { projectId: input.projectId, weekStart })) return;
  await withTransaction(ctx, async (txCtx) => {
    const { contract, side } = await loadContract(txCtx, { ...input, lock: true });
    if (side !== "FREELANCER" || contract.status !== "ACTIVE" || !withinContract(contract, weekStart)) return;
    await openWeek(txCtx, { contract, weekStart });
  });
}

/** The week time goes into, refused with a 409 unless it may be logged there now. Rows locked. */
export async function weekOpenForLogging(
  txCtx: TxContext,
  input: { contract: HourlyContractRow; weekStart: string },
): Promise<HourlyWeekRow> {
  const { contract, weekStart } = input;
  mustBeActive(contract);
  let week = await findWeek(txCtx, { projectId: contract.projectId, weekStart });
  if (!week) {
    if (weekStart !== weekStartOf(now())) throw weekClosed();
    week = await openWeek(txCtx, { contract, weekStart });
  }
  if (week.status === "UNFUNDED") {
    throw new AppError("CONFLICT", "This week is not funded yet: the company needs to add funds.");
  }
  if (week.status !== "OPEN") throw weekClosed();
  if (week.weeklyLimitHours === null) await refuseWhileEarlierWeekWaits(txCtx, week);
  return week;
}

/** Without a limit the hours are funded at the close: while an earlier week waits for that money, no more. */
async function refuseWhileEarlierWeekWaits(txCtx: TxContext, week: HourlyWeekRow): Promise<void> {
  const [waiting] = await txCtx.db
    .select({ weekStart: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(
      and(
        eq(hourlyWeeks.projectId, week.projectId),
        eq(hourlyWeeks.status, "IN_REVIEW"),
        isNotNull(hourlyWeeks.fundingNote),
        lt(hourlyWeeks.weekStart, week.weekStart),
      ),
    )
    .limit(1);
  if (waiting) {
    throw new AppError(
      "CONFLICT",
      "An earlier week's hours wait for the company's funds: time can be logged again once they are added.",
    );
  }
}
