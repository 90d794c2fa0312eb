import type { TTeamEmailInvitation } from "@crewlance/contracts/teams";
import type { AppContext } from "../../context";
import type { teamEmailInvitations } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { loadUserSummaries } from "../users/index";
import { teamUserView } from "./views";

export type EmailInvitationRow = typeof teamEmailInvitations.$inferSelect;

const STATUS = {
  PENDING: "PENDING_SIGN_UP",
  CANCELLED: "CANCELLED",
  CONVERTED: "JOINED",
  DROPPED: "DROPPED",
  EXPIRED: "EXPIRED",
} as const;

export async function emailInvitationViews(
  ctx: AppContext,
  rows: EmailInvitationRow[],
): Promise<TTeamEmailInvitation[]> {
  const inviters = await loadUserSummaries(ctx, [...new Set(rows.map((row) => row.invitedBy))]);
  const at = now();
  return rows.map((row) => ({
    id: row.id,
    teamId: row.teamId,
    email: row.email,
    inviter: teamUserView(row.invitedBy, inviters.get(row.invitedBy)),
    role: row.role === "ADMIN" ? "ADMIN" : "MEMBER",
    message: row.message,
    status: row.status === "PENDING" && row.expiresAt <= at ? "EXPIRED" : STATUS[row.status],
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}
