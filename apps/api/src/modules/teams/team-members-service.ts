import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamJoinRequests, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";

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

export async function loadMemberRow(txCtx: TxContext, teamId: string, userId: string) {
  const [row] = await txCtx.db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .for("update");
  if (!row) throw notFound("Member");
  return row;
}
