import { CHAT_SERVER_EVENTS, type TChatMessage, type TReadResult, type TReceiptEvent } from "@crewlance/contracts/chat";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversationMembers } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { afterCommit, withTransaction } from "../../lib/transaction";
import { realtimeOf } from "../../realtime/publisher";
import { createNotification, type UnsubscribeParts, unsubscribePartsFor, wantsChannel } from "../notifications/index";
import { blockersAmong } from "../safety/index";
import { loadUserContacts } from "../users/index";
import { type ConversationRow, listParticipantIds } from "./access";
import { asBlocked } from "./viewer";

/*
 * Delivery after the message is committed (decision 0045): one emit to the user rooms of everyone
 * taking part now (so joining or leaving a team changes who hears at once), and for a direct
 * message to someone with no socket on any instance, a notification (one per unread streak) and
 * at most one email an hour per conversation.
 */

export const DIGEST_INTERVAL_MS = 60 * 60_000;
const PREVIEW_LENGTH = 140;

function preview(message: TChatMessage): string {
  if (message.body === "") return message.attachment ? `Sent a file: ${message.attachment.fileName}` : "";
  const flat = message.body.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

/**
 * `participants`: everyone taking part now (listParticipantIdsOfMany, once for a batch).
 * `fromSocketId`: the socket it was sent through, which has it in its acknowledgement and is not
 * sent it twice (the sender's other tabs and devices hear it with everyone).
 */
export async function deliverNewMessage(
  ctx: AppContext,
  conversation: ConversationRow,
  message: TChatMessage,
  participants: readonly string[],
  fromSocketId?: string,
): Promise<void> {
  const realtime = realtimeOf(ctx);
  if (conversation.kind !== "DIRECT") {
    await deliverShared(ctx, {
      conversation,
      message,
      participants,
      event: CHAT_SERVER_EVENTS.messageNew,
      fromSocketId,
    });
    return;
  }
  realtime.toUsers(participants, CHAT_SERVER_EVENTS.messageNew, { message }, fromSocketId);
  for (const recipientId of participants) {
    if (recipientId === message.sender.id) continue;
    if (await realtime.isUserConnected(recipientId)) continue;
    await inTurn(`${conversation.id}:${recipientId}`, () =>
      notifyOfflineRecipient(ctx, { conversation, message, recipientId }),
    );
  }
}

/**
 * A team or project message: whoever blocked its sender does not hear it in a team conversation,
 * and hears its placeholder in a project conversation (decision 0092, viewer.ts).
 */
async function deliverShared(
  ctx: AppContext,
  input: {
    conversation: ConversationRow;
    message: TChatMessage;
    participants: readonly string[];
    event: typeof CHAT_SERVER_EVENTS.messageNew | typeof CHAT_SERVER_EVENTS.messageUpdated;
    fromSocketId?: string | undefined;
  },
): Promise<void> {
  const { conversation, message, participants, event, fromSocketId } = input;
  const realtime = realtimeOf(ctx);
  const others = participants.filter((id) => id !== message.sender.id);
  const blockers = await blockersAmong(ctx, message.sender.id, others);
  const hearing = blockers.size === 0 ? participants : participants.filter((id) => !blockers.has(id));
  realtime.toUsers(hearing, event, { message }, fromSocketId);
  if (conversation.kind === "PROJECT" && blockers.size > 0) {
    realtime.toUsers([...blockers], event, { message: asBlocked(message) });
  }
}

/** The decision running or waiting per conversation and offline recipient, on this instance. */
const offlineTurns = new Map<string, Promise<void>>();

/**
 * One decision at a time per conversation and recipient, in arrival order. They lock the same
 * row anyway: a burst of messages to someone away would otherwise hold a pooled connection per
 * message while waiting for that lock, and leave none for anyone else (a test of 220 sends at
 * once timed out waiting for a connection).
 */
function inTurn(key: string, decide: () => Promise<void>): Promise<void> {
  const previous = offlineTurns.get(key);
  const turn = previous ? previous.catch(() => undefined).then(decide) : decide();
  offlineTurns.set(key, turn);
  const forget = () => {
    if (offlineTurns.get(key) === turn) offlineTurns.delete(key);
  };
  turn.then(forget, forget);
  return turn;
}

export async function deliverMessageUpdate(
  ctx: AppContext,
  conversation: ConversationRow,
  message: TChatMessage,
): Promise<void> {
  const participants = await listParticipantIds(ctx, conversation);
  if (conversation.kind !== "DIRECT") {
    await deliverShared(ctx, { conversation, message, participants, event: CHAT_SERVER_EVENTS.messageUpdated });
    return;
  }
  realtimeOf(ctx).toUsers(participants, CHAT_SERVER_EVENTS.messageUpdated, { message });
}

/** Everyone sees how far the reader got; the reader's other tabs and devices update their counts. */
export async function deliverReceipt(
  ctx: AppContext,
  conversation: ConversationRow,
  readerId: string,
  result: TReadResult,
): Promise<void> {
  const realtime = realtimeOf(ctx);
  if (!realtime.attached) return;
  const participants = await listParticipantIds(ctx, conversation);
  const receipt: TReceiptEvent = { conversationId: conversation.id, userId: readerId, lastReadSeq: result.lastReadSeq };
  realtime.toUsers(participants, CHAT_SERVER_EVENTS.receipt, receipt);
  realtime.toUser(readerId, CHAT_SERVER_EVENTS.unreadChanged, result);
}

/**
 * The offline recipient's state is locked while deciding, so two messages at once make one
 * notification and one email. Nothing is sent for a message already read (on another device).
 */
async function notifyOfflineRecipient(
  ctx: AppContext,
  input: { conversation: ConversationRow; message: TChatMessage; recipientId: string },
): Promise<void> {
  const { conversation, message, recipientId } = input;
  const link = `/chat?c=${conversation.id}`;
  await withTransaction(ctx, async (txCtx) => {
    await txCtx.db
      .insert(conversationMembers)
      .values({ conversationId: conversation.id, userId: recipientId, joinedAt: now() })
      .onConflictDoNothing();
    const [state] = await txCtx.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, recipientId)))
      .for("update");
    if (!state || state.lastReadSeq >= message.seq) return;
    const changes: Partial<typeof conversationMembers.$inferInsert> = {};
    if (state.lastNotifiedSeq <= state.lastReadSeq) {
      await createNotification(txCtx, {
        userId: recipientId,
        type: "DIRECT_MESSAGE",
        title: `New message from ${message.sender.name}`,
        body: preview(message),
        link,
        data: { conversationId: conversation.id, messageId: message.id },
      });
      changes.lastNotifiedSeq = message.seq;
    }
    const at = now();
    const dueForMail = !state.lastDigestAt || at.getTime() - state.lastDigestAt.getTime() >= DIGEST_INTERVAL_MS;
    // Messages by email is the person's choice like any group's (decision 0104).
    if (dueForMail && (await wantsChannel(txCtx, { userId: recipientId, group: "messages", channel: "email" }))) {
      const contact = (await loadUserContacts(txCtx, [recipientId])).get(recipientId);
      if (contact) {
        const unread = Math.max(1, message.seq - state.lastReadSeq);
        const unsubscribe = unsubscribePartsFor(ctx, recipientId, { kind: "group_email", group: "messages" });
        await txCtx.mailer.enqueue(txCtx.db, digestEmail(ctx, { to: contact, message, unread, link, unsubscribe }));
        changes.lastDigestAt = at;
        afterCommit(txCtx, () => ctx.mailer.kick());
      }
    }
    if (Object.keys(changes).length > 0) {
      await txCtx.db
        .update(conversationMembers)
        .set(changes)
        .where(
          and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, recipientId)),
        );
    }
  });
}

function digestEmail(
  ctx: AppContext,
  input: {
    to: { email: string; fullName: string };
    message: TChatMessage;
    unread: number;
    link: string;
    unsubscribe: UnsubscribeParts;
  },
) {
  const from = input.message.sender.name;
  const url = `${ctx.config.appUrl}${input.link}`;
  const count = input.unread === 1 ? "a new message" : `${input.unread} new messages`;
  return {
    to: input.to.email,
    subject: `New messages from ${from} on Crewlance`,
    text: [
      `Hi ${input.to.fullName},`,
      "",
      `You have ${count} from ${from}. The latest:`,
      "",
      `  ${preview(input.message)}`,
      "",
      `Read and reply: ${url}`,
      "",
      "We email at most once an hour per conversation while you are away.",
      `Stop these emails: ${input.unsubscribe.pageUrl}`,
    ].join("\n"),
    headers: input.unsubscribe.headers,
  };
}
