import { and, eq, notInArray } from "drizzle-orm";
import { hourlyWeeks } from "../../../db/schema/hourly";
import type { TxContext } from "../../../lib/transaction";
import { completeHourlyProject, type ProjectRow } from "../../projects/index";
import type { HourlyContractRow } from "../access";

/**
 * An ENDED contract whose every week is PAID or SETTLED completes its project (reviews open).
 * Called after ending the contract and after each week is paid or settled, with the project and
 * contract rows locked.
 */
export async function completeIfSettled(
  txCtx: TxContext,
  input: { project: ProjectRow; contract: HourlyContractRow },
): Promise<void> {
  if (input.contract.status !== "ENDED") return;
  const [unsettled] = await txCtx.db
    .select({ id: hourlyWeeks.id })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.projectId, input.project.id), notInArray(hourlyWeeks.status, ["PAID", "SETTLED"])))
    .limit(1);
  if (unsettled) return;
  await completeHourlyProject(txCtx, input.project.id);
}
