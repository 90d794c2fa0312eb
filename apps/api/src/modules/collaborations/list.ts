import type { TCollaboration, TCollaborationListQuery } from "@crewlance/contracts/collaborations";
import type { TPagination } from "@crewlance/contracts/common";
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { listTeamIdsOfUser } from "../teams/index";
import { collaborationViews } from "./views";

/*
 * GET /collaborations?box=received|sent (decision 0047). Newest first by (created_at, id): the
 * sent box walks collaborations_sender_created_idx; the received box the viewer's own
 * (collaborations_recipient_user_created_idx) and their teams' (…_recipient_team_created_idx)
 * requests. The status filter reads EXPIRED as stored or past its date, PENDING as not yet past it.
 * Counts are capped (decision 0013).
 */

function statusFilter(status: TCollaborationListQuery["status"]): SQL | undefined {
  if (!status) return undefined;
  const at = now();
  if (status === "PENDING") return and(eq(collaborations.status, "PENDING"), gt(collaborations.expiresAt, at));
  if (status === "EXPIRED")
    return or(
      eq(collaborations.status, "EXPIRED"),
      and(eq(collaborations.status, "PENDING"), lte(collaborations.expiresAt, at)),
    );
  return eq(collaborations.status, status);
}

/**
 * The box's WHERE: the viewer's sent requests, or those sent to them or to a team they are in —
 * less those moderation hid, which stay in their sender's box only (decision 0092).
 */
export async function boxFilter(ctx: AppContext, input: { viewerId: string; box: "received" | "sent" }): Promise<SQL> {
  if (input.box === "sent") return eq(collaborations.senderId, input.viewerId);
  const teamIds = await listTeamIdsOfUser(ctx, { userId: input.viewerId });
  const mine = eq(collaborations.recipientUserId, input.viewerId);
  const received = teamIds.length > 0 ? or(mine, inArray(collaborations.recipientTeamId, teamIds))! : mine;
  return and(received, isNull(collaborations.hiddenAt))!;
}

/** The statements of one page (exported for the plan test). */
export function collaborationPageQueries(ctx: AppContext, where: SQL, input: { page: number; limit: number }) {
  return {
    page: ctx.db
      .select()
      .from(collaborations)
      .where(where)
      .orderBy(sql`${collaborations.createdAt} desc`, sql`${collaborations.id} desc`)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    count: countUpToCap(ctx, collaborations, where),
  };
}

export async function listCollaborations(
  ctx: AppContext,
  input: TCollaborationListQuery & { viewerId: string },
): Promise<{ items: TCollaboration[]; pagination: TPagination }> {
  const where = and(await boxFilter(ctx, input), statusFilter(input.status))!;
  const { rows, pagination } = await pageWithCappedTotal(collaborationPageQueries(ctx, where, input), input);
  return {
    items: await collaborationViews(ctx, rows, input.viewerId),
    pagination,
  };
}
