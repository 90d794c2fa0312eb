import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { moderationActions } from "../../db/schema/safety";
import { now } from "../../lib/clock";

/**
 * Whether `userId`'s withdrawals wait: only while a suspension for fraud is in force (decision
 * 0092). Any other suspension keeps money moving: escrow's auto-approval and disputes go on, and
 * so do payouts. Money asks before an admin pays a withdrawal and before a payout goes out.
 */
export async function withdrawalsHeld(ctx: AppContext, userId: string): Promise<boolean> {
  const [held] = await ctx.db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.subjectUserId, userId),
        eq(moderationActions.kind, "SUSPEND"),
        eq(moderationActions.rule, "SCAM_FRAUD"),
        isNull(moderationActions.liftedAt),
        or(isNull(moderationActions.endsAt), gt(moderationActions.endsAt, now())),
      ),
    )
    .limit(1);
  return held !== undefined;
}
