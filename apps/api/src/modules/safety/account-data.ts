import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { reports, userBlocks } from "../../db/schema/safety";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";
import { listBlockedUsers } from "./block-service";
import { standingOf } from "./standing";

/* The safety module's side of "your data" (decision 0099). */

/**
 * safety.json: the reports the person made, the people they blocked (by name), and their standing
 * as they see it: every action that touched them, with their appeals.
 */
export async function safetyDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const made = await ctx.db
    .select({
      itemKind: reports.itemKind,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
      closedAt: reports.closedAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
  const blocked = await listBlockedUsers(ctx, userId);
  const standing = await standingOf(ctx, userId);
  return {
    data: {
      reportsYouMade: made,
      peopleYouBlocked: blocked.map((person) => ({ name: person.fullName, blockedAt: person.blockedAt })),
      actionsOnYourAccount: standing.actions,
    },
    files: [],
  };
}

/**
 * The AccountDeleted listener: the people the person blocked are unblocked, a list that served only
 * them. Their reports, the actions on their account and their appeals stay, as the moderation
 * record of what was decided and why, under the "Deleted user" the account becomes.
 */
export async function removeBlocksOf(txCtx: TxContext, input: { userId: string }): Promise<void> {
  await txCtx.db.delete(userBlocks).where(eq(userBlocks.blockerId, input.userId));
}
