import type { TTeamDetail, TTeamMember, TTeamMemberUpdateBody } from "@crewlance/contracts/teams";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { loadTeamAccess, requireOutranks, requireTeamPermission } from "./access";
import { loadMemberRow } from "./team-members-service";
import { getTeamDetail } from "./team-service";
import { loadMembers } from "./views";

/* Changes to a team's members: ownership, roles and titles, leaving and removal. */

/** The old owner stays on as ADMIN; the new owner must already be a member. */
export async function transferOwnership(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; userId: string },
): Promise<TTeamDetail> {
  await withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { ...input, lock: true });
    requireTeamPermission(access, "transfer");
    if (input.userId === input.viewerId) throw new AppError("CONFLICT", "You already own this team.");
    await loadMemberRow(txCtx, access.team.id, input.userId);
    const at = now();
    // The old owner steps down first: one OWNER per team is a unique index.
    await txCtx.db
      .update(teamMembers)
      .set({ role: "ADMIN" })
      .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, input.viewerId)));
    await txCtx.db
      .update(teamMembers)
      .set({ role: "OWNER" })
      .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, input.userId)));
    await txCtx.db.update(teams).set({ ownerId: input.userId, updatedAt: at }).where(eq(teams.id, access.team.id));
    await emit(txCtx, "TeamOwnershipTransferred", {
      teamId: access.team.id,
      teamName: access.team.name,
      previousOwnerId: input.viewerId,
      newOwnerId: input.userId,
    });
  });
  return getTeamDetail(ctx, input);
}

/** A role change needs changeRole over a lower role; a title needs edit, or to be one's own. */
export async function updateTeamMember(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; memberId: string; body: TTeamMemberUpdateBody },
): Promise<TTeamMember> {
  await withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { ...input, lock: true });
    requireTeamPermission(access, "view");
    const target = await loadMemberRow(txCtx, access.team.id, input.memberId);
    const { role, title } = input.body;
    if (role !== undefined && role !== target.role) {
      requireTeamPermission(access, "changeRole");
      requireOutranks(access, target.role, "changed");
    }
    if (title !== undefined && input.memberId !== input.viewerId) requireTeamPermission(access, "edit");
    await txCtx.db
      .update(teamMembers)
      .set({
        ...(role !== undefined && target.role !== "OWNER" ? { role } : {}),
        ...(title !== undefined ? { title } : {}),
      })
      .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, input.memberId)));
    if (role !== undefined && role !== target.role) {
      await emit(txCtx, "TeamRoleChanged", {
        teamId: access.team.id,
        teamName: access.team.name,
        userId: input.memberId,
        role,
      });
    }
  });
  const { byTeam } = await loadMembers(ctx, [input.teamId]);
  const member = byTeam.get(input.teamId)?.find((item) => item.userId === input.memberId);
  if (!member) throw notFound("Member");
  return member;
}

/** Removing oneself is leaving (everyone but the owner); removing another needs a higher role. */
export async function removeTeamMember(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; memberId: string },
): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { ...input, lock: true });
    const leaving = input.memberId === input.viewerId;
    if (leaving) {
      requireTeamPermission(access, "leave");
    } else {
      requireTeamPermission(access, "removeMember");
    }
    const target = await loadMemberRow(txCtx, access.team.id, input.memberId);
    if (!leaving) requireOutranks(access, target.role, "removed");
    await txCtx.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, input.memberId)));
    await txCtx.db
      .update(teams)
      .set({ memberCount: sql`${teams.memberCount} - 1`, updatedAt: now() })
      .where(eq(teams.id, access.team.id));
    await emit(txCtx, "TeamMemberLeft", {
      teamId: access.team.id,
      teamName: access.team.name,
      userId: input.memberId,
      removed: !leaving,
    });
  });
}
