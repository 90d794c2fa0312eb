import type { TPagination } from "@crewlance/contracts/common";
import { TEAM_MEMBERS_MAX, type TJoinRequest, type TJoinRequestBody } from "@crewlance/contracts/teams";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamJoinRequests, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createNotification, notifyEach } from "../notifications/service";
import type { Viewer } from "../tasks/task-service";
import { loadUserSummaries } from "../users/summary-view";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { addTeamMember, requireFreelancer, teamLink, teamManagerIds } from "./team-service";
import { teamRefView, teamUserView } from "./views";

/*
 * Join requests (spec B7): a freelancer asks to join a PUBLIC team; the owner or an admin
 * approves or rejects; the requester may cancel while it is pending. One pending request per
 * person per team is a unique partial index; answers lock the team row, then the request.
 */

type JoinRequestRow = typeof teamJoinRequests.$inferSelect;

async function joinRequestViews(ctx: AppContext, rows: JoinRequestRow[]): Promise<TJoinRequest[]> {
  if (rows.length === 0) return [];
  const teamRows = await ctx.db
    .select({ id: teams.id, name: teams.name, avatarPath: teams.avatarPath, visibility: teams.visibility })
    .from(teams)
    .where(inArray(teams.id, [...new Set(rows.map((row) => row.teamId))]));
  const teamById = new Map(teamRows.map((row) => [row.id, row]));
  const people = await loadUserSummaries(
    ctx,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => {
    const team = teamById.get(row.teamId);
    return {
      id: row.id,
      team: team ? teamRefView(team) : { id: row.teamId, name: "Deleted team", avatarUrl: null, visibility: "PRIVATE" },
      user: teamUserView(row.userId, people.get(row.userId)),
      message: row.message,
      status: row.status,
      respondedAt: row.respondedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function requestToJoin(
  ctx: AppContext,
  input: { teamId: string; viewer: Viewer; body: TJoinRequestBody },
): Promise<TJoinRequest> {
  try {
    const row = await withTransaction(ctx, async (txCtx) => {
      const access = await loadTeamAccess(txCtx, { teamId: input.teamId, viewerId: input.viewer.id, lock: true });
      requireFreelancer(input.viewer, "join teams");
      if (access.role !== null) throw new AppError("CONFLICT", "You are already a member of this team.");
      if (access.team.visibility !== "PUBLIC") {
        throw new AppError("BUSINESS_RULE", "This team is private: it adds members by invitation only.");
      }
      if (access.team.memberCount >= TEAM_MEMBERS_MAX) {
        throw new AppError("BUSINESS_RULE", `This team is full: a team can have at most ${TEAM_MEMBERS_MAX} members.`);
      }
      const [created] = await txCtx.db
        .insert(teamJoinRequests)
        .values({
          teamId: access.team.id,
          userId: input.viewer.id,
          message: input.body.message ?? null,
          status: "PENDING",
          createdAt: now(),
        })
        .returning();
      const requester = (await loadUserSummaries(txCtx, [input.viewer.id])).get(input.viewer.id);
      const managerIds = await teamManagerIds(txCtx, access.team.id);
      await notifyEach(txCtx, managerIds, {
        type: "TEAM_JOIN_REQUEST",
        title: "New join request",
        body: `${requester?.fullName ?? "A freelancer"} asked to join "${access.team.name}".`,
        link: teamLink(access.team.id),
        data: { teamId: access.team.id, joinRequestId: created!.id },
      });
      return created!;
    });
    const [view] = await joinRequestViews(ctx, [row]);
    return view!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "You have already asked to join this team.");
    throw error;
  }
}

/** The statements of a page of pending rows, by person or by team (exported for the plan test). */
export function joinRequestPageQueries(
  ctx: AppContext,
  input: { userId?: string; teamId?: string; page: number; limit: number },
) {
  const owner = input.userId
    ? eq(teamJoinRequests.userId, input.userId)
    : eq(teamJoinRequests.teamId, input.teamId ?? "");
  const where = and(owner, eq(teamJoinRequests.status, "PENDING"))!;
  return {
    page: ctx.db
      .select()
      .from(teamJoinRequests)
      .where(where)
      .orderBy(sql`${teamJoinRequests.createdAt} desc nulls last`, asc(teamJoinRequests.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    count: countUpToCap(ctx, teamJoinRequests, where),
  };
}

async function pageOf(ctx: AppContext, input: { userId?: string; teamId?: string; page: number; limit: number }) {
  const { rows, pagination } = await pageWithCappedTotal(joinRequestPageQueries(ctx, input), input);
  return {
    items: await joinRequestViews(ctx, rows),
    pagination,
  };
}

/** GET /teams/join-requests/mine: the caller's pending requests. */
export function listMyJoinRequests(
  ctx: AppContext,
  input: { viewerId: string; page: number; limit: number },
): Promise<{ items: TJoinRequest[]; pagination: TPagination }> {
  return pageOf(ctx, { userId: input.viewerId, page: input.page, limit: input.limit });
}

/** GET /teams/{id}/join-requests (approve permission): the team's pending requests. */
export async function listTeamJoinRequests(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; page: number; limit: number },
): Promise<{ items: TJoinRequest[]; pagination: TPagination }> {
  const access = await loadTeamAccess(ctx, input);
  requireTeamPermission(access, "approve");
  return pageOf(ctx, { teamId: access.team.id, page: input.page, limit: input.limit });
}

async function lockJoinRequest(txCtx: TxContext, requestId: string) {
  const [found] = await txCtx.db
    .select({ teamId: teamJoinRequests.teamId })
    .from(teamJoinRequests)
    .where(eq(teamJoinRequests.id, requestId));
  if (!found) throw notFound("Join request");
  const [team] = await txCtx.db
    .select({ name: teams.name, memberCount: teams.memberCount })
    .from(teams)
    .where(eq(teams.id, found.teamId))
    .for("update");
  const [request] = await txCtx.db
    .select()
    .from(teamJoinRequests)
    .where(eq(teamJoinRequests.id, requestId))
    .for("update");
  if (!team || !request) throw notFound("Join request");
  return { request, teamName: team.name, memberCount: team.memberCount };
}

function requirePending(request: JoinRequestRow): void {
  if (request.status !== "PENDING") {
    throw new AppError("CONFLICT", `This join request was already ${request.status.toLowerCase()}.`);
  }
}

async function answerJoinRequest(
  ctx: AppContext,
  input: { requestId: string; viewer: Viewer; approve: boolean },
): Promise<TJoinRequest> {
  const row = await withTransaction(ctx, async (txCtx) => {
    const { request, teamName, memberCount } = await lockJoinRequest(txCtx, input.requestId);
    const [member] = await txCtx.db
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, request.teamId), eq(teamMembers.userId, input.viewer.id)));
    // The requester and people outside the team do not learn more than "not found" here.
    if (!member) throw notFound("Join request");
    requireTeamPermission(member, "approve");
    requirePending(request);
    if (input.approve) {
      if (memberCount >= TEAM_MEMBERS_MAX) {
        throw new AppError("BUSINESS_RULE", `This team is full: a team can have at most ${TEAM_MEMBERS_MAX} members.`);
      }
      await addTeamMember(txCtx, { teamId: request.teamId, userId: request.userId, role: "MEMBER" });
    } else {
      await txCtx.db
        .update(teamJoinRequests)
        .set({ status: "REJECTED", respondedAt: now() })
        .where(eq(teamJoinRequests.id, request.id));
    }
    await createNotification(txCtx, {
      userId: request.userId,
      type: input.approve ? "TEAM_JOIN_REQUEST_APPROVED" : "TEAM_JOIN_REQUEST_REJECTED",
      title: input.approve ? "Join request approved" : "Join request declined",
      body: input.approve
        ? `You are now a member of "${teamName}".`
        : `Your request to join "${teamName}" was declined.`,
      link: input.approve ? teamLink(request.teamId) : "/team",
      data: { teamId: request.teamId, joinRequestId: request.id },
    });
    const [updated] = await txCtx.db.select().from(teamJoinRequests).where(eq(teamJoinRequests.id, request.id));
    return updated!;
  });
  const [view] = await joinRequestViews(ctx, [row]);
  return view!;
}

export const approveJoinRequest = (ctx: AppContext, input: { requestId: string; viewer: Viewer }) =>
  answerJoinRequest(ctx, { ...input, approve: true });

export const rejectJoinRequest = (ctx: AppContext, input: { requestId: string; viewer: Viewer }) =>
  answerJoinRequest(ctx, { ...input, approve: false });

/** DELETE /join-requests/{id}: the requester withdraws a pending request. */
export async function cancelJoinRequest(ctx: AppContext, input: { requestId: string; viewer: Viewer }): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const { request } = await lockJoinRequest(txCtx, input.requestId);
    if (request.userId !== input.viewer.id) throw notFound("Join request");
    requirePending(request);
    await txCtx.db
      .update(teamJoinRequests)
      .set({ status: "CANCELLED", respondedAt: now() })
      .where(eq(teamJoinRequests.id, request.id));
  });
}
