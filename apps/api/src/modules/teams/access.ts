import { type TTeamAction, type TTeamRole, teamRoleCan, teamRoleOutranks } from "@crewlance/contracts/teams";
import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { TeamRow } from "./views";

/*
 * The one place the permission table of contracts/teams.ts (TEAM_PERMISSIONS) is enforced
 * (decision 0038). Every route that acts on a team loads it through `loadTeamAccess`, which
 * answers 404 for a PRIVATE team to anyone who is not a member (or invited to it), and then calls
 * `requireTeamPermission`, which answers 403 with a sentence naming what the role may not do.
 */

export type TeamAccess = { team: TeamRow; role: TTeamRole | null };

const REFUSALS: Record<TTeamAction, string> = {
  view: "Only members can see this team.",
  edit: "Only the team's owner and admins can edit the team.",
  invite: "Only the team's owner and admins can invite people.",
  approve: "Only the team's owner and admins can answer join requests.",
  changeRole: "Only the team's owner can change roles.",
  removeMember: "Only the team's owner and admins can remove members.",
  transfer: "Only the team's owner can transfer ownership.",
  delete: "Only the team's owner can delete the team.",
  manageShares: "Only the team's owner and admins can set payout shares.",
  applyToTask: "Only the team's owner and admins can apply on the team's behalf.",
  leave: "The owner cannot leave the team: transfer ownership to another member first.",
};

/**
 * The team and the viewer's role in it. `lock` takes the team row FOR UPDATE (every change to
 * members, invitations and requests of one team queues on it). A PRIVATE team is "not found"
 * for anyone but its members and people with a pending invitation to it; a hidden one for anyone
 * but its members and, with `seesHidden`, admins.
 */
export async function loadTeamAccess(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; lock?: boolean; seesHidden?: boolean },
): Promise<TeamAccess> {
  const query = ctx.db.select().from(teams).where(eq(teams.id, input.teamId));
  const [team] = input.lock ? await query.for("update") : await query;
  if (!team) throw notFound("Team");
  const [member] = await ctx.db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, input.viewerId)));
  const role = member?.role ?? null;
  if (team.visibility === "PRIVATE" && role === null && !(await hasPendingInvitation(ctx, team.id, input.viewerId))) {
    throw notFound("Team");
  }
  // A team moderation hid is its members' and admins' only (decision 0092).
  if (team.hiddenAt && role === null && !input.seesHidden) throw notFound("Team");
  return { team, role };
}

async function hasPendingInvitation(ctx: AppContext, teamId: string, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.inviteeId, userId),
        eq(teamInvitations.status, "PENDING"),
        gt(teamInvitations.expiresAt, now()),
      ),
    );
  return row !== undefined;
}

/** 403 unless the table lets `role` do `action`. */
export function requireTeamPermission(access: Pick<TeamAccess, "role">, action: TTeamAction): void {
  if (!teamRoleCan(access.role, action)) {
    throw action === "leave" && access.role === null
      ? new AppError("CONFLICT", "You are not a member of this team.")
      : forbidden(REFUSALS[action]);
  }
}

/** 403 unless `role` may remove or re-role a member whose role is `target` (a lower one). */
export function requireOutranks(access: Pick<TeamAccess, "role">, target: TTeamRole, what: string): void {
  if (!teamRoleOutranks(access.role, target)) {
    throw forbidden(
      target === "OWNER"
        ? `The owner cannot be ${what}: transfer ownership first.`
        : `Only the team's owner can ${what === "removed" ? "remove" : "change"} an admin.`,
    );
  }
}
