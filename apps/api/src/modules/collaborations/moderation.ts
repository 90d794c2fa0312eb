import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { onEvent } from "../../lib/events";
import { type Reportable, registerReportable } from "../safety/index";
import { findTeamOwnerId, isTeamMember } from "../teams/index";
import { nameOf, WHAT } from "./answer-rules";

/*
 * Offers and invitations under moderation (decision 0092): how a reported one reads in the queue
 * (seen by its sender and its recipient — for a team, its members), and its `hidden_at` set and
 * cleared in the moderation action's transaction.
 */

export async function describeRequest(
  ctx: AppContext,
  id: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const [row] = await ctx.db.select().from(collaborations).where(eq(collaborations.id, id));
  if (!row) return null;
  const mayRead =
    viewerId === null ||
    viewerId === row.senderId ||
    viewerId === row.recipientUserId ||
    (row.recipientTeamId !== null && (await isTeamMember(ctx, { teamId: row.recipientTeamId, userId: viewerId })));
  if (!mayRead) return null;
  const sender = await nameOf(ctx, row.senderId);
  const what = WHAT[row.kind];
  return {
    ownerId: row.senderId,
    label: `${what[0]!.toUpperCase()}${what.slice(1)} from ${sender}: ${row.title}`,
    preview: row.message ?? (row.description || null),
    context: async () => {
      const recipientId =
        row.recipientUserId ??
        (row.recipientTeamId ? await findTeamOwnerId(ctx, { teamId: row.recipientTeamId }) : null);
      return [
        {
          label: "Sent to",
          text: recipientId ? await nameOf(ctx, recipientId) : "A deleted team",
          at: row.createdAt,
          reported: false,
        },
        { label: "Title", text: row.title, at: null, reported: false },
        ...(row.description ? [{ label: "Description", text: row.description, at: null, reported: false }] : []),
        ...(row.message ? [{ label: "Message", text: row.message, at: row.createdAt, reported: true }] : []),
      ];
    },
  };
}

export function listenForModeration(): void {
  registerReportable("OFFER", describeRequest);
  onEvent("ContentHidden", async (txCtx, event) => {
    if (event.itemKind !== "OFFER") return;
    await txCtx.db.update(collaborations).set({ hiddenAt: now() }).where(eq(collaborations.id, event.itemId));
  });
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind !== "OFFER") return;
    await txCtx.db.update(collaborations).set({ hiddenAt: null }).where(eq(collaborations.id, event.itemId));
  });
}
