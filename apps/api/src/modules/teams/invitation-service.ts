import type { TPagination } from "@crewlance/contracts/common";
import {
  TEAM_INVITATION_DAYS,
  TEAM_MEMBERS_MAX,
  type TTeamInvitation,
  type TTeamInviteBody,
} from "@crewlance/contracts/teams";
import { and, asc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createNotification } from "../notifications/service";
import type { Viewer } from "../tasks/task-service";
import { findUserSummaryByEmail, loadUserSummaries, type UserSummary } from "../users/summary-view";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { addTeamMember, teamLink } from "./team-service";
import { teamRefView, teamUserView } from "./views";

/*
 * Invitations (spec B7): an owner or admin invites an existing freelancer by id or email; the
 * invitation expires TEAM_INVITATION_DAYS after it is sent (by the movable clock), and is
 * accepted or declined by the invitee or cancelled by the team. One pending invitation per
 * person per team is a unique partial index. Every change locks the team row first, then the
 * invitation, so two answers or an answer and a cancel never both win.
 */

type InvitationRow = typeof teamInvitations.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

async function invitationViews(ctx: AppContext, rows: InvitationRow[]): Promise<TTeamInvitation[]> {
  if (rows.length === 0) return [];
  const teamRows = await ctx.db
    .select({ id: teams.id, name: teams.name, avatarPath: teams.avatarPath, visibility: teams.visibility })
    .from(teams)
    .where(inArray(teams.id, [...new Set(rows.map((row) => row.teamId))]));
  const teamById = new Map(teamRows.map((row) => [row.id, row]));
  const people = await loadUserSummaries(
    ctx,
    rows.flatMap((row) => [row.inviteeId, row.inviterId]),
  );
  const at = now();
  return rows.map((row) => {
    const team = teamById.get(row.teamId);
    return {
      id: row.id,
      team: team ? teamRefView(team) : { id: row.teamId, name: "Deleted team", avatarUrl: null, visibility: "PRIVATE" },
      invitee: teamUserView(row.inviteeId, people.get(row.inviteeId)),
      inviter: teamUserView(row.inviterId, people.get(row.inviterId)),
      role: row.role === "ADMIN" ? "ADMIN" : "MEMBER",
      message: row.message,
      status: row.status === "PENDING" && row.expiresAt <= at ? "EXPIRED" : row.status,
      expiresAt: row.expiresAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function resolveInvitee(ctx: AppContext, body: TTeamInviteBody): Promise<UserSummary> {
  if (body.userId) {
    const found = (await loadUserSummaries(ctx, [body.userId])).get(body.userId);
    if (!found) throw notFound("User");
    return found;
  }
  const found = await findUserSummaryByEmail(ctx, body.email ?? "");
  if (!found) {
    throw new AppError("NOT_FOUND", "No one on Crewlance uses that email. Invite someone who has an account.");
  }
  return found;
}

export async function inviteToTeam(
  ctx: AppContext,
  input: { teamId: string; viewer: Viewer; body: TTeamInviteBody },
): Promise<TTeamInvitation> {
  const invitee = await resolveInvitee(ctx, input.body);
  const role = input.body.role ?? "MEMBER";
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
      const inviter = (await loadUserSummaries(txCtx, [input.viewer.id])).get(input.viewer.id);
      await createNotification(txCtx, {
        userId: invitee.id,
        type: "TEAM_INVITATION",
        title: "Team invitation",
        body: `${inviter?.fullName ?? "Someone"} invited you to join "${access.team.name}".`,
        link: teamLink(access.team.id),
        data: { teamId: access.team.id, invitationId: created!.id },
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

const pendingNow = (): SQL => and(eq(teamInvitations.status, "PENDING"), gt(teamInvitations.expiresAt, now()))!;

/** The statements of a page of pending rows, by person or by team (exported for the plan test). */
export function invitationPageQueries(
  ctx: AppContext,
  input: { inviteeId?: string; teamId?: string; page: number; limit: number },
) {
  const owner = input.inviteeId
    ? eq(teamInvitations.inviteeId, input.inviteeId)
    : eq(teamInvitations.teamId, input.teamId ?? "");
  const where = and(owner, pendingNow())!;
  return {
    page: ctx.db
      .select()
      .from(teamInvitations)
      .where(where)
      .orderBy(sql`${teamInvitations.createdAt} desc nulls last`, asc(teamInvitations.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    count: countUpToCap(ctx, teamInvitations, where),
  };
}

async function pageOf(ctx: AppContext, input: { inviteeId?: string; teamId?: string; page: number; limit: number }) {
  const { rows, pagination } = await pageWithCappedTotal(invitationPageQueries(ctx, input), input);
  return {
    items: await invitationViews(ctx, rows),
    pagination,
  };
}

/** GET /teams/invitations/mine: the caller's pending invitations that have not expired. */
export function listMyInvitations(
  ctx: AppContext,
  input: { viewerId: string; page: number; limit: number },
): Promise<{ items: TTeamInvitation[]; pagination: TPagination }> {
  return pageOf(ctx, { inviteeId: input.viewerId, page: input.page, limit: input.limit });
}

/** GET /teams/{id}/invitations (invite permission): the team's pending invitations. */
export async function listTeamInvitations(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; page: number; limit: number },
): Promise<{ items: TTeamInvitation[]; pagination: TPagination }> {
  const access = await loadTeamAccess(ctx, input);
  requireTeamPermission(access, "invite");
  return pageOf(ctx, { teamId: access.team.id, page: input.page, limit: input.limit });
}

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
    const invitee = (await loadUserSummaries(txCtx, [invitation.inviteeId])).get(invitation.inviteeId);
    await createNotification(txCtx, {
      userId: invitation.inviterId,
      type: input.accept ? "TEAM_INVITATION_ACCEPTED" : "TEAM_INVITATION_DECLINED",
      title: input.accept ? "Invitation accepted" : "Invitation declined",
      body: `${invitee?.fullName ?? "The person you invited"} ${input.accept ? "accepted" : "declined"} your invitation to "${teamName}".`,
      link: teamLink(invitation.teamId),
      data: { teamId: invitation.teamId, invitationId: invitation.id },
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
    await createNotification(txCtx, {
      userId: invitation.inviteeId,
      type: "TEAM_INVITATION_CANCELLED",
      title: "Invitation withdrawn",
      body: `Your invitation to "${teamName}" was withdrawn.`,
      link: "/team",
      data: { teamId: invitation.teamId, invitationId: invitation.id },
    });
  });
}
