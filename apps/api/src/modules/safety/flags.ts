import type { TReportItemKind } from "@crewlance/contracts/safety";
import { reports } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";

/**
 * Puts an item the platform saw asking to move work or payment off Crewlance in the moderation
 * queue, inside the transaction that stores it: a report without a reporter (decision 0092). One
 * open flag per item — the partial unique index `reports_one_open_flag_key` — so a second flag
 * on an item already waiting does nothing.
 */
export async function flagOffPlatform(
  txCtx: TxContext,
  input: { itemKind: TReportItemKind; itemId: string; subjectUserId: string },
): Promise<void> {
  await txCtx.db
    .insert(reports)
    .values({
      reporterId: null,
      itemKind: input.itemKind,
      itemId: input.itemId,
      subjectUserId: input.subjectUserId,
      reason: "OFF_PLATFORM",
      createdAt: now(),
    })
    .onConflictDoNothing();
}
