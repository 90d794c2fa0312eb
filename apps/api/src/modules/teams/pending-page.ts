import type { TTeamRef } from "@crewlance/contracts/teams";
import { asc, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { type teamInvitations, type teamJoinRequests, teams } from "../../db/schema/teams";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { teamRefView } from "./views";

/*
 * Invitations and join requests are listed the same way: a person's or a team's pending rows,
 * newest first by (created_at, id), with a capped count (decision 0013), each shown with its team
 * and the people on it.
 */

type PendingTable = typeof teamInvitations | typeof teamJoinRequests;
/** The page statement: runs to the table's rows, and the plan test reads its SQL. */
type PendingPage<T extends PendingTable> = SQLWrapper & PromiseLike<T["$inferSelect"][]>;

/** The statements of one page of `table`'s rows matching `where`, newest first. */
export function newestFirstPageQueries<T extends PendingTable>(
  ctx: AppContext,
  table: T,
  where: SQL,
  input: { page: number; limit: number },
): { page: PendingPage<T>; count: ReturnType<typeof countUpToCap> } {
  const page = ctx.db
    .select()
    .from(table as PendingTable)
    .where(where)
    .orderBy(sql`${table.createdAt} desc nulls last`, asc(table.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  return { page: page as unknown as PendingPage<T>, count: countUpToCap(ctx, table, where) };
}

/** The teams of `teamIds` as references; a team deleted since reads "Deleted team". */
export async function loadPendingTeamRefs(
  ctx: AppContext,
  teamIds: readonly string[],
): Promise<(teamId: string) => TTeamRef> {
  const teamRows = await ctx.db
    .select({ id: teams.id, name: teams.name, avatarPath: teams.avatarPath, visibility: teams.visibility })
    .from(teams)
    .where(inArray(teams.id, [...new Set(teamIds)]));
  const teamById = new Map(teamRows.map((row) => [row.id, row]));
  return (teamId) => {
    const team = teamById.get(teamId);
    return team ? teamRefView(team) : { id: teamId, name: "Deleted team", avatarUrl: null, visibility: "PRIVATE" };
  };
}
