import type { TCommunityRule, TModerationAction, ZModerationActionCreate } from "@crewlance/contracts/safety";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../../context";
import { moderationActions, reports } from "../../../db/schema/safety";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import { emit } from "../../../lib/events";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { revokeRefreshTokens } from "../../auth/index";
import { createNotification, notifyEach } from "../../notifications/index";
import { suspendAccount } from "../../users/index";
import { toModerationAction } from "./action-view";
import { describeForAdmin } from "./describe";
import { isHidden } from "./item-detail";
import { reporterNotice, subjectNotice } from "./notices";
import { peopleOf } from "./people";

type Input = { adminId: string } & z.output<typeof ZModerationActionCreate>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An admin's decision on a reported item, in one transaction (decision 0092): the action row
 * (its own audit), the item's open reports closed by it, its effect, and the notices. An admin
 * may act again on an item whose reports are closed (a second look).
 */
export async function takeModerationAction(ctx: AppContext, input: Input): Promise<TModerationAction> {
  const item = { itemKind: input.itemKind, itemId: input.itemId };
  const described = await describeForAdmin(ctx, input.itemKind, input.itemId);
  const row = await withTransaction(ctx, async (txCtx) => {
    // Locking the item's reports makes two admins acting on one item take turns.
    const itemReports = await txCtx.db
      .select({ status: reports.status, reporterId: reports.reporterId, subjectUserId: reports.subjectUserId })
      .from(reports)
      .where(and(eq(reports.itemKind, input.itemKind), eq(reports.itemId, input.itemId)))
      .for("update");
    if (itemReports.length === 0) throw notFound("Reported item");
    if (input.kind === "HIDE" && (await isHidden(txCtx, item))) {
      throw new AppError("CONFLICT", "This is already hidden.");
    }
    const subjectUserId = described?.ownerId ?? itemReports.find((r) => r.subjectUserId)?.subjectUserId ?? null;
    if (input.kind !== "DISMISS" && !subjectUserId) {
      throw new AppError("BUSINESS_RULE", "The account this belongs to no longer exists.");
    }
    if (input.kind !== "DISMISS" && subjectUserId === input.adminId) {
      throw new AppError("BUSINESS_RULE", "Another admin must act on your own content.");
    }
    const at = now();
    const endsAt =
      input.days && (input.kind === "RESTRICT" || input.kind === "SUSPEND")
        ? new Date(at.getTime() + input.days * DAY_MS)
        : null;
    const [action] = await txCtx.db
      .insert(moderationActions)
      .values({
        adminId: input.adminId,
        subjectUserId,
        itemKind: input.itemKind,
        itemId: input.itemId,
        kind: input.kind,
        rule: input.kind === "DISMISS" ? null : (input.rule ?? null),
        note: input.note ?? null,
        startsAt: at,
        endsAt,
        createdAt: at,
      })
      .returning();
    const closed = await txCtx.db
      .update(reports)
      .set({ status: input.kind === "DISMISS" ? "DISMISSED" : "ACTIONED", actionId: action!.id, closedAt: at })
      .where(and(eq(reports.itemKind, input.itemKind), eq(reports.itemId, input.itemId), eq(reports.status, "OPEN")))
      .returning({ reporterId: reports.reporterId });
    await applyEffect(txCtx, { ...action!, subjectUserId });
    const reporterIds = [...new Set(closed.map((r) => r.reporterId).filter((id): id is string => id !== null))];
    await notifyEach(txCtx, reporterIds, reporterNotice(input.kind !== "DISMISS"));
    if (input.kind !== "DISMISS" && subjectUserId) {
      await createNotification(txCtx, {
        userId: subjectUserId,
        ...subjectNotice({ kind: input.kind, rule: input.rule as TCommunityRule, until: endsAt }),
      });
    }
    return action!;
  });
  return toModerationAction(row, await peopleOf(ctx, [row.adminId, row.subjectUserId]));
}

async function applyEffect(
  txCtx: TxContext,
  action: typeof moderationActions.$inferSelect & { subjectUserId: string | null },
): Promise<void> {
  if (action.kind === "HIDE") {
    await emit(txCtx, "ContentHidden", { itemKind: action.itemKind!, itemId: action.itemId!, actionId: action.id });
  }
  if (action.kind === "SUSPEND" && action.subjectUserId) {
    await suspendAccount(txCtx, { userId: action.subjectUserId, until: action.endsAt });
    await revokeRefreshTokens(txCtx, { userId: action.subjectUserId });
  }
  // WARN only records; RESTRICT is its row with ends_at (restrictions.ts reads it).
}
