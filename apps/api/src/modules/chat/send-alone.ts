import { randomUUID } from "node:crypto";
import type { TChatMessage } from "@crewlance/contracts/chat";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, conversationMembers, conversations, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { flagOffPlatform } from "../safety/index";
import { listParticipantIdsOfMany, loadConversationFor } from "./access";
import { deliverSafely } from "./deliver-safely";
import { deliverNewMessage } from "./delivery";
import { ALREADY_SENT, type Outcome, type SendInput, type SendResult } from "./send-types";
import { type MessageRow, toMessageViews } from "./views";

/*
 * A send stored alone, in its own transaction: the way back when a batch fails as a whole, and the
 * way of a send asking to move off the platform, whose flag is written in the same transaction
 * (send-service.ts, decision 0092).
 */

/** The messages' views and everyone to deliver them to: the way back, inside its transaction. */
async function deliveryOf(
  txCtx: TxContext,
  outcome: Outcome & { ok: true },
): Promise<{ message: TChatMessage; participants: string[] }> {
  const [message] = await toMessageViews(txCtx, [outcome.row]);
  const participants = await listParticipantIdsOfMany(txCtx, [outcome.conversation]);
  return { message: message!, participants: participants.get(outcome.conversation.id) ?? [] };
}

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
  if (row.used) throw new AppError("CONFLICT", ALREADY_SENT);
}

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

/** One message's writes, each value its own parameter (text JSON cannot carry is stored as before). */
async function writeOne(txCtx: TxContext, row: MessageRow): Promise<void> {
  const { search: _search, ...values } = row;
  await txCtx.db.insert(messages).values(values);
  await txCtx.db
    .update(conversations)
    .set({ lastSeq: row.seq, lastMessageId: row.id, lastActivityAt: row.createdAt })
    .where(eq(conversations.id, row.conversationId));
  await txCtx.db
    .insert(conversationMembers)
    .values({ conversationId: row.conversationId, userId: row.senderId, lastReadSeq: row.seq, joinedAt: row.createdAt })
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.userId],
      set: { lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, excluded.last_read_seq)` },
    });
}

/** One message in its own transaction: the way back when a batch fails as a whole. */
export async function sendAlone(ctx: AppContext, input: SendInput): Promise<SendResult> {
  let stored: { outcome: Outcome & { ok: true }; message: TChatMessage; participants: string[] };
  try {
    stored = await withTransaction(ctx, async (txCtx) => {
      const conversation = await loadConversationFor(txCtx, {
        conversationId: input.conversationId,
        userId: input.senderId,
        lock: true,
      });
      const existing = await findByClientId(txCtx, input);
      let outcome: Outcome & { ok: true };
      if (existing) outcome = { ok: true, row: existing, created: false, conversation };
      else {
        await checkAttachment(txCtx, input);
        const row = newMessageRow(input, conversation.id, conversation.lastSeq + 1, now());
        await writeOne(txCtx, row);
        if (row.offPlatform) {
          await flagOffPlatform(txCtx, { itemKind: "MESSAGE", itemId: row.id, subjectUserId: input.senderId });
        }
        outcome = { ok: true, row, created: true, conversation };
      }
      return { outcome, ...(await deliveryOf(txCtx, outcome)) };
    });
  } catch (error) {
    // The same client id from another connection at the same moment: the first one won.
    if (!isUniqueViolation(error)) throw error;
    const existing = await findByClientId(ctx, input);
    if (!existing) throw new AppError("CONFLICT", ALREADY_SENT);
    const [message] = await toMessageViews(ctx, [existing]);
    return { message: message!, created: false, delivered: Promise.resolve() };
  }
  const { outcome, message, participants } = stored;
  if (outcome.created) {
    await deliverSafely(() => deliverNewMessage(ctx, outcome.conversation, message, participants, input.fromSocketId));
  }
  return { message, created: outcome.created, delivered: Promise.resolve() };
}

/** A new message as inserted: the search column is the database's, views never read it. */
function newMessageRow(input: SendInput, conversationId: string, seq: number, at: Date): MessageRow {
  return {
    id: randomUUID(),
    conversationId,
    seq,
    senderId: input.senderId,
    clientId: input.clientId,
    body: input.body,
    attachmentId: input.attachmentId ?? null,
    search: null,
    editedAt: null,
    deletedAt: null,
    hiddenAt: null,
    offPlatform: input.offPlatform ?? false,
    createdAt: at,
  };
}
