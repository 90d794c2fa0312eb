import type { TTeamInvitation } from "@crewlance/contracts/teams";
import type { AppContext } from "../../context";
import type { teamInvitations } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { loadUserSummaries } from "../users/index";
import { loadPendingTeamRefs } from "./pending-page";
import { teamUserView } from "./views";

export type InvitationRow = typeof teamInvitations.$inferSelect;

export async function invitationViews(ctx: AppContext, rows: InvitationRow[]): Promise<TTeamInvitation[]> {
  if (rows.length === 0) return [];
  const teamRefOf = await loadPendingTeamRefs(
    ctx,
    rows.map((row) => row.teamId),
  );
  const people = await loadUserSummaries(
    ctx,
    rows.flatMap((row) => [row.inviteeId, row.inviterId]),
  );
  const at = now();
  return rows.map((row) => ({
    id: row.id,
    team: teamRefOf(row.teamId),
    invitee: teamUserView(row.inviteeId, people.get(row.inviteeId)),
    inviter: teamUserView(row.inviterId, people.get(row.inviterId)),
    role: row.role === "ADMIN" ? "ADMIN" : "MEMBER",
    message: row.message,
    status: row.status === "PENDING" && row.expiresAt <= at ? "EXPIRED" : row.status,
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
