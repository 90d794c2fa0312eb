import type {
  TTeamCreateBody,
  TTeamDetail,
  TTeamMember,
  TTeamMemberUpdateBody,
  TTeamUpdateBody,
} from "@crewlance/contracts/teams";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamJoinRequests, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { toWebpImage } from "../../lib/images";
import { removeFile, saveFile } from "../../lib/storage";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createNotification, notifyEach } from "../notifications/service";
import { hasActiveTeamProject, listTeamProjects } from "../projects/team-projects-service";
import type { Viewer } from "../tasks/task-service";
import { loadUserSummaries } from "../users/summary-view";
import { loadTeamAccess, requireOutranks, requireTeamPermission } from "./access";
import { clearUnlockedSharesOf } from "./payout-service";
import { loadMembers, teamViews } from "./views";

/*
 * Teams and their members (spec B7). Every change to a team's membership runs in one
 * transaction holding the team row FOR UPDATE (access.ts), so member_count, the one-owner rule
 * and the permission checks see a settled team. Notifications are written in the same
 * transaction and link to /team/{id}.
 */

export const teamLink = (teamId: string) => `/team/${teamId}`;

export function skillsKey(skills: readonly string[]): string[] {
  return [...new Set(skills.map((skill) => skill.trim().toLowerCase()))];
}

export function requireFreelancer(viewer: Pick<Viewer, "role">, action: string): void {
  if (viewer.role !== "FREELANCER") throw forbidden(`Only freelancers can ${action}.`);
}

/** Adds a member (invitation accepted, request approved) and raises member_count. */
export async function addTeamMember(
  txCtx: TxContext,
  input: { teamId: string; userId: string; role: "ADMIN" | "MEMBER" },
): Promise<void> {
  const at = now();
  const inserted = await txCtx.db
    .insert(teamMembers)
    .values({ teamId: input.teamId, userId: input.userId, role: input.role, joinedAt: at })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  if (inserted.length === 0) return;
  await txCtx.db
    .update(teams)
    .set({ memberCount: sql`${teams.memberCount} + 1`, updatedAt: at })
    .where(eq(teams.id, input.teamId));
  // Whatever else was pending between this person and the team is settled by their joining.
  await txCtx.db
    .update(teamJoinRequests)
    .set({ status: "APPROVED", respondedAt: at })
    .where(
      and(
        eq(teamJoinRequests.teamId, input.teamId),
        eq(teamJoinRequests.userId, input.userId),
        eq(teamJoinRequests.status, "PENDING"),
      ),
    );
  await txCtx.db
    .update(teamInvitations)
    .set({ status: "ACCEPTED", respondedAt: at })
    .where(
      and(
        eq(teamInvitations.teamId, input.teamId),
        eq(teamInvitations.inviteeId, input.userId),
        eq(teamInvitations.status, "PENDING"),
      ),
    );
}

/** The owner and admins of a team: who hears of invitations answered and join requests. */
export async function teamManagerIds(ctx: AppContext, teamId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ["OWNER", "ADMIN"])));
  return rows.map((row) => row.userId);
}

export async function createTeam(
  ctx: AppContext,
  input: { viewer: Viewer; body: TTeamCreateBody },
): Promise<TTeamDetail> {
  requireFreelancer(input.viewer, "create teams");
  const body = input.body;
  const skills = body.skills ?? [];
  const teamId = await withTransaction(ctx, async (txCtx) => {
    const at = now();
    const [team] = await txCtx.db
      .insert(teams)
      .values({
        name: body.name,
        description: body.description ?? "",
        skills,
        skillsKey: skillsKey(skills),
        visibility: body.visibility ?? "PUBLIC",
        ownerId: input.viewer.id,
        memberCount: 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: teams.id });
    await txCtx.db
      .insert(teamMembers)
      .values({ teamId: team!.id, userId: input.viewer.id, role: "OWNER", joinedAt: at });
    return team!.id;
  });
  return getTeamDetail(ctx, { teamId, viewerId: input.viewer.id });
}

/** GET /teams/{id}: the team, what the viewer has pending with it, and (for members) its projects. */
export async function getTeamDetail(
  ctx: AppContext,
  input: { teamId: string; viewerId: string },
): Promise<TTeamDetail> {
  const access = await loadTeamAccess(ctx, input);
  const at = now();
  const [[team], [request], [invitation], projects] = await Promise.all([
    teamViews(ctx, [access.team], input.viewerId),
    ctx.db
      .select({ id: teamJoinRequests.id })
      .from(teamJoinRequests)
      .where(
        and(
          eq(teamJoinRequests.teamId, access.team.id),
          eq(teamJoinRequests.userId, input.viewerId),
          eq(teamJoinRequests.status, "PENDING"),
        ),
      ),
    ctx.db
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.teamId, access.team.id),
          eq(teamInvitations.inviteeId, input.viewerId),
          eq(teamInvitations.status, "PENDING"),
          gt(teamInvitations.expiresAt, at),
        ),
      ),
    access.role ? listTeamProjects(ctx, { teamId: access.team.id }) : Promise.resolve([]),
  ]);
  return {
    ...team!,
    viewerJoinRequestId: request?.id ?? null,
    viewerInvitationId: invitation?.id ?? null,
    projects,
  };
}

export async function updateTeam(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; body: TTeamUpdateBody },
): Promise<TTeamDetail> {
  await withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { ...input, lock: true });
    requireTeamPermission(access, "edit");
    const body = input.body;
    await txCtx.db
      .update(teams)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.skills !== undefined ? { skills: body.skills, skillsKey: skillsKey(body.skills) } : {}),
        ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
        updatedAt: now(),
      })
      .where(eq(teams.id, access.team.id));
  });
  return getTeamDetail(ctx, input);
}

/** Only the owner, and never while the team is the hired party of an active project. */
export async function deleteTeam(ctx: AppContext, input: { teamId: string; viewerId: string }): Promise<void> {
  const removed = await withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { ...input, lock: true });
    requireTeamPermission(access, "delete");
    if (await hasActiveTeamProject(txCtx, { teamId: access.team.id })) {
      throw new AppError(
        "BUSINESS_RULE",
        "This team has an active project. Finish or cancel it before deleting the team.",
      );
    }
    const members = await txCtx.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, access.team.id));
    await txCtx.db.delete(teams).where(eq(teams.id, access.team.id));
    await notifyEach(
      txCtx,
      members.map((member) => member.userId).filter((userId) => userId !== input.viewerId),
      {
        type: "TEAM_DELETED",
        title: "Team deleted",
        body: `The team "${access.team.name}" was deleted by its owner.`,
        link: "/team",
        data: { teamId: access.team.id },
      },
    );
    return access.team.avatarPath;
  });
  await removeFile(ctx.config.dataDir, "public", removed);
}

/** The team's avatar: checked by content, resized to a 256 px WebP square (as profile avatars). */
export async function replaceTeamAvatar(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; content: Buffer },
): Promise<TTeamDetail> {
  // Permission first, so a refused upload never touches the disk.
  requireTeamPermission(await loadTeamAccess(ctx, input), "edit");
  const image = await toWebpImage(input.content, { width: 256, height: 256, fit: "cover" }, "file");
  const stored = await saveFile(ctx.config.dataDir, "public", "team-avatars", "webp", image);
  let previous: string | null = null;
  try {
    previous = await withTransaction(ctx, async (txCtx) => {
      const access = await loadTeamAccess(txCtx, { ...input, lock: true });
      requireTeamPermission(access, "edit");
      await txCtx.db.update(teams).set({ avatarPath: stored, updatedAt: now() }).where(eq(teams.id, access.team.id));
      return access.team.avatarPath;
    });
  } catch (error) {
    await removeFile(ctx.config.dataDir, "public", stored);
    throw error;
  }
  await removeFile(ctx.config.dataDir, "public", previous);
  return getTeamDetail(ctx, input);
}

async function loadMemberRow(txCtx: TxContext, teamId: string, userId: string) {
  const [row] = await txCtx.db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .for("update");
  if (!row) throw notFound("Member");
  return row;
}

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
    await createNotification(txCtx, {
      userId: input.userId,
      type: "TEAM_OWNERSHIP_TRANSFERRED",
      title: "You now own a team",
      body: `You are now the owner of "${access.team.name}".`,
      link: teamLink(access.team.id),
      data: { teamId: access.team.id },
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
      await createNotification(txCtx, {
        userId: input.memberId,
        type: "TEAM_ROLE_CHANGED",
        title: "Your team role changed",
        body: `You are now ${role === "ADMIN" ? "an admin" : "a member"} of "${access.team.name}".`,
        link: teamLink(access.team.id),
        data: { teamId: access.team.id, role },
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
    await clearUnlockedSharesOf(txCtx, { teamId: access.team.id, userId: input.memberId });
    if (leaving) {
      const people = await loadUserSummaries(txCtx, [input.viewerId]);
      const managerIds = await teamManagerIds(txCtx, access.team.id);
      await notifyEach(txCtx, managerIds, {
        type: "TEAM_MEMBER_LEFT",
        title: "A member left your team",
        body: `${people.get(input.viewerId)?.fullName ?? "A member"} left "${access.team.name}".`,
        link: teamLink(access.team.id),
        data: { teamId: access.team.id, userId: input.viewerId },
      });
    } else {
      await createNotification(txCtx, {
        userId: input.memberId,
        type: "TEAM_MEMBER_REMOVED",
        title: "Removed from a team",
        body: `You were removed from "${access.team.name}".`,
        link: "/team",
        data: { teamId: access.team.id },
      });
    }
  });
}
