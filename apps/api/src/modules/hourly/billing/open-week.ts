import { weekMaximum } from "@crewlance/contracts/hourly";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { AppError } from "../../../lib/errors";
import type { TxContext } from "../../../lib/transaction";
import { readHourlyProject } from "../../projects/index";
import type { HourlyContractRow } from "../access";
import { applyDueTermChange } from "../contract/apply-terms";
import { lockWeek, weekTermsOf } from "../weeks";
import { fundWeek } from "./fund-week";
import type { HourlyWeekRow } from "./week-writes";

export type { HourlyWeekRow } from "./week-writes";

/**
 * The contract's week starting `weekStart`, made when first needed with the contract's terms as
 * they are then (a terms change accepted for that week applies first), and funded when it has a
 * limit (decision 0091 "Funding"): a short balance leaves it UNFUNDED with a note. A PAUSED or
 * ENDED contract opens no new week (409) and funds none. Call with the project and contract rows
 * locked. Idempotent per (contract, week).
 */
export async function openWeek(
  txCtx: TxContext,
  input: { contract: HourlyContractRow; weekStart: string },
): Promise<HourlyWeekRow> {
  const { weekStart } = input;
  let week = await lockWeek(txCtx, { projectId: input.contract.projectId, weekStart });
  if (!week) {
    if (input.contract.status !== "ACTIVE")
      throw new AppError("CONFLICT", "This contract is paused or ended, so no new week opens.");
    const contract = await applyDueTermChange(txCtx, { contract: input.contract, weekStart });
    await txCtx.db
      .insert(hourlyWeeks)
      .values({
        projectId: contract.projectId,
        weekStart,
        ...weekTermsOf(contract),
      })
      .onConflictDoNothing();
    week = (await lockWeek(txCtx, { projectId: contract.projectId, weekStart }))!;
  }
  if (week.status !== "UNFUNDED" || week.weeklyLimitHours === null || input.contract.status !== "ACTIVE") return week;
  const project = await readHourlyProject(txCtx, week.projectId);
  if (!project) return week;
  return (await fundWeek(txCtx, { project, week, amount: weekMaximum(week.weeklyLimitHours, week.rate) })).week;
}
