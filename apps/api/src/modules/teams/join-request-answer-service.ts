import { TEAM_MEMBERS_MAX, type TJoinRequest } from "@crewlance/contracts/teams";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamJoinRequests, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { requireTeamPermission } from "./access";
import { type JoinRequestRow, joinRequestViews } from "./join-request-views";
import { addTeamMember } from "./team-members-service";

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
    await emit(txCtx, "TeamJoinRequestAnswered", {
      teamId: request.teamId,
      teamName,
      joinRequestId: request.id,
      requesterId: request.userId,
      approved: input.approve,
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
