import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import type { TAppealQueueItem, TAppealStatus } from "@crewlance/contracts/safety";
import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { moderationActions, moderationAppeals } from "../../../db/schema/safety";
import { type ActionRow, toModerationAction } from "./action-view";
import { peopleOf, personRef } from "./people";

type AppealRow = typeof moderationAppeals.$inferSelect;
const GONE = { id: "", fullName: "Deleted account", email: "" };

export function toAppealQueueItem(
  appeal: AppealRow,
  action: ActionRow,
  people: Awaited<ReturnType<typeof peopleOf>>,
  viewerId: string,
): TAppealQueueItem {
  return {
    id: appeal.id,
    action: toModerationAction(action, people),
    user: personRef(people, appeal.userId) ?? { ...GONE, id: appeal.userId },
    text: appeal.text,
    status: appeal.status,
    createdAt: appeal.createdAt.toISOString(),
    decidedBy: personRef(people, appeal.decidedBy),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    decisionNote: appeal.decisionNote,
    canDecide: appeal.status === "PENDING" && action.adminId !== viewerId,
  };
}

/** Appeals in one state, newest first (moderation_appeals_status_created_idx). */
export async function listAppeals(
  ctx: AppContext,
  input: { viewerId: string; status: TAppealStatus; page: number; limit: number },
): Promise<{ items: TAppealQueueItem[]; pagination: TPagination }> {
  const where = eq(moderationAppeals.status, input.status);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ appeal: moderationAppeals, action: moderationActions })
      .from(moderationAppeals)
      .innerJoin(moderationActions, eq(moderationActions.id, moderationAppeals.actionId))
      .where(where)
      .orderBy(desc(moderationAppeals.createdAt), desc(moderationAppeals.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(moderationAppeals).where(where),
  ]);
  const people = await peopleOf(
    ctx,
    rows.flatMap(({ appeal, action }) => [appeal.userId, appeal.decidedBy, action.adminId, action.subjectUserId]),
  );
  return {
    items: rows.map(({ appeal, action }) => toAppealQueueItem(appeal, action, people, input.viewerId)),
    pagination: buildPagination(total?.value ?? 0, input.page, input.limit),
  };
}
