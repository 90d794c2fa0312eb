import { randomUUID } from "node:crypto";
import type { TChatMessage, TChatPerson } from "@crewlance/contracts/chat";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, conversationMembers, conversations, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { callDatabaseFunction, type DatabaseFunction } from "../../lib/prepared";
import { isTxContext, type TxContext, withTransaction } from "../../lib/transaction";
import { type ConversationRow, conversationNotFound, listParticipantIdsOfMany, loadConversationFor } from "./access";
import { deliverNewMessage } from "./delivery";
import { deliverSafely } from "./message-service";
import type { PeopleSource } from "./people-cache";
import { loadPeople, type MessageRow, toMessageViews } from "./views";

/*
 * Sending (spec B8, decisions 0045, 0057 and 0064): stored first, then delivered, in one order per
 * conversation, and a resend of a client id returns the stored message. Sends that arrive within
 * SEND_BATCH_WINDOW_MS of each other (at most SEND_BATCH_MAX) are stored together by ONE call of
 * the database function `chat_store_messages` (migration 0022), its own autocommit transaction:
 * the conversations locked in id order, each send decided (new, a resend, refused), the new ones
 * given the next seqs and written with the conversations' last seq and the senders' read states.
 * Who hears them (the conversations' participants) and who sent them (names and pictures) do not
 * depend on that write, so they are read beside it on other connections: a batch costs one round
 * trip of waiting, not one per statement. Each sender hears back only after the commit. A
 * conversation always goes through the same one of SEND_LANES lanes, and a lane stores one batch at
 * a time: what arrives meanwhile is its next batch, stored while the one before is emitted, and
 * emitted after it, so a conversation's messages are stored and emitted in order. If a batch
 * fails as a whole, each of its messages is sent alone as before batching, so one bad message
 * never costs the others theirs.
 */

/** How long the first send of an idle instance waits for others to share its transaction. */
export const SEND_BATCH_WINDOW_MS = 4;
/** The most messages in one transaction (a bound on the statement's size and the lock time). */
export const SEND_BATCH_MAX = 200;
/**
 * Batches in flight at once per instance, each on its own connection (of the pool's ten). Two were
 * needed while a batch was a transaction of several round trips (decision 0057, "Lanes"); since a
 * batch is one statement (decision 0064) one lane keeps up at 2,000 connections with fewer, fuller
 * batches: PostgreSQL's CPU per message fell by a quarter and the p99 met the goal in seven of
 * seven alternating runs, against five of seven with two (decision 0075).
 */
export const SEND_LANES = 1;

export type SendInput = {
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  attachmentId?: string | undefined;
  /** The socket it came through: it learns the message from its acknowledgement (deliverNewMessage). */
  fromSocketId?: string | undefined;
};

/**
 * `delivered` settles when the message has been emitted and an offline recipient's notification
 * and email decided. A socket acknowledges before it (latency: the sender's bubble turns ✓ at the
 * commit); the REST answer waits for it, so a caller that reads the recipient's notifications
 * next finds them.
 */
export type SendResult = { message: TChatMessage; created: boolean; delivered: Promise<void> };

/** Everyone taking part in each conversation, by id: the instance's cache (ChatAccessCache.participantsOf). */
export type ParticipantsSource = (rows: readonly ConversationRow[]) => Promise<Map<string, string[]>>;

/**
 * Whom a batch delivers to and how it shows its senders, from the instance's caches (decisions
 * 0068 and 0069): a socket's send brings them; without them a batch reads the database.
 */
export type AudienceSources = { participantsOf: ParticipantsSource; peopleOf: PeopleSource };

type Pending = {
  input: SendInput;
  conversation: ConversationRow;
  sources: AudienceSources | undefined;
  resolve: (result: SendResult) => void;
  reject: (error: unknown) => void;
};

/** What the batch decided for one send. */
type Outcome =
  | { ok: true; row: MessageRow; created: boolean; conversation: ConversationRow }
  | { ok: false; error: unknown };

const ALREADY_SENT = "This file was already sent. Upload it again to send it once more.";

/**
 * Stores a message and delivers it. `conversation`: the conversation, already checked to have
 * the sender in it (the socket's cache, decision 0057); without it the send checks here (REST).
 * `sources`: whom to deliver to and the senders' names, from the instance's caches; without them
 * the batch reads both. Returns the stored message and whether this call created it (false for a
 * resend of a client id already stored).
 */
export async function sendMessage(
  ctx: AppContext,
  input: SendInput,
  options: { conversation?: ConversationRow; sources?: AudienceSources } = {},
): Promise<SendResult> {
  if (isTxContext(ctx)) throw new Error("sendMessage commits before it delivers: call it outside a transaction.");
  const conversation =
    options.conversation ??
    (await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.senderId }));
  return batcherOf(ctx, input.conversationId).enqueue({ input, conversation, sources: options.sources });
}

/** One set of lanes per database (contexts are copied around; their database is not). */
const lanesByDb = new WeakMap<object, SendBatcher[]>();

function batcherOf(ctx: AppContext, conversationId: string): SendBatcher {
  let lanes = lanesByDb.get(ctx.db);
  if (!lanes) {
    lanes = Array.from({ length: SEND_LANES }, () => new SendBatcher(ctx));
    lanesByDb.set(ctx.db, lanes);
  }
  return lanes[laneOf(conversationId)]!;
}

/** The lane of a conversation: the same id always gives the same lane. */
export function laneOf(conversationId: string): number {
  let hash = 0;
  for (let i = 0; i < conversationId.length; i++) hash = (hash * 31 + conversationId.charCodeAt(i)) | 0;
  return Math.abs(hash) % SEND_LANES;
}

class SendBatcher {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** A batch is being stored: what arrives meanwhile waits to be the next batch. */
  private storing = false;
  /** The last batch's emits: the next batch's emits wait for them, so a conversation's order holds. */
  private delivering: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: AppContext) {}

  enqueue(send: Omit<Pending, "resolve" | "reject">): Promise<SendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...send, resolve, reject });
      if (this.storing) return; // taken when the running store ends
      if (this.queue.length >= SEND_BATCH_MAX) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), SEND_BATCH_WINDOW_MS);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.storing || this.queue.length === 0) return;
    const batch = this.queue.splice(0, SEND_BATCH_MAX);
    this.storing = true;
    const { stored, delivered } = runBatch(this.ctx, batch, this.delivering);
    this.delivering = delivered;
    void stored.then(() => {
      this.storing = false;
      // These waited for the store before them: no window.
      if (this.queue.length > 0) this.flush();
    });
  }
}

type Audience = { participants: Map<string, string[]>; people: Map<string, TChatPerson> };

/**
 * Stores a batch, then emits it once the batch before it has been emitted (`before`). `stored`
 * settles as soon as the next batch may be stored: its statement then runs while this batch's
 * views are built and emitted, not after (decision 0076). Neither promise rejects: each send's
 * own error is its answer.
 */
function runBatch(
  ctx: AppContext,
  batch: Pending[],
  before: Promise<void>,
): { stored: Promise<void>; delivered: Promise<void> } {
  // Read beside the write; a failure is kept as `null` (read once more below, after the write).
  const audience = readAudience(ctx, batch).catch(() => null);
  const outcomes = storeBatch(ctx, batch).catch(() => null);
  const delivered = outcomes
    .then(async (decided) => {
      await before;
      if (decided) await deliverBatch(ctx, batch, decided, audience);
      else {
        // Nothing was stored: each alone, in arrival order (its own error is its answer).
        for (const pending of batch) await sendAlone(ctx, pending.input).then(pending.resolve, pending.reject);
      }
    })
    // Not expected; settles only the sends still waiting, so none waits forever.
    .catch((error: unknown) => {
      for (const pending of batch) pending.reject(error);
    });
  // Sent alone, the sends are stored one by one: the next batch waits for them, keeping the order.
  const stored = outcomes.then((decided) => (decided ? undefined : delivered));
  return { stored, delivered };
}

/** Builds the stored messages' views and emits them in seq order, then answers each sender. */
async function deliverBatch(
  ctx: AppContext,
  batch: Pending[],
  outcomes: Outcome[],
  audience: Promise<Audience | null>,
): Promise<void> {
  let views: Map<string, TChatMessage>;
  let participants: Map<string, string[]>;
  try {
    const read = (await audience) ?? (await readAudience(ctx, batch));
    participants = read.participants;
    const rows = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.row] : []));
    views = new Map((await toMessageViews(ctx, rows, read.people)).map((view) => [view.id, view]));
  } catch (error) {
    // Stored, but whom to tell could not be read twice: each sender hears the error, a retry with
    // the same client id answers with the stored message, and the others see it when they next
    // open the conversation or catch up.
    for (const pending of batch) pending.reject(error);
    return;
  }
  // Emitted in seq order, then acknowledged: the sender's other tabs hear it with everyone, the
  // sending socket from its acknowledgement.
  const delivered = outcomes.map((outcome, index) => {
    if (!outcome.ok || !outcome.created) return Promise.resolve();
    const message = views.get(outcome.row.id)!;
    const ids = participants.get(outcome.conversation.id) ?? [];
    const fromSocketId = batch[index]!.input.fromSocketId;
    return deliverSafely(() => deliverNewMessage(ctx, outcome.conversation, message, ids, fromSocketId));
  });
  outcomes.forEach((outcome, index) => {
    const pending = batch[index]!;
    if (outcome.ok)
      pending.resolve({ message: views.get(outcome.row.id)!, created: outcome.created, delivered: delivered[index]! });
    else pending.reject(outcome.error);
  });
}

/** Everyone taking part in the batch's conversations, and its senders as chat shows them. */
async function readAudience(ctx: AppContext, batch: Pending[]): Promise<Audience> {
  const conversations = [...new Map(batch.map((pending) => [pending.conversation.id, pending.conversation])).values()];
  const senderIds = batch.map((pending) => pending.input.senderId);
  // The lanes are per database, and so per instance: any send's sources are the instance's caches.
  const sources = batch.find((pending) => pending.sources)?.sources;
  const [participants, people] = await Promise.all([
    sources ? sources.participantsOf(conversations) : listParticipantIdsOfMany(ctx, conversations),
    sources ? sources.peopleOf(senderIds) : loadPeople(ctx, senderIds),
  ]);
  return { participants, people };
}

/** The messages' views and everyone to deliver them to: the way back, inside its transaction. */
async function deliveryOf(
  txCtx: TxContext,
  outcome: Outcome & { ok: true },
): Promise<{ message: TChatMessage; participants: string[] }> {
  const [message] = await toMessageViews(txCtx, [outcome.row]);
  const participants = await listParticipantIdsOfMany(txCtx, [outcome.conversation]);
  return { message: message!, participants: participants.get(outcome.conversation.id) ?? [] };
}

const keyOf = (input: SendInput) => `${input.conversationId}|${input.senderId}|${input.clientId}`;

/** Migration 0022's function: one statement for the batch's writes (decision 0064). */
const CHAT_STORE_MESSAGES: DatabaseFunction = { name: "chat_store_messages", casts: ["::jsonb", "::timestamptz"] };

/** One send as `chat_store_messages` decided it: the stored message, unless refused. */
type StoredRow = {
  i: number;
  outcome: "NEW" | "STORED" | "SAME_AS" | "NOT_FOUND" | "ATTACHMENT_NOT_FOUND" | "ATTACHMENT_SENT";
  id: string | null;
  conversation_id: string | null;
  seq: string | number | null;
  sender_id: string | null;
  client_id: string | null;
  body: string | null;
  attachment_id: string | null;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  created_at: Date | string | null;
};

/** The batch's writes, one call: see the file's comment. The rows travel as one JSON parameter. */
async function storeBatch(ctx: AppContext, batch: Pending[]): Promise<Outcome[]> {
  const rows = batch.map(({ input }, i) => ({
    i,
    id: randomUUID(),
    c: input.conversationId,
    s: input.senderId,
    k: input.clientId,
    body: input.body,
    a: input.attachmentId ?? null,
  }));
  const stored = await callDatabaseFunction<StoredRow>(ctx, CHAT_STORE_MESSAGES, [
    JSON.stringify(rows),
    now().toISOString(),
  ]);
  const firstOfKey = new Map<string, number>();
  const outcomes: Outcome[] = [];
  for (const row of stored) {
    const { input, conversation } = batch[row.i]!;
    const key = keyOf(input);
    if (!firstOfKey.has(key)) firstOfKey.set(key, row.i);
    outcomes.push(outcomeOf(row, conversation, outcomes[firstOfKey.get(key)!]));
  }
  if (outcomes.length !== batch.length) throw new Error("chat_store_messages answered for some sends only");
  return outcomes;
}

function outcomeOf(row: StoredRow, conversation: ConversationRow, first: Outcome | undefined): Outcome {
  switch (row.outcome) {
    case "NEW":
    case "STORED":
      return { ok: true, row: messageRowOf(row), created: row.outcome === "NEW", conversation };
    case "SAME_AS":
      // The same client id twice in one batch (a resend racing its first try): one message.
      if (!first) throw new Error("a resend's first send is missing from the batch");
      return first.ok ? { ...first, created: false } : first;
    case "NOT_FOUND":
      return { ok: false, error: conversationNotFound() };
    case "ATTACHMENT_NOT_FOUND":
      return { ok: false, error: notFound("Attachment") };
    case "ATTACHMENT_SENT":
      return { ok: false, error: new AppError("CONFLICT", ALREADY_SENT) };
  }
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A stored message as the function returned it (its search column is the database's). */
function messageRowOf(row: StoredRow): MessageRow {
  return {
    id: row.id!,
    conversationId: row.conversation_id!,
    seq: Number(row.seq),
    senderId: row.sender_id!,
    clientId: row.client_id!,
    body: row.body!,
    attachmentId: row.attachment_id,
    search: null,
    editedAt: dateOrNull(row.edited_at),
    deletedAt: dateOrNull(row.deleted_at),
    createdAt: new Date(row.created_at!),
  };
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
async function sendAlone(ctx: AppContext, input: SendInput): Promise<SendResult> {
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
    createdAt: at,
  };
}
