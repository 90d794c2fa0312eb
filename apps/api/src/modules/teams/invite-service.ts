import {
  TEAM_INVITATION_DAYS,
  TEAM_MEMBERS_MAX,
  type TTeamInviteBody,
  type TTeamInviteResult,
} from "@crewlance/contracts/teams";
import { and, eq, lte } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamMembers } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { assertMayReach } from "../safety/index";
import { findUserSummaryByEmail, loadUserSummaries, type UserSummary } from "../users/index";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { inviteByEmail } from "./email-invite-service";
import { invitationViews } from "./invitation-views";

/*
 * Invitations: an owner or admin invites an existing freelancer by id or email (an email nobody
 * uses yet becomes an email invitation, email-invite-service.ts); the invitation
 * expires TEAM_INVITATION_DAYS after it is sent (by the movable clock), and is accepted or
 * declined by the invitee or cancelled by the team. One pending invitation per person per team is
 * a unique partial index. Every change locks the team row first, then the invitation, so two
 * answers or an answer and a cancel never both win.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The person invited, or null for an email nobody uses yet (an email invitation, decision 0097). */
async function resolveInvitee(ctx: AppContext, body: TTeamInviteBody): Promise<UserSummary | null> {
  if (body.userId) {
    const found = (await loadUserSummaries(ctx, [body.userId])).get(body.userId);
    if (!found) throw notFound("User");
    return found;
  }
  return findUserSummaryByEmail(ctx, body.email ?? "");
}

/** Invites an existing freelancer, or emails an address nobody uses yet to sign up. */
export async function inviteToTeam(
  ctx: AppContext,
  input: { teamId: string; viewer: Viewer; body: TTeamInviteBody },
): Promise<TTeamInviteResult> {
  const invitee = await resolveInvitee(ctx, input.body);
  const role = input.body.role ?? "MEMBER";
  if (!invitee) {
    return inviteByEmail(ctx, {
      teamId: input.teamId,
      viewer: input.viewer,
      email: input.body.email ?? "",
      role,
      message: input.body.message ?? null,
    });
  }
  try {
    const row = await withTransaction(ctx, async (txCtx) => {
      const access = await loadTeamAccess(txCtx, { teamId: input.teamId, viewerId: input.viewer.id, lock: true });
      requireTeamPermission(access, "invite");
      if (role === "ADMIN") requireTeamPermission(access, "changeRole");
      if (invitee.role !== "FREELANCER" || invitee.status !== "ACTIVE") {
        throw new AppError("BUSINESS_RULE", "Only active freelancers can be invited to a team.");
      }
      const [member] = await txCtx.db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, invitee.id)));
      if (member) throw new AppError("CONFLICT", `${invitee.fullName} is already a member of this team.`);
      // A block either way stops the invitation, in words that never say "blocked" (decision 0092).
      await assertMayReach(txCtx, { actorId: input.viewer.id, targetId: invitee.id, kind: "INVITATION" });
      if (access.team.memberCount >= TEAM_MEMBERS_MAX) {
        throw new AppError("BUSINESS_RULE", `A team can have at most ${TEAM_MEMBERS_MAX} members.`);
      }
      const at = now();
      // A pending invitation past its date no longer blocks a new one.
      await txCtx.db
        .update(teamInvitations)
        .set({ status: "EXPIRED" })
        .where(
          and(
            eq(teamInvitations.teamId, access.team.id),
            eq(teamInvitations.inviteeId, invitee.id),
            eq(teamInvitations.status, "PENDING"),
            lte(teamInvitations.expiresAt, at),
          ),
        );
      const [created] = await txCtx.db
        .insert(teamInvitations)
        .values({
          teamId: access.team.id,
          inviteeId: invitee.id,
          inviterId: input.viewer.id,
          role,
          message: input.body.message ?? null,
          status: "PENDING",
          expiresAt: new Date(at.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
          createdAt: at,
        })
        .returning();
      await emit(txCtx, "TeamInvitationSent", {
        teamId: access.team.id,
        teamName: access.team.name,
        invitationId: created!.id,
        inviteeId: invitee.id,
        inviterId: input.viewer.id,
      });
      return created!;
    });
    const [view] = await invitationViews(ctx, [row]);
    return view!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", `${invitee.fullName} already has a pending invitation.`);
    throw error;
  }
}
