import { CHAT_UNREAD_CAP, type TReadResult } from "@crewlance/contracts/chat";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversationMembers, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { loadConversationFor } from "./access";
import { deliverSafely } from "./deliver-safely";
import { deliverReceipt } from "./delivery";
import { rowsOf } from "./rows-of";

/* Read states (decision 0045): how far each person has read a conversation, and what is unread. */

/** Moves a read state forward only (a late "read up to 3" after "read up to 7" changes nothing). */
async function advanceReadState(
  ctx: AppContext,
  input: { conversationId: string; userId: string; seq: number },
): Promise<number> {
  const [row] = await ctx.db
    .insert(conversationMembers)
    .values({ conversationId: input.conversationId, userId: input.userId, lastReadSeq: input.seq, joinedAt: now() })
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.userId],
      set: { lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, excluded.last_read_seq)` },
    })
    .returning({ lastReadSeq: conversationMembers.lastReadSeq });
  return row!.lastReadSeq;
}

/** Messages from others after `lastReadSeq`, counted up to the cap (messages_conversation_seq_key). */
export async function countUnread(
  ctx: AppContext,
  input: { conversationId: string; userId: string; lastReadSeq: number },
): Promise<number> {
  const result = await ctx.db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select 1 from ${messages}
      where ${messages.conversationId} = ${input.conversationId} and ${messages.seq} > ${input.lastReadSeq}
        and ${messages.senderId} <> ${input.userId} and ${messages.deletedAt} is null
      limit ${CHAT_UNREAD_CAP}
    ) unread`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** Marks everything up to `seq` read (never beyond the last message, never backwards). */
export async function markRead(
  ctx: AppContext,
  input: { conversationId: string; userId: string; seq: number },
): Promise<TReadResult> {
  const conversation = await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.userId });
  const target = Math.min(input.seq, conversation.lastSeq);
  const [before] = await ctx.db
    .select({ lastReadSeq: conversationMembers.lastReadSeq })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, input.userId)));
  const lastReadSeq = await advanceReadState(ctx, {
    conversationId: conversation.id,
    userId: input.userId,
    seq: target,
  });
  const unreadCount = await countUnread(ctx, { conversationId: conversation.id, userId: input.userId, lastReadSeq });
  const result = { conversationId: conversation.id, lastReadSeq, unreadCount };
  if (lastReadSeq !== (before?.lastReadSeq ?? 0)) {
    await deliverSafely(() => deliverReceipt(ctx, conversation, input.userId, result));
  }
  return result;
}
