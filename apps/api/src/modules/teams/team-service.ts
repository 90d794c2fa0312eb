import type { TTeamCreateBody, TTeamDetail, TTeamUpdateBody } from "@crewlance/contracts/teams";
import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamJoinRequests, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { forbidden } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { readTeamProjects } from "./team-projects-source-service";
import { teamViews } from "./views";

/*
 * Teams and their members. Every change to a team's membership runs in one transaction holding
 * the team row FOR UPDATE (access.ts), so member_count, the one-owner rule and the permission
 * checks see a settled team. Notifications are written in the same transaction and link to
 * /team/{id}.
 */

export const teamLink = (teamId: string) => `/team/${teamId}`;

export function skillsKey(skills: readonly string[]): string[] {
  return [...new Set(skills.map((skill) => skill.trim().toLowerCase()))];
}

export function requireFreelancer(viewer: Pick<Viewer, "role">, action: string): void {
  if (viewer.role !== "FREELANCER") throw forbidden(`Only freelancers can ${action}.`);
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
  input: { teamId: string; viewerId: string; seesHidden?: boolean },
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
    access.role ? readTeamProjects(ctx, { teamId: access.team.id }) : Promise.resolve([]),
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
