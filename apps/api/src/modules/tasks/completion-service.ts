import { and, eq } from "drizzle-orm";
import { tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";

/**
 * A hired task is COMPLETED when its project completes: the tasks listener calls it on
 * ProjectCompleted, inside the transaction that completes the project. A task in another state
 * is left alone.
 */
export async function markTaskCompleted(txCtx: TxContext, taskId: string): Promise<void> {
  await txCtx.db
    .update(tasks)
    .set({ status: "COMPLETED", updatedAt: now() })
    .where(and(eq(tasks.id, taskId), eq(tasks.status, "IN_PROGRESS")));
}
