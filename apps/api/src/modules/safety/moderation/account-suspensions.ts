import { and, eq, isNull } from "drizzle-orm";
import { moderationActions } from "../../../db/schema/safety";
import { now } from "../../../lib/clock";
import type { TxContext } from "../../../lib/transaction";

/*
 * The admin console's own suspend and restore (before moderation existed) leave a trace here too
 * (decision 0092): the person sees the suspension on their standing and may appeal it. Such a
 * row cites no rule; the standing says an administrator suspended the account.
 */

/** Records a console suspension of `userId`, inside the console's transaction. */
export async function recordAccountSuspension(txCtx: TxContext, input: { adminId: string; userId: string }) {
  const at = now();
  await txCtx.db.insert(moderationActions).values({
    adminId: input.adminId,
    subjectUserId: input.userId,
    itemKind: "USER",
    itemId: input.userId,
    kind: "SUSPEND",
    rule: null,
    startsAt: at,
    createdAt: at,
  });
}

/** Lifts every open SUSPEND action on `userId` when the console restores the account. */
export async function liftAccountSuspensions(txCtx: TxContext, input: { adminId: string; userId: string }) {
  await txCtx.db
    .update(moderationActions)
    .set({ liftedAt: now(), liftedBy: input.adminId })
    .where(
      and(
        eq(moderationActions.subjectUserId, input.userId),
        eq(moderationActions.kind, "SUSPEND"),
        isNull(moderationActions.liftedAt),
      ),
    );
}
