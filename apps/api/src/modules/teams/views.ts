import type { TPortfolioItem, TTeam, TTeamMember, TTeamRef, TTeamRole, TTeamUser } from "@crewlance/contracts/teams";
import { asc, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamMembers, type teamPortfolioItems, type teams } from "../../db/schema/teams";
import { preparedOnce } from "../../lib/prepared";
import { currentHandlesOfTeams, loadUserSummaries, publicFileUrl, type UserSummary } from "../users/index";

/* Rows to the shapes of contracts/teams.ts, members of many teams in two statements. */

export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;
export type PortfolioRow = typeof teamPortfolioItems.$inferSelect;

export function teamUserView(id: string, summary: UserSummary | undefined): TTeamUser {
  return {
    id,
    fullName: summary?.fullName ?? "Former user",
    avatarUrl: summary?.avatarUrl ?? null,
    headline: summary?.freelancer?.headline ?? null,
  };
}

export function teamRefView(row: Pick<TeamRow, "id" | "name" | "avatarPath" | "visibility">): TTeamRef {
  return { id: row.id, name: row.name, avatarUrl: publicFileUrl(row.avatarPath), visibility: row.visibility };
}

export function portfolioItemView(row: PortfolioRow): TPortfolioItem {
  return {
    id: row.id,
    teamId: row.teamId,
    title: row.title,
    description: row.description,
    url: row.url,
    imageUrl: publicFileUrl(row.imagePath),
    tags: row.tags,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ROLE_ORDER = sql`case ${teamMembers.role} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`;

/** The members of the teams named, owner first, then admins, then members, by joining. */
export async function loadMembers(
  ctx: AppContext,
  teamIds: readonly string[],
): Promise<{ byTeam: Map<string, TTeamMember[]>; people: Map<string, UserSummary> }> {
  const byTeam = new Map<string, TTeamMember[]>();
  if (teamIds.length === 0) return { byTeam, people: new Map() };
  // Every team list and public team page asks this: one statement for any number of teams,
  // prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, "teams:members", (name) =>
    ctx.db
      .select()
      .from(teamMembers)
      .where(sql`${teamMembers.teamId} = any(${sql.placeholder("teamIds")})`)
      .orderBy(asc(teamMembers.teamId), ROLE_ORDER, asc(teamMembers.joinedAt), asc(teamMembers.userId))
      .prepare(name),
  );
  const rows = await statement.execute({ teamIds: [...new Set(teamIds)] });
  const people = await loadUserSummaries(
    ctx,
    rows.map((row) => row.userId),
  );
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? [];
    list.push(memberView(row, people.get(row.userId)));
    byTeam.set(row.teamId, list);
  }
  return { byTeam, people };
}

export function memberView(row: MemberRow, summary: UserSummary | undefined): TTeamMember {
  return {
    userId: row.userId,
    user: teamUserView(row.userId, summary),
    role: row.role,
    title: row.title,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** Teams as every list shows them, for one viewer. */
export async function teamViews(ctx: AppContext, rows: readonly TeamRow[], viewerId: string): Promise<TTeam[]> {
  const teamIds = rows.map((row) => row.id);
  const { byTeam, people } = await loadMembers(ctx, teamIds);
  const handleOf = await currentHandlesOfTeams(ctx, teamIds);
  return rows.map((row) => {
    const members = byTeam.get(row.id) ?? [];
    const owner = members.find((member) => member.role === "OWNER");
    const viewerRole: TTeamRole | null = members.find((member) => member.userId === viewerId)?.role ?? null;
    return {
      id: row.id,
      name: row.name,
      handle: handleOf.get(row.id) ?? null,
      description: row.description,
      skills: row.skills,
      avatarUrl: publicFileUrl(row.avatarPath),
      visibility: row.visibility,
      owner: owner?.user ?? teamUserView(row.ownerId, people.get(row.ownerId)),
      memberCount: row.memberCount,
      members,
      viewerRole,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
