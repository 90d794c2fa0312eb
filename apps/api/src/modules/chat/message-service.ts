import {
  CHAT_EDIT_WINDOW_HOURS,
  CHAT_UNREAD_CAP,
  type TChatMessage,
  type TReadResult,
} from "@crewlance/contracts/chat";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, conversationMembers, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { removeFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import type { Reader } from "../projects/admin-read-service";
import { type ConversationRow, loadConversationFor, loadConversationToRead } from "./access";
import { deliverMessageUpdate, deliverReceipt } from "./delivery";
import { type MessageRow, toMessageViews } from "./views";

/*
 * Messages (spec B8, decision 0045): editing, deleting, reading, paging and searching. Sending
 * is send-service.ts (batched, decision 0057).
 */

const EDIT_WINDOW_MS = CHAT_EDIT_WINDOW_HOURS * 60 * 60_000;

async function oneView(ctx: AppContext, row: MessageRow): Promise<TChatMessage> {
  const [view] = await toMessageViews(ctx, [row]);
  return view!;
}

/**
 * Delivery follows a committed change: if it fails (Redis or the mail queue unreachable), the
 * change stands and the caller still gets its answer; clients catch up by seq.
 */
export async function deliverSafely(deliver: () => Promise<void>): Promise<void> {
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
    reader: Reader;
    before?: number | undefined;
    after?: number | undefined;
    limit: number;
  },
): Promise<{ items: TChatMessage[]; hasMore: boolean }> {
  const { audit } = await loadConversationToRead(ctx, input);
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
  const items = await toMessageViews(ctx, page);
  await audit("MESSAGES_READ", input.conversationId);
  return { items, hasMore };
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
