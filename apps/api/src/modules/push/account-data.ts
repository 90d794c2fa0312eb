import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { pushSubscriptions } from "../../db/schema/push";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";

/* The push module's side of "your data" (decision 0099): the person's push devices. */

/** push-devices.json: each device by its label and dates, never its endpoint or keys (they only let one push to it). */
export async function pushDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const rows = await ctx.db
    .select({
      device: pushSubscriptions.deviceLabel,
      createdAt: pushSubscriptions.createdAt,
      lastUsedAt: pushSubscriptions.lastUsedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
  return { data: { pushDevices: rows }, files: [] };
}

/** The AccountDeleted listener: the devices go, and with them every push still queued for them. */
export async function deletePushDevicesOf(txCtx: TxContext, input: { userId: string }): Promise<void> {
  await txCtx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, input.userId));
}
