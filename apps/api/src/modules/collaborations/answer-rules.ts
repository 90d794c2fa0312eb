import type { TCollaboration } from "@crewlance/contracts/collaborations";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { rupees } from "../projects/index";
import { isTeamMember } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { type CollaborationRow, collaborationViews, effectiveStatus, teamsAnsweredBy } from "./views";

/* What accepting, declining and cancelling a request share: the lock, the checks, the names. */

export const WHAT: Record<CollaborationRow["kind"], string> = {
  OFFER: "offer",
  HOURLY_OFFER: "hourly offer",
  PROJECT_INVITE: "invitation",
  TASK_INVITE: "invitation",
};

export type Role = "SENDER" | "RECIPIENT" | "TEAM_MEMBER";

/** The request locked, with the viewer's part in it; 404 to anyone who cannot see it (decisions 0025, 0092). */
export async function lockFor(
  txCtx: TxContext,
  id: string,
  viewerId: string,
): Promise<{ row: CollaborationRow; role: Role }> {
  const [row] = await txCtx.db.select().from(collaborations).where(eq(collaborations.id, id)).for("update");
  if (!row) throw notFound("Request");
  if (row.senderId === viewerId) return { row, role: "SENDER" };
  // A request moderation hid is its sender's only (decision 0092).
  if (row.hiddenAt) throw notFound("Request");
  if (row.recipientUserId === viewerId) return { row, role: "RECIPIENT" };
  if (row.recipientTeamId) {
    const answerable = await teamsAnsweredBy(txCtx, viewerId, [row.recipientTeamId]);
    if (answerable.has(row.recipientTeamId)) return { row, role: "RECIPIENT" };
    if (await isTeamMember(txCtx, { teamId: row.recipientTeamId, userId: viewerId }))
      return { row, role: "TEAM_MEMBER" };
  }
  throw notFound("Request");
}

export function requirePending(row: CollaborationRow) {
  const status = effectiveStatus(row);
  if (status === "PENDING") return;
  const what = WHAT[row.kind];
  const sentence: Record<Exclude<typeof status, "PENDING">, string> = {
    ACCEPTED: `This ${what} was already accepted.`,
    DECLINED: `This ${what} was already declined.`,
    CANCELLED: `This ${what} was cancelled by its sender.`,
    EXPIRED: `This ${what} expired on ${row.expiresAt.toISOString().slice(0, 10)}.`,
  };
  throw new AppError("CONFLICT", sentence[status]);
}

export function requireRecipient(role: Role, action: "accept" | "decline", row: CollaborationRow) {
  if (role === "RECIPIENT") return;
  if (role === "SENDER") throw forbidden(`You sent this ${WHAT[row.kind]}: only its recipient can ${action} it.`);
  throw forbidden(`Only the team's owner and admins can ${action} this ${WHAT[row.kind]}.`);
}

/** What the request is and its title, as notifications name it: an hourly offer with its rate. */
export function named(event: { kind: CollaborationRow["kind"]; title: string; hourlyRate?: number | null }): string {
  const rate = event.hourlyRate ? ` at ${rupees(event.hourlyRate)}/hour` : "";
  return `${WHAT[event.kind]} "${event.title}"${rate}`;
}

/** The facts every event of a request carries. */
export function factsOf(row: CollaborationRow) {
  return {
    collaborationId: row.id,
    kind: row.kind,
    title: row.title,
    senderId: row.senderId,
    hourlyRate: row.hourly?.rate ?? null,
  };
}

/** A person's company name or full name, or `fallback` for an account that has neither. */
export async function nameOf(ctx: AppContext, userId: string, fallback = "Someone"): Promise<string> {
  const person = (await loadUserSummaries(ctx, [userId])).get(userId);
  return person?.company?.name ?? person?.fullName ?? fallback;
}

export async function viewOf(ctx: AppContext, id: string, viewerId: string): Promise<TCollaboration> {
  const [row] = await ctx.db.select().from(collaborations).where(eq(collaborations.id, id));
  const [view] = await collaborationViews(ctx, [row!], viewerId);
  return view!;
}
