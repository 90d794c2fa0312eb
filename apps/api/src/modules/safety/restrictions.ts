import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { moderationActions } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { formatIndiaDateTime } from "./words";

/** What a restriction stops: new applications, offers, and messages to people with no shared project. */
export type RestrictedAction = "APPLY" | "OFFER" | "MESSAGE";

const WHAT: Record<RestrictedAction, string> = {
  APPLY: "apply to tasks",
  OFFER: "send offers",
  MESSAGE: "message people you have no project with",
};

/**
 * Refuses while a RESTRICT action on `userId` is in force. A caller whose action reaches someone
 * the user shares a project with does not ask: a restriction never cuts off work in progress.
 */
export async function assertNotRestricted(ctx: AppContext, userId: string, action: RestrictedAction): Promise<void> {
  const at = now();
  const [active] = await ctx.db
    .select({ endsAt: moderationActions.endsAt })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.subjectUserId, userId),
        eq(moderationActions.kind, "RESTRICT"),
        isNull(moderationActions.liftedAt),
        gt(moderationActions.endsAt, at),
      ),
    )
    .orderBy(moderationActions.endsAt)
    .limit(1);
  if (!active?.endsAt) return;
  throw new AppError(
    "ACCOUNT_RESTRICTED",
    `Your account is restricted until ${formatIndiaDateTime(active.endsAt)}: you can't ${WHAT[action]} until then. See Account standing for why.`,
  );
}
