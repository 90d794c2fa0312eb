import type { TCollaboration, TCollaborationAction, TCollaborationStatus } from "@crewlance/contracts/collaborations";
import type { TProjectParty } from "@crewlance/contracts/projects";
import type { AppContext } from "../../context";
import type { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { loadTeamRefs, teamsViewerCanApplyFor } from "../teams/index";
import { loadUserSummaries, type UserSummary } from "../users/index";

/*
 * How a collaboration request reads to the person looking at it (decision 0047): the status is
 * EXPIRED once its date has passed even before the sweep stores it, and `actions` are exactly
 * what the viewer may do now — the web shows those buttons and no others.
 */

export type CollaborationRow = typeof collaborations.$inferSelect;

/** The status a person sees: a PENDING request past its date is EXPIRED. */
export function effectiveStatus(row: CollaborationRow, at = now()): TCollaborationStatus {
  return row.status === "PENDING" && row.expiresAt <= at ? "EXPIRED" : row.status;
}

/** A person as a request shows them: a company by its company name and logo. */
export function partyView(summary: UserSummary | undefined, id: string): TProjectParty {
  return {
    id,
    name: summary?.company?.name ?? summary?.fullName ?? "Former user",
    avatarUrl: summary?.company?.logoUrl ?? summary?.avatarUrl ?? null,
  };
}

/** The teams (of those given) the viewer may answer for: owner and admins (teams' applyToTask). */
export async function teamsAnsweredBy(
  ctx: AppContext,
  viewerId: string,
  teamIds: readonly string[],
): Promise<Set<string>> {
  return teamsViewerCanApplyFor(ctx, { viewerId, teamIds });
}

export function actionsFor(row: CollaborationRow, viewerId: string, answerable: Set<string>): TCollaborationAction[] {
  if (effectiveStatus(row) !== "PENDING") return [];
  if (row.senderId === viewerId) return ["CANCEL"];
  const recipient =
    row.recipientUserId === viewerId || (row.recipientTeamId !== null && answerable.has(row.recipientTeamId));
  return recipient ? ["ACCEPT", "DECLINE"] : [];
}

export async function collaborationViews(
  ctx: AppContext,
  rows: CollaborationRow[],
  viewerId: string,
): Promise<TCollaboration[]> {
  if (rows.length === 0) return [];
  const teamIds = rows.flatMap((row) => (row.recipientTeamId ? [row.recipientTeamId] : []));
  const [people, teams, answerable] = await Promise.all([
    loadUserSummaries(
      ctx,
      rows.flatMap((row) => [
        row.senderId,
        ...(row.recipientUserId ? [row.recipientUserId] : []),
        ...(row.respondedBy ? [row.respondedBy] : []),
      ]),
    ),
    loadTeamRefs(ctx, teamIds),
    teamsAnsweredBy(ctx, viewerId, teamIds),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: effectiveStatus(row),
    sender: partyView(people.get(row.senderId), row.senderId),
    recipient: row.recipientUserId ? partyView(people.get(row.recipientUserId), row.recipientUserId) : null,
    recipientTeam: row.recipientTeamId
      ? (teams.get(row.recipientTeamId) ?? {
          id: row.recipientTeamId,
          name: "Deleted team",
          avatarUrl: null,
          visibility: "PRIVATE" as const,
        })
      : null,
    title: row.title,
    description: row.description,
    message: row.message,
    milestones: row.milestones,
    totalAmount: row.totalAmount,
    hourly: row.hourly,
    // An offer's project exists once accepted; an invitation names its project from the start.
    project: row.projectId ? { id: row.projectId, title: row.title } : null,
    task: row.taskId ? { id: row.taskId, title: row.title } : null,
    declineReason: row.declineReason,
    respondedBy: row.respondedBy ? partyView(people.get(row.respondedBy), row.respondedBy) : null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    actions: actionsFor(row, viewerId, answerable),
    offPlatform: row.offPlatform,
  }));
}
