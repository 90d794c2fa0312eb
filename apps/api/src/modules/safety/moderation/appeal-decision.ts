import type { TAppealDecision, TAppealQueueItem } from "@crewlance/contracts/safety";
import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { moderationActions, moderationAppeals } from "../../../db/schema/safety";
import { now } from "../../../lib/clock";
import { AppError, forbidden, notFound } from "../../../lib/errors";
import { emit } from "../../../lib/events";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { createNotification } from "../../notifications/index";
import { restoreAccount } from "../../users/index";
import type { ActionRow } from "./action-view";
import { toAppealQueueItem } from "./appeal-queue";
import { appealDecidedNotice } from "./notices";
import { peopleOf } from "./people";

/**
 * A second admin decides an appeal (decision 0092): the admin who acted is refused. Overturning
 * lifts the action — hidden content shows again, a suspended account is restored — and the
 * person is told either way, with the deciding admin's note.
 */
export async function decideAppeal(
  ctx: AppContext,
  input: { adminId: string; appealId: string } & TAppealDecision,
): Promise<TAppealQueueItem> {
  const { appeal, action } = await withTransaction(ctx, async (txCtx) => {
    const [found] = await txCtx.db
      .select({ appeal: moderationAppeals, action: moderationActions })
      .from(moderationAppeals)
      .innerJoin(moderationActions, eq(moderationActions.id, moderationAppeals.actionId))
      .where(eq(moderationAppeals.id, input.appealId))
      .for("update");
    if (!found) throw notFound("Appeal");
    if (found.action.adminId === input.adminId) throw forbidden("Another admin must decide this appeal.");
    if (found.appeal.status !== "PENDING") throw new AppError("CONFLICT", "This appeal was already decided.");
    const at = now();
    const overturned = input.decision === "OVERTURN";
    const [decided] = await txCtx.db
      .update(moderationAppeals)
      .set({
        status: overturned ? "OVERTURNED" : "UPHELD",
        decidedBy: input.adminId,
        decisionNote: input.note,
        decidedAt: at,
      })
      .where(eq(moderationAppeals.id, input.appealId))
      .returning();
    let action = found.action;
    if (overturned) action = await liftAction(txCtx, found.action, input.adminId, at);
    await createNotification(txCtx, {
      userId: decided!.userId,
      ...appealDecidedNotice({ overturned, note: input.note }),
    });
    return { appeal: decided!, action };
  });
  const people = await peopleOf(ctx, [appeal.userId, appeal.decidedBy, action.adminId, action.subjectUserId]);
  return toAppealQueueItem(appeal, action, people, input.adminId);
}

async function liftAction(txCtx: TxContext, action: ActionRow, adminId: string, at: Date): Promise<ActionRow> {
  const [lifted] = await txCtx.db
    .update(moderationActions)
    .set({ liftedAt: at, liftedBy: adminId })
    .where(eq(moderationActions.id, action.id))
    .returning();
  if (action.kind === "HIDE" && action.itemKind && action.itemId) {
    await emit(txCtx, "ContentRestored", { itemKind: action.itemKind, itemId: action.itemId, actionId: action.id });
  }
  if (action.kind === "SUSPEND" && action.subjectUserId && !(await otherSuspension(txCtx, action, at))) {
    await restoreAccount(txCtx, { userId: action.subjectUserId });
  }
  return lifted!;
}

/** Another suspension still in force keeps the account suspended. */
async function otherSuspension(txCtx: TxContext, action: ActionRow, at: Date): Promise<boolean> {
  const [other] = await txCtx.db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.subjectUserId, action.subjectUserId!),
        eq(moderationActions.kind, "SUSPEND"),
        ne(moderationActions.id, action.id),
        isNull(moderationActions.liftedAt),
        or(isNull(moderationActions.endsAt), gt(moderationActions.endsAt, at)),
      ),
    )
    .limit(1);
  return other !== undefined;
}
