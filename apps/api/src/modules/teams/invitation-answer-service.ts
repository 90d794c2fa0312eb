import { TEAM_MEMBERS_MAX, type TTeamInvitation } from "@crewlance/contracts/teams";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { type InvitationRow, invitationViews } from "./invitation-views";
import { addTeamMember } from "./team-members-service";

/** Locks the invitation's team, then the invitation; 404 unless `canSee` says the viewer may act. */
async function lockInvitation(
  txCtx: TxContext,
  invitationId: string,
): Promise<{ invitation: InvitationRow; teamName: string; memberCount: number }> {
  const [found] = await txCtx.db
    .select({ teamId: teamInvitations.teamId })
    .from(teamInvitations)
    .where(eq(teamInvitations.id, invitationId));
  if (!found) throw notFound("Invitation");
  const [team] = await txCtx.db
    .select({ name: teams.name, memberCount: teams.memberCount })
    .from(teams)
    .where(eq(teams.id, found.teamId))
    .for("update");
  const [invitation] = await txCtx.db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.id, invitationId))
    .for("update");
  if (!team || !invitation) throw notFound("Invitation");
  return { invitation, teamName: team.name, memberCount: team.memberCount };
}

function requirePending(invitation: InvitationRow): void {
  if (invitation.status === "PENDING" && invitation.expiresAt <= now()) {
    throw new AppError("CONFLICT", "This invitation has expired. Ask the team to invite you again.");
  }
  if (invitation.status !== "PENDING") {
    throw new AppError("CONFLICT", `This invitation was already ${invitation.status.toLowerCase()}.`);
  }
}

async function answerInvitation(
  ctx: AppContext,
  input: { invitationId: string; viewer: Viewer; accept: boolean },
): Promise<TTeamInvitation> {
  const row = await withTransaction(ctx, async (txCtx) => {
    const { invitation, teamName, memberCount } = await lockInvitation(txCtx, input.invitationId);
    if (invitation.inviteeId !== input.viewer.id) throw notFound("Invitation");
    requirePending(invitation);
    const at = now();
    if (input.accept) {
      if (memberCount >= TEAM_MEMBERS_MAX) {
        throw new AppError("BUSINESS_RULE", `This team is full: a team can have at most ${TEAM_MEMBERS_MAX} members.`);
      }
      await addTeamMember(txCtx, {
        teamId: invitation.teamId,
        userId: invitation.inviteeId,
        role: invitation.role === "ADMIN" ? "ADMIN" : "MEMBER",
      });
    } else {
      await txCtx.db
        .update(teamInvitations)
        .set({ status: "DECLINED", respondedAt: at })
        .where(eq(teamInvitations.id, invitation.id));
    }
    await emit(txCtx, "TeamInvitationAnswered", {
      teamId: invitation.teamId,
      teamName,
      invitationId: invitation.id,
      inviteeId: invitation.inviteeId,
      inviterId: invitation.inviterId,
      accepted: input.accept,
    });
    const [updated] = await txCtx.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    return updated!;
  });
  const [view] = await invitationViews(ctx, [row]);
  return view!;
}

export const acceptInvitation = (ctx: AppContext, input: { invitationId: string; viewer: Viewer }) =>
  answerInvitation(ctx, { ...input, accept: true });

export const declineInvitation = (ctx: AppContext, input: { invitationId: string; viewer: Viewer }) =>
  answerInvitation(ctx, { ...input, accept: false });

/** DELETE /team-invitations/{id}: its inviter, or anyone who may invite to the team. */
export async function cancelInvitation(
  ctx: AppContext,
  input: { invitationId: string; viewer: Viewer },
): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const { invitation, teamName } = await lockInvitation(txCtx, input.invitationId);
    if (invitation.inviterId !== input.viewer.id) {
      if (invitation.inviteeId === input.viewer.id) {
        throw new AppError("FORBIDDEN", "Decline the invitation instead: only the team can cancel it.");
      }
      const access = await loadTeamAccess(txCtx, { teamId: invitation.teamId, viewerId: input.viewer.id }).catch(() => {
        throw notFound("Invitation");
      });
      if (access.role === null) throw notFound("Invitation");
      requireTeamPermission(access, "invite");
    }
    requirePending(invitation);
    await txCtx.db
      .update(teamInvitations)
      .set({ status: "CANCELLED", respondedAt: now() })
      .where(eq(teamInvitations.id, invitation.id));
    await emit(txCtx, "TeamInvitationCancelled", {
      teamId: invitation.teamId,
      teamName,
      invitationId: invitation.id,
      inviteeId: invitation.inviteeId,
    });
  });
}
