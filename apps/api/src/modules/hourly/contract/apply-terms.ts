import { and, eq, lte } from "drizzle-orm";
import { hourlyTermChanges } from "../../../db/schema/hourly";
import type { TxContext } from "../../../lib/transaction";
import type { HourlyContractRow } from "../access";
import { updateContract } from "./facts";

/**
 * When a week opens: a terms change accepted for that week or earlier becomes the contract's
 * terms (and is marked APPLIED); the contract as it is for that week is returned. A rate change
 * the freelancer has not accepted waits. Call with the project and contract rows locked.
 */
export async function applyDueTermChange(
  txCtx: TxContext,
  input: { contract: HourlyContractRow; weekStart: string },
): Promise<HourlyContractRow> {
  const [due] = await txCtx.db
    .select()
    .from(hourlyTermChanges)
    .where(
      and(
        eq(hourlyTermChanges.projectId, input.contract.projectId),
        eq(hourlyTermChanges.status, "ACCEPTED"),
        lte(hourlyTermChanges.effectiveWeek, input.weekStart),
      ),
    )
    .for("update");
  if (!due) return input.contract;
  await txCtx.db.update(hourlyTermChanges).set({ status: "APPLIED" }).where(eq(hourlyTermChanges.id, due.id));
  return updateContract(txCtx, input.contract.projectId, {
    rate: due.rate,
    weeklyLimitHours: due.weeklyLimitHours,
    manualPolicy: due.manualPolicy,
    manualLimitHours: due.manualLimitHours,
  });
}
