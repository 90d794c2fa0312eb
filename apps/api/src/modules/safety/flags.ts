import type { TReportItemKind } from "@crewlance/contracts/safety";
import type { TxContext } from "../../lib/transaction";

/**
 * Puts an item the platform saw asking to move work or payment off Crewlance in the moderation
 * queue (one open flag per item), inside the transaction that stores it.
 */
export async function flagOffPlatform(
  _txCtx: TxContext,
  _input: { itemKind: TReportItemKind; itemId: string; subjectUserId: string },
): Promise<void> {
  // Built with the safety core: an open report with no reporter and reason OFF_PLATFORM.
}
