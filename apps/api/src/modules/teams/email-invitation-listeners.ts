import { TEAM_MEMBERS_MAX } from "@crewlance/contracts/teams";
import { and, eq, gt } from "drizzle-orm";
import { teamEmailInvitations, teamInvitations, teamMembers, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { emit, onEvent } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";

type Verified = { userId: string; email: string; role: string | null };

/**
 * Turns one waiting email invitation into a normal invitation of the person who just verified the
 * address, unless they are already a member or the team is full; answers whether it did.
 */
async function convert(
  txCtx: TxContext,
  person: Verified,
  row: typeof teamEmailInvitations.$inferSelect,
): Promise<boolean> {
  const [team] = await txCtx.db.select().from(teams).where(eq(teams.id, row.teamId)).for("update");
  if (!team || team.memberCount >= TEAM_MEMBERS_MAX) return false;
  const [member] = await txCtx.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, person.userId)));
  if (member) return false;
  const [created] = await txCtx.db
    .insert(teamInvitations)
    .values({
      teamId: team.id,
      inviteeId: person.userId,
      inviterId: row.invitedBy,
      role: row.role,
      message: row.message,
      status: "PENDING",
      expiresAt: row.expiresAt,
      createdAt: now(),
    })
    .onConflictDoNothing()
    .returning({ id: teamInvitations.id });
  if (!created) return false;
  await emit(txCtx, "TeamInvitationSent", {
    teamId: team.id,
    teamName: team.name,
    invitationId: created.id,
    inviteeId: person.userId,
    inviterId: row.invitedBy,
  });
  return true;
}

/**
 * The teams' invitations waiting for a person's address become theirs once both are known: the
 * address proved and the role chosen, in the transaction of whichever comes last. A freelancer's
 * turn into normal invitations (with the usual notification), anyone else's are dropped, since only
 * freelancers join teams (decision 0097). Someone who signed up through a provider has a proved
 * address and no role yet: theirs wait for the role.
 */
async function settleWaitingInvitations(txCtx: TxContext, person: Verified): Promise<void> {
  if (person.role === null) return;
  const at = now();
  const waiting = await txCtx.db
    .select()
    .from(teamEmailInvitations)
    .where(
      and(
        eq(teamEmailInvitations.email, person.email.toLowerCase()),
        eq(teamEmailInvitations.status, "PENDING"),
        gt(teamEmailInvitations.expiresAt, at),
      ),
    )
    .for("update");
  for (const row of waiting) {
    const joined = person.role === "FREELANCER" && (await convert(txCtx, person, row));
    await txCtx.db
      .update(teamEmailInvitations)
      .set({ status: joined ? "CONVERTED" : "DROPPED", resolvedAt: at })
      .where(eq(teamEmailInvitations.id, row.id));
  }
}

export function listenForEmailInvitations(): void {
  onEvent("AccountEmailVerified", settleWaitingInvitations);
  onEvent("AccountRoleChosen", async (txCtx, person) => {
    if (person.emailVerified) await settleWaitingInvitations(txCtx, person);
  });
}
