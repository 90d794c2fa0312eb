import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversations, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { afterCommit, type TxContext } from "../../lib/transaction";
import type { Reportable } from "../safety/index";
import { isParticipant } from "./access";
import { deliverSafely } from "./deliver-safely";
import { deliverMessageUpdate } from "./delivery";
import { loadPeople, type MessageRow, toMessageViews } from "./views";

/*
 * Messages under moderation (decision 0092): how the queue describes a reported message, with the
 * conversation around it, and hiding or restoring one, which everyone in the conversation sees
 * at once (the message keeps its place, with no body, marked MODERATED).
 */

/** How many messages either side of a reported one the moderator reads. */
export const CONTEXT_EACH_SIDE = 5;

async function around(ctx: AppContext, row: MessageRow): Promise<MessageRow[]> {
  const inConversation = eq(messages.conversationId, row.conversationId);
  const [before, after] = await Promise.all([
    ctx.db
      .select()
      .from(messages)
      .where(and(inConversation, lt(messages.seq, row.seq)))
      .orderBy(desc(messages.seq))
      .limit(CONTEXT_EACH_SIDE),
    ctx.db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.seq, row.seq)))
      .orderBy(asc(messages.seq))
      .limit(CONTEXT_EACH_SIDE),
  ]);
  return [...before.reverse(), row, ...after];
}

/**
 * The message as the queue shows it, when `viewerId` takes part in its conversation (an admin,
 * null, always). The moderator reads what was written, hidden or not.
 */
export async function describeMessage(
  ctx: AppContext,
  messageId: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const [found] = await ctx.db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId));
  if (!found || found.message.deletedAt) return null;
  const { message, conversation } = found;
  if (viewerId !== null && !(await isParticipant(ctx, conversation, viewerId))) return null;
  const sender = (await loadPeople(ctx, [message.senderId])).get(message.senderId)!;
  return {
    ownerId: message.senderId,
    label: `Message from ${sender.name}`,
    preview: message.body,
    context: async () => {
      const rows = await around(ctx, message);
      const people = await loadPeople(
        ctx,
        rows.map((row) => row.senderId),
      );
      return rows.map((row) => ({
        label: people.get(row.senderId)!.name,
        text: row.deletedAt ? "(deleted)" : row.body,
        at: row.createdAt,
        reported: row.id === message.id,
      }));
    },
  };
}

/** Sets or clears the message's hidden_at; its conversation hears the change after the commit. */
export async function setMessageHidden(txCtx: TxContext, messageId: string, hidden: boolean): Promise<void> {
  const [row] = await txCtx.db
    .update(messages)
    .set({ hiddenAt: hidden ? now() : null })
    .where(eq(messages.id, messageId))
    .returning();
  if (!row) return;
  const [conversation] = await txCtx.db.select().from(conversations).where(eq(conversations.id, row.conversationId));
  if (!conversation) return;
  const ctx = txCtx.outside;
  afterCommit(txCtx, async () => {
    const [view] = await toMessageViews(ctx, [row]);
    await deliverSafely(() => deliverMessageUpdate(ctx, conversation, view!));
  });
}
