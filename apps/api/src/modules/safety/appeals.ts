import type { TAppealCreate, TStandingAction } from "@crewlance/contracts/safety";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { moderationActions, moderationAppeals } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import { toStandingAction } from "./standing-view";

const alreadyAppealed = () =>
  new AppError("CONFLICT", "You already appealed this decision. We'll let you know when it's reviewed.");

/**
 * One appeal per action, by the person it touched, on an action still in place (decision 0092).
 * Another admin than the one who acted decides it (moderation/appeal-decision.ts).
 */
export async function fileAppeal(ctx: AppContext, input: { userId: string } & TAppealCreate): Promise<TStandingAction> {
  try {
    return await withTransaction(ctx, async (txCtx) => {
      const [action] = await txCtx.db
        .select()
        .from(moderationActions)
        .where(eq(moderationActions.id, input.actionId))
        .for("update");
      if (!action || action.subjectUserId !== input.userId || action.kind === "DISMISS") {
        throw new AppError("BUSINESS_RULE", "You can only appeal a decision about your own account.", [
          { path: "actionId", message: "Choose one of the decisions on your standing." },
        ]);
      }
      if (action.liftedAt) throw new AppError("BUSINESS_RULE", "This decision was already lifted.");
      const [existing] = await txCtx.db
        .select({ id: moderationAppeals.id })
        .from(moderationAppeals)
        .where(eq(moderationAppeals.actionId, action.id));
      if (existing) throw alreadyAppealed();
      const at = now();
      const [appeal] = await txCtx.db
        .insert(moderationAppeals)
        .values({ actionId: action.id, userId: input.userId, text: input.text, createdAt: at })
        .returning();
      return toStandingAction(action, appeal!, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAppealed();
    throw error;
  }
}
