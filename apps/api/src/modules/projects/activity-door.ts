import type { TxContext } from "../../lib/transaction";
import { type NewActivity, recordActivity } from "./activity";

/**
 * The door for a module above that records what happened on a project (hourly contracts,
 * decision 0091): one entry of the project's activity, written in the caller's transaction.
 */
export async function recordProjectActivity(txCtx: TxContext, input: NewActivity): Promise<void> {
  await recordActivity(txCtx, input);
}
