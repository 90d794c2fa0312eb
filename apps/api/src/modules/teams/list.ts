import { buildCappedPagination, LIST_COUNT_CAP, type TPagination } from "@crewlance/contracts/common";
import type { TSuggestedTeam, TTeam } from "@crewlance/contracts/teams";
import { and, arrayOverlaps, asc, eq, exists, ilike, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamMembers, teams } from "../../db/schema/teams";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { loadUserSummaries } from "../users/index";
import { type TeamRow, teamViews } from "./views";

/*
 * Team lists (decision 0013): GET /teams walks teams_public_created_idx, GET /teams/mine walks
 * team_members_user_joined_idx, GET /teams/suggested takes at most LIST_COUNT_CAP public teams
 * sharing a skill with the caller (teams_public_skills_idx) and ranks those by overlap.
 * Members of a page come in two statements (views.ts), never one per team.
 */

type Page = { page: number; limit: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function matchesText(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(teams.name, pattern),
    ilike(teams.description, pattern),
    arrayOverlaps(teams.skillsKey, [q.toLowerCase()]),
  );
}

/** Listed: public, and not hidden by moderation (decision 0092). */
const isPublic = and(eq(teams.visibility, "PUBLIC"), isNull(teams.hiddenAt));
const NEWEST = [sql`${teams.createdAt} desc nulls last`, asc(teams.id)] as const;

/** The statements of GET /teams (exported for the plan test). */
export function publicTeamQueries(ctx: AppContext, input: Page & { q?: string }) {
  const where = and(isPublic, matchesText(input.q));
  return {
    page: ctx.db
      .select()
      .from(teams)
      .where(where)
      .orderBy(...NEWEST)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    count: countUpToCap(ctx, teams, where),
  };
}

/** Public teams, newest first, with an optional text filter. */
export async function listTeams(
  ctx: AppContext,
  input: Page & { viewerId: string; q?: string },
): Promise<{ items: TTeam[]; pagination: TPagination }> {
  const { rows, pagination } = await pageWithCappedTotal(publicTeamQueries(ctx, input), input);
  return {
    items: await teamViews(ctx, rows, input.viewerId),
    pagination,
  };
}

/** The statements of GET /teams/mine (exported for the plan test). */
export function myTeamQueries(ctx: AppContext, input: Page & { viewerId: string }) {
  const where = eq(teamMembers.userId, input.viewerId);
  return {
    page: ctx.db
      .select({ team: teams })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(where)
      .orderBy(sql`${teamMembers.joinedAt} desc nulls last`, asc(teamMembers.teamId))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    count: countUpToCap(ctx, teamMembers, where),
  };
}

/** The caller's teams, the most recently joined first. */
export async function listMyTeams(
  ctx: AppContext,
  input: Page & { viewerId: string },
): Promise<{ items: TTeam[]; pagination: TPagination }> {
  const { rows, pagination } = await pageWithCappedTotal(myTeamQueries(ctx, input), input);
  return {
    items: await teamViews(
      ctx,
      rows.map((row) => row.team),
      input.viewerId,
    ),
    pagination,
  };
}

/**
 * Public teams the caller is not in, ranked by how many of the caller's freelancer skills they
 * list, then by size and newest. Without skills, the newest public teams the caller is not in.
 */
export async function listSuggestedTeams(
  ctx: AppContext,
  input: Page & { viewerId: string; q?: string },
): Promise<{ items: TSuggestedTeam[]; pagination: TPagination }> {
  const people = await loadUserSummaries(ctx, [input.viewerId]);
  const mySkills = [
    ...new Set((people.get(input.viewerId)?.freelancer?.skills ?? []).map((skill) => skill.trim().toLowerCase())),
  ];
  const notMine = not(
    exists(
      ctx.db
        .select({ one: sql`1` })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, input.viewerId))),
    ),
  );
  const where = and(
    isPublic,
    notMine,
    mySkills.length > 0 ? arrayOverlaps(teams.skillsKey, mySkills) : undefined,
    matchesText(input.q),
  );
  const overlap =
    mySkills.length > 0
      ? sql<number>`(select count(*) from unnest(${teams.skillsKey}) as s(skill) where s.skill in ${mySkills})`.mapWith(
          Number,
        )
      : sql<number>`0`.mapWith(Number);
  // The candidates (at most the count cap) are ranked; past the cap a narrower q helps (0013).
  const candidates = ctx.db
    .select({
      id: teams.id,
      overlap: overlap.as("overlap"),
      memberCount: teams.memberCount,
      createdAt: teams.createdAt,
    })
    .from(teams)
    .where(where)
    .orderBy(...(mySkills.length > 0 ? [] : NEWEST))
    .limit(LIST_COUNT_CAP)
    .as("candidates");
  const [ranked, [counted]] = await Promise.all([
    ctx.db
      .select({ id: candidates.id, overlap: candidates.overlap })
      .from(candidates)
      .orderBy(
        sql`${candidates.overlap} desc`,
        sql`${candidates.memberCount} desc`,
        sql`${candidates.createdAt} desc`,
        asc(candidates.id),
      )
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    countUpToCap(ctx, teams, where),
  ]);
  const rows = ranked.length
    ? await ctx.db
        .select()
        .from(teams)
        .where(sql`${teams.id} in ${ranked.map((row) => row.id)}`)
    : [];
  const byId = new Map<string, TeamRow>(rows.map((row) => [row.id, row]));
  const ordered = ranked.map((row) => byId.get(row.id)).filter((row): row is TeamRow => row !== undefined);
  const views = await teamViews(ctx, ordered, input.viewerId);
  const overlapById = new Map(ranked.map((row) => [row.id, row.overlap]));
  return {
    items: views.map((team) => ({
      ...team,
      match: { matched: overlapById.get(team.id) ?? 0, total: mySkills.length },
    })),
    pagination: buildCappedPagination(counted?.value ?? 0, input.page, input.limit),
  };
}
