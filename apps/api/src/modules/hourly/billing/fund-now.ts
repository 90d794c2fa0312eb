import { weekMaximum } from "@crewlance/contracts/hourly";
import { AppError, forbidden, notFound } from "../../../lib/errors";
import type { TxContext } from "../../../lib/transaction";
import { rupees } from "../../projects/index";
import { loadContract } from "../access";
import { lockWeek } from "../weeks";
import { fundWeek } from "./fund-week";
import type { HourlyWeekRow } from "./week-writes";

/**
 * The company's "Fund this week" (decision 0091 "Funding"): retries a week waiting for money now —
 * an UNFUNDED week of an active contract (its maximum), or the billed hours of a closed week
 * without a limit. 409 with the shortfall when the balance is still short. Inside the
 * Idempotency-Key's transaction.
 */
export async function fundWeekNow(
  txCtx: TxContext,
  input: { projectId: string; userId: string; weekStart: string },
): Promise<HourlyWeekRow> {
  const { project, contract, side } = await loadContract(txCtx, { ...input, lock: true });
  if (side !== "COMPANY") throw forbidden("Only the company can fund a week.");
  const week = await lockWeek(txCtx, input);
  if (!week) throw notFound("Week");
  const waiting = week.status === "UNFUNDED" || (week.status === "IN_REVIEW" && !week.fundedAt);
  if (!waiting) throw new AppError("CONFLICT", "This week needs no funding.");
  if (week.status === "UNFUNDED" && contract.status !== "ACTIVE") {
    throw new AppError("CONFLICT", "Resume the contract before funding its week.");
  }
  const amount =
    week.status === "UNFUNDED" && week.weeklyLimitHours !== null
      ? weekMaximum(week.weeklyLimitHours, week.rate)
      : week.billedAmount;
  const result = await fundWeek(txCtx, { project, week, amount });
  if (!result.funded) {
    throw new AppError(
      "CONFLICT",
      `Your wallet is ${rupees(result.shortBy)} short of what this week needs. Add ${rupees(result.shortBy)} to your wallet, then try again.`,
    );
  }
  return result.week;
}
