import { TEAM_MEMBERS_MAX, type TJoinRequest, type TJoinRequestBody } from "@crewlance/contracts/teams";
import type { AppContext } from "../../context";
import { teamJoinRequests } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadTeamAccess } from "./access";
import { joinRequestViews } from "./join-request-views";
import { requireFreelancer } from "./team-service";

/*
 * Join requests: a freelancer asks to join a PUBLIC team; the owner or an admin approves or
 * rejects; the requester may cancel while it is pending. One pending request per person per team
 * is a unique partial index; answers lock the team row, then the request.
 */

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
      await emit(txCtx, "TeamJoinRequested", {
        teamId: access.team.id,
        teamName: access.team.name,
        joinRequestId: created!.id,
        requesterId: input.viewer.id,
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
