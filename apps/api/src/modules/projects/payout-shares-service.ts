import {
  PAYOUT_SHARES_TOTAL_BPS,
  type TPayoutShares,
  type TPayoutSharesBody,
  teamRoleCan,
} from "@crewlance/contracts/teams";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamPayoutShares } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { releaseEscrow } from "../money/index";
import { notifyEach } from "../notifications/index";
import {
  findTeamOwnerId,
  listTeamMemberIds,
  loadTeamAccess,
  requireTeamPermission,
  teamUserView,
} from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { readTeamProject } from "./team-projects-service";

/*
 * Payout shares of a team project (decision 0041): basis points per current member, summing to
 * 10,000, set by the owner or an admin until a milestone of the project is funded, then locked.
 * Unset, the whole freelancer side goes to the owner. The release path asks `teamPayoutSplit`
 * and the wallet splits in the same ledger transfer (wallet/payout-split.ts).
 */

/** What releaseEscrow takes to split the freelancer side (wallet/payout-split.ts). */
export type PayoutSplit = NonNullable<Parameters<typeof releaseEscrow>[1]["payoutSplit"]>;

/** The team page, where the members are told their shares changed. */
const teamLink = (teamId: string) => `/team/${teamId}`;

async function teamProjectFor(ctx: AppContext, input: { projectId: string; viewerId: string; lock?: boolean }) {
  const found = await readTeamProject(ctx, { projectId: input.projectId });
  if (!found?.teamId) throw notFound("Team project");
  // Team row first, then the project row: the order removing a member takes too (no deadlock).
  const access = await loadTeamAccess(ctx, { teamId: found.teamId, viewerId: input.viewerId, lock: input.lock }).catch(
    () => {
      throw notFound("Team project");
    },
  );
  if (access.role === null) throw notFound("Team project");
  const project = input.lock ? await readTeamProject(ctx, { projectId: input.projectId, lock: true }) : found;
  if (!project?.teamId) throw notFound("Team project");
  return { project, access, teamId: project.teamId };
}

/**
 * When someone leaves a team (inside that transaction, the team row locked), the shares of its
 * projects not funded yet are cleared: they no longer name every member, so the owner receives
 * everything until an admin sets them again. Funded projects keep theirs (decision 0041).
 */
export async function clearUnlockedSharesOf(
  txCtx: TxContext,
  input: { teamId: string; userId: string },
): Promise<void> {
  const rows = await txCtx.db
    .select({ projectId: teamPayoutShares.projectId })
    .from(teamPayoutShares)
    .where(and(eq(teamPayoutShares.teamId, input.teamId), eq(teamPayoutShares.userId, input.userId)));
  for (const { projectId } of rows) {
    const project = await readTeamProject(txCtx, { projectId, lock: true });
    if (project && !project.funded) {
      await txCtx.db.delete(teamPayoutShares).where(eq(teamPayoutShares.projectId, projectId));
    }
  }
}

export async function getPayoutShares(
  ctx: AppContext,
  input: { projectId: string; viewerId: string },
): Promise<TPayoutShares> {
  const { project, access, teamId } = await teamProjectFor(ctx, input);
  const rows = await ctx.db.select().from(teamPayoutShares).where(eq(teamPayoutShares.projectId, project.id));
  const shown = rows.length
    ? rows.map((row) => ({ userId: row.userId, basisPoints: row.basisPoints }))
    : [{ userId: access.team.ownerId, basisPoints: PAYOUT_SHARES_TOTAL_BPS }];
  const people = await loadUserSummaries(
    ctx,
    shown.map((share) => share.userId),
  );
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  return {
    projectId: project.id,
    teamId,
    shares: shown.map((share) => ({
      user: teamUserView(share.userId, people.get(share.userId)),
      basisPoints: share.basisPoints,
    })),
    isSet: rows.length > 0,
    locked: project.funded,
    canEdit: !project.funded && teamRoleCan(access.role, "manageShares"),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** PUT /projects/{id}/payout-shares: every current member once; refused once money is in escrow. */
export async function setPayoutShares(
  ctx: AppContext,
  input: { projectId: string; viewerId: string; body: TPayoutSharesBody },
): Promise<TPayoutShares> {
  await withTransaction(ctx, async (txCtx) => {
    // The team row, then the project row (funding locks the project row too).
    const { project, access, teamId } = await teamProjectFor(txCtx, { ...input, lock: true });
    requireTeamPermission(access, "manageShares");
    if (project.funded) {
      throw new AppError("CONFLICT", "Payout shares are locked: a milestone of this project has already been funded.");
    }
    const memberIds = await listTeamMemberIds(txCtx, { teamId });
    const members = new Set(memberIds);
    const given = input.body.shares;
    if (given.length !== members.size || !given.every((share) => members.has(share.userId))) {
      throw new AppError("BUSINESS_RULE", "Give a share to every current member of the team, and to no one else.", [
        { path: "shares", message: "Give a share to every current member of the team, and to no one else." },
      ]);
    }
    const at = now();
    await txCtx.db.delete(teamPayoutShares).where(eq(teamPayoutShares.projectId, project.id));
    await txCtx.db.insert(teamPayoutShares).values(
      given.map((share) => ({
        projectId: project.id,
        teamId,
        userId: share.userId,
        basisPoints: share.basisPoints,
        updatedAt: at,
      })),
    );
    await notifyEach(
      txCtx,
      memberIds.filter((userId) => userId !== input.viewerId),
      {
        type: "TEAM_PAYOUT_SHARES_SET",
        title: "Payout shares updated",
        body: `The payout shares of a project of "${access.team.name}" were updated.`,
        link: teamLink(teamId),
        data: { teamId, projectId: project.id },
      },
    );
  });
  return getPayoutShares(ctx, input);
}

/**
 * The split of a release for the milestone release path: null for a project without a team; the
 * shares as set, or everything to the owner when none were set. A member who left after the
 * shares locked is still paid their share: they did the work it pays for.
 */
export async function teamPayoutSplit(ctx: AppContext, input: { projectId: string }): Promise<PayoutSplit | null> {
  const project = await readTeamProject(ctx, { projectId: input.projectId });
  if (!project?.teamId) return null;
  const ownerId = await findTeamOwnerId(ctx, { teamId: project.teamId });
  // A deleted team's project pays its hired freelancer as before.
  if (!ownerId) return null;
  const rows = await ctx.db
    .select({ userId: teamPayoutShares.userId, basisPoints: teamPayoutShares.basisPoints })
    .from(teamPayoutShares)
    .where(eq(teamPayoutShares.projectId, project.id));
  return {
    shares: rows.length ? rows : [{ userId: ownerId, basisPoints: PAYOUT_SHARES_TOTAL_BPS }],
    remainderTo: ownerId,
  };
}
