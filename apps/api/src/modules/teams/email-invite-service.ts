import {
  TEAM_EMAIL_INVITATIONS_PER_DAY,
  TEAM_INVITATION_DAYS,
  type TTeamEmailInvitation,
} from "@crewlance/contracts/teams";
import { and, count, desc, eq, gt, lte } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamEmailInvitations } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadUserSummaries } from "../users/index";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { teamEmailInvitationMail } from "./email-invitation-mail";
import { emailInvitationViews } from "./email-invitation-views";

/*
 * Invitations to an address nobody uses yet (decision 0097). The team row is locked first, as for
 * every invitation, so the daily count is exact and two invitations of one address give one row
 * (the unique partial index answers the second with 409).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PENDING_LIST_MAX = 50;

export async function inviteByEmail(
  ctx: AppContext,
  input: { teamId: string; viewer: Viewer; email: string; role: "ADMIN" | "MEMBER"; message: string | null },
): Promise<TTeamEmailInvitation> {
  const email = input.email.toLowerCase();
  try {
    const row = await withTransaction(ctx, async (txCtx) => {
      const access = await loadTeamAccess(txCtx, { teamId: input.teamId, viewerId: input.viewer.id, lock: true });
      requireTeamPermission(access, "invite");
      if (input.role === "ADMIN") requireTeamPermission(access, "changeRole");
      const at = now();
      const [sent] = await txCtx.db
        .select({ n: count() })
        .from(teamEmailInvitations)
        .where(
          and(
            eq(teamEmailInvitations.teamId, access.team.id),
            gt(teamEmailInvitations.createdAt, new Date(at.getTime() - DAY_MS)),
          ),
        );
      if ((sent?.n ?? 0) >= TEAM_EMAIL_INVITATIONS_PER_DAY) {
        throw new AppError(
          "RATE_LIMITED",
          `A team can email at most ${TEAM_EMAIL_INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`,
        );
      }
      // A pending invitation past its date no longer blocks a new one.
      await txCtx.db
        .update(teamEmailInvitations)
        .set({ status: "EXPIRED", resolvedAt: at })
        .where(
          and(
            eq(teamEmailInvitations.teamId, access.team.id),
            eq(teamEmailInvitations.email, email),
            eq(teamEmailInvitations.status, "PENDING"),
            lte(teamEmailInvitations.expiresAt, at),
          ),
        );
      const [created] = await txCtx.db
        .insert(teamEmailInvitations)
        .values({
          teamId: access.team.id,
          email,
          invitedBy: input.viewer.id,
          role: input.role,
          message: input.message,
          expiresAt: new Date(at.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
          createdAt: at,
        })
        .returning();
      const inviter = (await loadUserSummaries(txCtx, [input.viewer.id])).get(input.viewer.id);
      const next = encodeURIComponent("/team");
      await ctx.mailer.enqueue(
        txCtx.db,
        teamEmailInvitationMail({
          to: email,
          inviterName: inviter?.fullName ?? "A Crewlance member",
          teamName: access.team.name,
          signUpLink: `${ctx.config.appUrl}/auth/signup?next=${next}`,
          days: TEAM_INVITATION_DAYS,
        }),
      );
      return created!;
    });
    ctx.mailer.kick();
    const [view] = await emailInvitationViews(ctx, [row]);
    return view!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", `${email} already has a pending invitation.`);
    throw error;
  }
}

/** GET /teams/{id}/email-invitations (invite permission): those still waiting, newest first. */
export async function listTeamEmailInvitations(
  ctx: AppContext,
  input: { teamId: string; viewerId: string },
): Promise<{ items: TTeamEmailInvitation[] }> {
  const access = await loadTeamAccess(ctx, input);
  requireTeamPermission(access, "invite");
  const rows = await ctx.db
    .select()
    .from(teamEmailInvitations)
    .where(
      and(
        eq(teamEmailInvitations.teamId, access.team.id),
        eq(teamEmailInvitations.status, "PENDING"),
        gt(teamEmailInvitations.expiresAt, now()),
      ),
    )
    .orderBy(desc(teamEmailInvitations.createdAt), desc(teamEmailInvitations.id))
    .limit(PENDING_LIST_MAX);
  return { items: await emailInvitationViews(ctx, rows) };
}

/** DELETE /teams/{id}/email-invitations/{invitationId}: the team withdraws a waiting invitation. */
export async function cancelTeamEmailInvitation(
  ctx: AppContext,
  input: { teamId: string; invitationId: string; viewerId: string },
): Promise<{ id: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { teamId: input.teamId, viewerId: input.viewerId, lock: true });
    requireTeamPermission(access, "invite");
    const [cancelled] = await txCtx.db
      .update(teamEmailInvitations)
      .set({ status: "CANCELLED", resolvedAt: now() })
      .where(
        and(
          eq(teamEmailInvitations.id, input.invitationId),
          eq(teamEmailInvitations.teamId, access.team.id),
          eq(teamEmailInvitations.status, "PENDING"),
        ),
      )
      .returning({ id: teamEmailInvitations.id });
    if (!cancelled) throw notFound("Invitation");
    return cancelled;
  });
}
