import { and, asc, eq, gt, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";
import { loadUserSummaries } from "../users/index";
import { storeCancelled, storeDeclined } from "./answer-service";
import { effectiveStatus, partyView } from "./views";

/* The collaborations module's side of "your data" (decision 0099). */

/** What the other party of a request reads as the reason, when the request's recipient left. */
export const RECIPIENT_LEFT_REASON = "They deleted their Crewlance account.";

/**
 * offers.json: every offer and invitation the person sent or received themselves
 * (a team's go with the team), with the other party by name only.
 */
export async function collaborationDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const rows = await ctx.db
    .select()
    .from(collaborations)
    .where(or(eq(collaborations.senderId, userId), eq(collaborations.recipientUserId, userId)))
    .orderBy(asc(collaborations.createdAt), asc(collaborations.id));
  const otherIdOf = (row: (typeof rows)[number]) => (row.senderId === userId ? row.recipientUserId : row.senderId);
  const otherIds = rows.map(otherIdOf).filter((id): id is string => id !== null);
  const people = await loadUserSummaries(ctx, [...new Set(otherIds)]);
  const requests = rows.map((row) => {
    const otherId = otherIdOf(row);
    return {
      kind: row.kind,
      direction: row.senderId === userId ? "sent" : "received",
      otherParty: otherId ? partyView(people.get(otherId), otherId).name : "A team",
      status: effectiveStatus(row),
      title: row.title,
      description: row.description,
      message: row.message,
      milestones: row.milestones,
      hourly: row.hourly,
      totalAmountPaise: row.totalAmount,
      declineReason: row.declineReason,
      createdAt: row.createdAt,
      respondedAt: row.respondedAt,
      expiresAt: row.expiresAt,
    };
  });
  return { data: { offers: requests }, files: [] };
}

/**
 * The AccountDeleted listener: no one can start work with an account that is gone. The requests it
 * sent that are still open are cancelled, the ones sent to it declined with a reason, and the other
 * party hears of each as when a person does it.
 */
export async function closeRequestsOf(txCtx: TxContext, input: { userId: string; at: Date }): Promise<void> {
  const { userId, at } = input;
  const open = await txCtx.db
    .select()
    .from(collaborations)
    .where(
      and(
        or(eq(collaborations.senderId, userId), eq(collaborations.recipientUserId, userId)),
        eq(collaborations.status, "PENDING"),
        gt(collaborations.expiresAt, at),
      ),
    )
    .for("update");
  for (const row of open) {
    if (row.senderId === userId) await storeCancelled(txCtx, row, at);
    else await storeDeclined(txCtx, row, { responderId: userId, reason: RECIPIENT_LEFT_REASON, at });
  }
}
