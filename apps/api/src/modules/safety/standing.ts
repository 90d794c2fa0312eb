import type { TStanding } from "@crewlance/contracts/safety";
import { and, desc, eq, ne } from "drizzle-orm";
import type { AppContext } from "../../context";
import { moderationActions, moderationAppeals } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import { newAccountLimitsOf } from "./daily-limits";
import { isActive, toStandingAction } from "./standing-view";

/**
 * The signed-in (or appealing suspended) person's standing: every action that touched them,
 * newest first (moderation_actions_subject_created_idx), with its appeal (decision 0092).
 */
export async function standingOf(ctx: AppContext, userId: string): Promise<TStanding> {
  const at = now();
  const rows = await ctx.db
    .select({ action: moderationActions, appeal: moderationAppeals })
    .from(moderationActions)
    .leftJoin(moderationAppeals, eq(moderationAppeals.actionId, moderationActions.id))
    .where(and(eq(moderationActions.subjectUserId, userId), ne(moderationActions.kind, "DISMISS")))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(100);
  const active = rows.filter((row) => isActive(row.action, at));
  const state = active.some((row) => row.action.kind === "SUSPEND")
    ? "SUSPENDED"
    : active.some((row) => row.action.kind === "RESTRICT")
      ? "RESTRICTED"
      : "GOOD";
  return {
    state,
    actions: rows.map((row) => toStandingAction(row.action, row.appeal, at)),
    newAccountLimits: await newAccountLimitsOf(ctx, userId),
  };
}
