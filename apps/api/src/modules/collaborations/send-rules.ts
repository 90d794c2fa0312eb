import { COLLABORATION_EXPIRY_DAYS } from "@crewlance/contracts/collaborations";
import { and, eq, lte, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { AppError, forbidden } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadTeamRefs, teamManagerIds } from "../teams/index";
import { loadUserSummaries, type UserSummary } from "../users/index";
import { admitRequest, flagRequest, requestAsksOffPlatform } from "./safety-gate";
import type { CollaborationRow } from "./views";

/* What every kind of request shares: its recipient and its row. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const INBOX_LINK = "/collaboration?box=received";

export type Recipient = { userId: string | null; teamId: string | null; name: string; notify: string[] };

export function fieldError(
  path: string,
  message: string,
  code: "VALIDATION_ERROR" | "BUSINESS_RULE" = "VALIDATION_ERROR",
) {
  return new AppError(code, message, [{ path, message }]);
}

export function requireVerifiedCompany(viewer: Viewer, action: string) {
  if (viewer.role !== "COMPANY") throw forbidden(`Only company accounts can ${action}.`);
  if (!viewer.emailVerified) throw forbidden(`Verify your email address before you ${action}.`);
}

export async function freelancerRecipient(ctx: AppContext, userId: string, path = "freelancerId"): Promise<Recipient> {
  const found: UserSummary | undefined = (await loadUserSummaries(ctx, [userId])).get(userId);
  if (!found)
    throw new AppError("NOT_FOUND", "Freelancer was not found.", [{ path, message: "Freelancer was not found." }]);
  if (found.role !== "FREELANCER" || found.status !== "ACTIVE") {
    throw fieldError(path, "Only an active freelancer can receive this.", "BUSINESS_RULE");
  }
  return { userId, teamId: null, name: found.fullName, notify: [userId] };
}

/** A team the company can see (a PRIVATE team is "not found" to non-members); its owner and admins hear of it. */
async function teamRecipient(ctx: AppContext, teamId: string): Promise<Recipient> {
  const team = (await loadTeamRefs(ctx, [teamId])).get(teamId);
  if (team?.visibility !== "PUBLIC") {
    throw new AppError("NOT_FOUND", "Team was not found.", [{ path: "teamId", message: "Team was not found." }]);
  }
  return { userId: null, teamId, name: team.name, notify: await teamManagerIds(ctx, teamId) };
}

export function recipientOf(ctx: AppContext, body: { freelancerId?: string; teamId?: string }) {
  return body.teamId ? teamRecipient(ctx, body.teamId) : freelancerRecipient(ctx, body.freelancerId!);
}

export function todayUtc(): string {
  return now().toISOString().slice(0, 10);
}

/** Stores a request once trust and safety admits it (safety-gate.ts, decision 0092). */
export async function insertRequest(
  txCtx: TxContext,
  values: Omit<
    typeof collaborations.$inferInsert,
    "expiresAt" | "createdAt" | "updatedAt" | "status" | "offPlatform" | "hiddenAt"
  >,
): Promise<CollaborationRow> {
  await admitRequest(txCtx, values);
  const at = now();
  const [row] = await txCtx.db
    .insert(collaborations)
    .values({
      ...values,
      offPlatform: requestAsksOffPlatform(values),
      status: "PENDING",
      expiresAt: new Date(at.getTime() + COLLABORATION_EXPIRY_DAYS * DAY_MS),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await flagRequest(txCtx, row!);
  return row!;
}

/** A pending request of the same kind to the same person for the same project or task, once past its date, no longer blocks a new one. */
export async function expireStale(txCtx: TxContext, match: SQL) {
  await txCtx.db
    .update(collaborations)
    .set({ status: "EXPIRED", updatedAt: now() })
    .where(and(match, eq(collaborations.status, "PENDING"), lte(collaborations.expiresAt, now())));
}
