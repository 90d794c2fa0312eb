import type { TJoinRequest } from "@crewlance/contracts/teams";
import type { AppContext } from "../../context";
import type { teamJoinRequests } from "../../db/schema/teams";
import { loadUserSummaries } from "../users/index";
import { loadPendingTeamRefs } from "./pending-page";
import { teamUserView } from "./views";

export type JoinRequestRow = typeof teamJoinRequests.$inferSelect;

export async function joinRequestViews(ctx: AppContext, rows: JoinRequestRow[]): Promise<TJoinRequest[]> {
  if (rows.length === 0) return [];
  const teamRefOf = await loadPendingTeamRefs(
    ctx,
    rows.map((row) => row.teamId),
  );
  const people = await loadUserSummaries(
    ctx,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    team: teamRefOf(row.teamId),
    user: teamUserView(row.userId, people.get(row.userId)),
    message: row.message,
    status: row.status,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
