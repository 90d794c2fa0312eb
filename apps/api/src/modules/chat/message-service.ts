import {
  CHAT_EDIT_WINDOW_HOURS,
  CHAT_UNREAD_CAP,
  type TChatMessage,
  type TReadResult,
} from "@crewlance/contracts/chat";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, conversationMembers, conversations, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { removeFile } from "../../lib/storage";
import { isTxContext, withTransaction } from "../../lib/transaction";
import { type ConversationRow, loadConversationFor } from "./access";
import { deliverMessageUpdate, deliverNewMessage, deliverReceipt } from "./delivery";
import { type MessageRow, toMessageViews } from "./views";

/*
 * Messages (spec B8, decision 0045): stored first, then delivered. Each takes the next seq of its
 * conversation under the conversation's row lock, so the order is the same for everyone and seqs
 * have no gaps; the sender's client id makes a resend return the stored message.
 */

const EDIT_WINDOW_MS = CHAT_EDIT_WINDOW_HOURS * 60 * 60_000;

export type SendInput = {
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  attachmentId?: string | undefined;
};

async function findByClientId(ctx: AppContext, input: SendInput): Promise<MessageRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        eq(messages.senderId, input.senderId),
        eq(messages.clientId, input.clientId),
      ),
    );
  return row;
}

async function oneView(ctx: AppContext, row: MessageRow): Promise<TChatMessage> {
  const [view] = await toMessageViews(ctx, [row]);
  return view!;
}

/** The attachment must be the sender's own upload into this conversation, not yet sent. */
async function checkAttachment(ctx: AppContext, input: SendInput): Promise<void> {
  if (!input.attachmentId) return;
  const [row] = await ctx.db
    .select({ id: chatAttachments.id, used: messages.id })
    .from(chatAttachments)
    .leftJoin(messages, eq(messages.attachmentId, chatAttachments.id))
    .where(
      and(
        eq(chatAttachments.id, input.attachmentId),
        eq(chatAttachments.conversationId, input.conversationId),
        eq(chatAttachments.uploaderId, input.senderId),
      ),
    );
  if (!row) throw notFound("Attachment");
  if (row.used) throw new AppError("CONFLICT", "This file was already sent. Upload it again to send it once more.");
}

/**
 * Stores a message and delivers it. Returns the stored message and whether this call created
 * it (false for a resend of a client id already stored). Opens its own transaction: delivery
 * needs it committed.
 */
export async function sendMessage(
  ctx: AppContext,
  input: SendInput,
): Promise<{ message: TChatMessage; created: boolean }> {
  if (isTxContext(ctx)) throw new Error("sendMessage commits before it delivers: call it outside a transaction.");
  const replay = async () => {
    const existing = await findByClientId(ctx, input);
    if (!existing) return null;
    await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.senderId });
    return { message: await oneView(ctx, existing), created: false };
  };
  const earlier = await replay();
  if (earlier) return earlier;

  let stored: { row: MessageRow; conversation: ConversationRow } | null;
  try {
    stored = await withTransaction(ctx, async (txCtx) => {
      const conversation = await loadConversationFor(txCtx, {
        conversationId: input.conversationId,
        userId: input.senderId,
        lock: true,
      });
      // A parallel resend waited for the lock: it finds the first one committed.
      if (await findByClientId(txCtx, input)) return null;
      await checkAttachment(txCtx, input);
      const at = now();
      const seq = conversation.lastSeq + 1;
      const [row] = await txCtx.db
        .insert(messages)
        .values({
          conversationId: conversation.id,
          seq,
          senderId: input.senderId,
          clientId: input.clientId,
          body: input.body,
          attachmentId: input.attachmentId ?? null,
          createdAt: at,
        })
        .returning();
      await txCtx.db
        .update(conversations)
        .set({ lastSeq: seq, lastMessageId: row!.id, lastActivityAt: at })
        .where(eq(conversations.id, conversation.id));
      // Whoever writes has read everything before: their own message never counts as unread.
      await advanceReadState(txCtx, { conversationId: conversation.id, userId: input.senderId, seq });
      return { row: row!, conversation: { ...conversation, lastSeq: seq } };
    });
  } catch (error) {
    // The same client id from another connection at the same moment: the first one won.
    if (!isUniqueViolation(error)) throw error;
    stored = null;
  }
  if (!stored) {
    const again = await replay();
    if (again) return again;
    throw new AppError("CONFLICT", "This file was already sent. Upload it again to send it once more.");
  }
  const message = await oneView(ctx, stored.row);
  await deliverSafely(() => deliverNewMessage(ctx, stored.conversation, message));
  return { message, created: true };
}

/**
 * Delivery follows a committed change: if it fails (Redis or the mail queue unreachable), the
 * change stands and the caller still gets its answer; clients catch up by seq.
 */
async function deliverSafely(deliver: () => Promise<void>): Promise<void> {
  try {
    await deliver();
  } catch (error) {
    console.error("chat delivery failed after the change was stored:", error);
  }
}

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

/** The sender's own message in the conversation, locked; others' messages are not theirs to change. */
async function lockOwnMessage(
  ctx: AppContext,
  input: { conversationId: string; messageId: string; userId: string },
  action: "edit" | "delete",
): Promise<{ conversation: ConversationRow; row: MessageRow }> {
  const conversation = await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.userId });
  const [row] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, input.messageId), eq(messages.conversationId, input.conversationId)))
    .for("update");
  if (!row) throw notFound("Message");
  if (row.senderId !== input.userId) throw forbidden(`Only the sender can ${action} a message.`);
  return { conversation, row };
}

export async function editMessage(
  ctx: AppContext,
  input: { conversationId: string; messageId: string; userId: string; body: string },
): Promise<TChatMessage> {
  const { conversation, row } = await withTransaction(ctx, async (txCtx) => {
    const own = await lockOwnMessage(txCtx, input, "edit");
    if (own.row.deletedAt) throw new AppError("CONFLICT", "A deleted message cannot be edited.");
    if (now().getTime() - own.row.createdAt.getTime() > EDIT_WINDOW_MS) {
      throw new AppError(
        "BUSINESS_RULE",
        `A message can be edited for ${CHAT_EDIT_WINDOW_HOURS} hours after it was sent. Send a new one instead.`,
      );
    }
    if (own.row.body === input.body) return own;
    const [updated] = await txCtx.db
      .update(messages)
      .set({ body: input.body, editedAt: now() })
      .where(eq(messages.id, own.row.id))
      .returning();
    return { conversation: own.conversation, row: updated! };
  });
  const message = await oneView(ctx, row);
  if (row.editedAt) await deliverSafely(() => deliverMessageUpdate(ctx, conversation, message));
  return message;
}

/** Deletes for everyone: the row stays (shown as deleted), its text and file go. Repeating is harmless. */
export async function deleteMessage(
  ctx: AppContext,
  input: { conversationId: string; messageId: string; userId: string },
): Promise<TChatMessage> {
  const result = await withTransaction(ctx, async (txCtx) => {
    const own = await lockOwnMessage(txCtx, input, "delete");
    if (own.row.deletedAt) return { ...own, changed: false, filePath: null };
    const [updated] = await txCtx.db
      .update(messages)
      .set({ body: "", attachmentId: null, deletedAt: now() })
      .where(eq(messages.id, own.row.id))
      .returning();
    let filePath: string | null = null;
    if (own.row.attachmentId) {
      const [removed] = await txCtx.db
        .delete(chatAttachments)
        .where(eq(chatAttachments.id, own.row.attachmentId))
        .returning({ path: chatAttachments.storagePath });
      filePath = removed?.path ?? null;
    }
    return { conversation: own.conversation, row: updated!, changed: true, filePath };
  });
  if (result.filePath) await removeFile(ctx.config.dataDir, "private", result.filePath);
  const message = await oneView(ctx, result.row);
  if (result.changed) await deliverSafely(() => deliverMessageUpdate(ctx, result.conversation, message));
  return message;
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

/** node-postgres answers `{ rows }`, PGlite too; both shapes are read the same. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
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

/**
 * A page of history in ascending seq order: the newest page, the page before `before` (scrolling
 * up) or the page after `after` (catching up after a disconnect). `hasMore` says whether another
 * page lies in the same direction.
 */
export async function listMessages(
  ctx: AppContext,
  input: {
    conversationId: string;
    userId: string;
    before?: number | undefined;
    after?: number | undefined;
    limit: number;
  },
): Promise<{ items: TChatMessage[]; hasMore: boolean }> {
  await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.userId });
  const inConversation = eq(messages.conversationId, input.conversationId);
  const forward = input.after !== undefined;
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      forward
        ? and(inConversation, gt(messages.seq, input.after!))
        : input.before !== undefined
          ? and(inConversation, lt(messages.seq, input.before))
          : inConversation,
    )
    .orderBy(forward ? asc(messages.seq) : desc(messages.seq))
    .limit(input.limit + 1);
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (!forward) page.reverse();
  return { items: await toMessageViews(ctx, page), hasMore };
}

/**
 * Every word typed matches the start of a word of the message ("inv" finds "invoice"). Words are
 * letters and digits only, so nothing typed can change the query's syntax.
 */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(" & ");
}

/** Messages of the conversation matching the words, newest first (messages_search_idx). */
export async function searchMessages(
  ctx: AppContext,
  input: { conversationId: string; userId: string; q: string; before?: number | undefined; limit: number },
): Promise<{ items: TChatMessage[]; nextCursor: number | null }> {
  await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.userId });
  const query = prefixQuery(input.q);
  if (!query) return { items: [], nextCursor: null };
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        isNull(messages.deletedAt),
        sql`${messages.search} @@ to_tsquery('simple', ${query})`,
        input.before !== undefined ? lt(messages.seq, input.before) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const nextCursor = rows.length > input.limit ? page[page.length - 1]!.seq : null;
  return { items: await toMessageViews(ctx, page), nextCursor };
}
