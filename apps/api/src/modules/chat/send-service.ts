import { randomUUID } from "node:crypto";
import type { TChatMessage } from "@crewlance/contracts/chat";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, conversationMembers, conversations, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import { isTxContext, type TxContext, withTransaction } from "../../lib/transaction";
import { type ConversationRow, conversationNotFound, listParticipantIdsOfMany, loadConversationFor } from "./access";
import { deliverNewMessage } from "./delivery";
import { deliverSafely } from "./message-service";
import { type MessageRow, toMessageViews } from "./views";

/*
 * Sending (spec B8, decisions 0045 and 0057): stored first, then delivered, in one order per
 * conversation, and a resend of a client id returns the stored message. Sends that arrive within
 * SEND_BATCH_WINDOW_MS of each other (at most SEND_BATCH_MAX) are written together in ONE
 * transaction — the conversations locked in id order, one multi-row insert, one update of the
 * conversations' last seq, one upsert of the senders' read states — and each sender hears back
 * only after that commit. A conversation always goes through the same one of SEND_LANES lanes,
 * and a lane runs one batch at a time: what arrives meanwhile is its next batch, so a
 * conversation's messages are stored and emitted in order, while the lanes keep both of the
 * database's cores and the emits busy side by side (decision 0057). If a batch fails as a
 * whole, each of its messages is sent alone as before batching, so one bad message never costs
 * the others theirs.
 */

/** How long the first send of an idle instance waits for others to share its transaction. */
export const SEND_BATCH_WINDOW_MS = 4;
/** The most messages in one transaction (a bound on the statement's size and the lock time). */
export const SEND_BATCH_MAX = 200;
/**
 * Batches in flight at once per instance, each on its own connection (of the pool's ten). With one
 * lane at 2,000 connections every batch was full (200), the database worked on one core while the
 * other idled, and a backlog that built up never drained; two keep both cores busy. Four wrote
 * smaller batches with more commits and did worse (decision 0057, "Lanes").
 */
export const SEND_LANES = 2;

export type SendInput = {
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  attachmentId?: string | undefined;
};

/**
 * `delivered` settles when the message has been emitted and an offline recipient's notification
 * and email decided. A socket acknowledges before it (latency: the sender's bubble turns ✓ at the
 * commit); the REST answer waits for it, so a caller that reads the recipient's notifications
 * next finds them.
 */
export type SendResult = { message: TChatMessage; created: boolean; delivered: Promise<void> };

type Pending = { input: SendInput; resolve: (result: SendResult) => void; reject: (error: unknown) => void };

/** What the batch decided for one send. */
type Outcome =
  | { ok: true; row: MessageRow; created: boolean; conversation: ConversationRow }
  | { ok: false; error: unknown };

const ALREADY_SENT = "This file was already sent. Upload it again to send it once more.";

/**
 * Stores a message and delivers it. The caller has checked that the sender takes part (the
 * socket's cache, decision 0057); `checked: false` checks here (REST). Returns the stored
 * message and whether this call created it (false for a resend of a client id already stored).
 */
export async function sendMessage(
  ctx: AppContext,
  input: SendInput,
  options: { checked: boolean } = { checked: false },
): Promise<SendResult> {
  if (isTxContext(ctx)) throw new Error("sendMessage commits before it delivers: call it outside a transaction.");
  if (!options.checked)
    await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.senderId });
  return batcherOf(ctx, input.conversationId).enqueue(input);
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
  private running = false;

  constructor(private readonly ctx: AppContext) {}

  enqueue(input: SendInput): Promise<SendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (this.running) return; // taken when the running batch ends
      if (this.queue.length >= SEND_BATCH_MAX) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), SEND_BATCH_WINDOW_MS);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running || this.queue.length === 0) return;
    const batch = this.queue.splice(0, SEND_BATCH_MAX);
    this.running = true;
    void runBatch(this.ctx, batch).finally(() => {
      this.running = false;
      // These waited for the batch before them: no window.
      if (this.queue.length > 0) this.flush();
    });
  }
}

async function runBatch(ctx: AppContext, batch: Pending[]): Promise<void> {
  let stored: { outcomes: Outcome[]; views: Map<string, TChatMessage>; participants: Map<string, string[]> };
  try {
    stored = await withTransaction(ctx, async (txCtx) => {
      const outcomes = await storeBatch(
        txCtx,
        batch.map((pending) => pending.input),
      );
      // Read on the transaction's own connection: once committed, nothing is left to fail
      // (a pool with no free connection) between the commit and the emit.
      return { outcomes, ...(await deliveryOf(txCtx, outcomes)) };
    });
  } catch {
    // Rolled back as a whole: each alone, in arrival order (its own error is its answer).
    for (const pending of batch) await sendAlone(ctx, pending.input).then(pending.resolve, pending.reject);
    return;
  }
  const { outcomes, views, participants } = stored;
  // Emitted in seq order, then acknowledged: the sender's other tabs hear it with everyone.
  const delivered = outcomes.map((outcome) => {
    if (!outcome.ok || !outcome.created) return Promise.resolve();
    const message = views.get(outcome.row.id)!;
    const ids = participants.get(outcome.conversation.id) ?? [];
    return deliverSafely(() => deliverNewMessage(ctx, outcome.conversation, message, ids));
  });
  outcomes.forEach((outcome, index) => {
    const pending = batch[index]!;
    if (outcome.ok)
      pending.resolve({ message: views.get(outcome.row.id)!, created: outcome.created, delivered: delivered[index]! });
    else pending.reject(outcome.error);
  });
}

/** The messages' views and, for the new ones, everyone to deliver them to: two statements. */
async function deliveryOf(
  txCtx: TxContext,
  outcomes: Outcome[],
): Promise<{ views: Map<string, TChatMessage>; participants: Map<string, string[]> }> {
  const rows = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.row] : []));
  const views = new Map((await toMessageViews(txCtx, rows)).map((view) => [view.id, view]));
  const created = outcomes.flatMap((outcome) => (outcome.ok && outcome.created ? [outcome.conversation] : []));
  return { views, participants: await listParticipantIdsOfMany(txCtx, created) };
}

const keyOf = (input: SendInput) => `${input.conversationId}|${input.senderId}|${input.clientId}`;

/** The batch's writes, in one transaction: see the file's comment. */
async function storeBatch(txCtx: TxContext, inputs: SendInput[]): Promise<Outcome[]> {
  const ids = JSON.stringify([...new Set(inputs.map((input) => input.conversationId))]);
  // Locked in one global order (by id), so two batches (two instances) cannot deadlock.
  const locked = await txCtx.db
    .select()
    .from(conversations)
    .where(sql`${conversations.id} in (select value::uuid from jsonb_array_elements_text(${ids}::jsonb))`)
    .orderBy(asc(conversations.id))
    .for("update");
  const byId = new Map(locked.map((row) => [row.id, row]));
  const earlier = await findByClientIds(txCtx, inputs);
  const lastSeq = new Map(locked.map((row) => [row.id, row.lastSeq]));
  const at = now();
  const outcomes: Array<Outcome | { sameAs: number } | { insert: MessageRow; conversation: ConversationRow }> = [];
  const firstIndex = new Map<string, number>();
  const attachments = new Set<string>();
  for (const [index, input] of inputs.entries()) {
    const conversation = byId.get(input.conversationId);
    const key = keyOf(input);
    const stored = earlier.get(key);
    if (!conversation) outcomes.push({ ok: false, error: conversationNotFound() });
    else if (stored) outcomes.push({ ok: true, row: stored, created: false, conversation });
    else if (firstIndex.has(key)) outcomes.push({ sameAs: firstIndex.get(key)! });
    else {
      const refused = await refuseAttachment(txCtx, input, attachments);
      if (refused) {
        outcomes.push({ ok: false, error: refused });
        continue;
      }
      firstIndex.set(key, index);
      const seq = lastSeq.get(conversation.id)! + 1;
      lastSeq.set(conversation.id, seq);
      outcomes.push({
        conversation,
        insert: newMessageRow(input, conversation.id, seq, at),
      });
    }
  }
  const inserts = outcomes.flatMap((outcome) => ("insert" in outcome ? [outcome.insert] : []));
  if (inserts.length > 0) await writeMessages(txCtx, inserts, at);
  // Rows as inserted (the search column is the database's; views never read it).
  const resolved: Outcome[] = outcomes.map((outcome) =>
    "insert" in outcome
      ? { ok: true, row: outcome.insert, created: true, conversation: outcome.conversation }
      : outcome,
  ) as Outcome[];
  return outcomes.map((outcome, index) => {
    if (!("sameAs" in outcome)) return resolved[index]!;
    // The same client id twice in one batch (a resend racing its first try): one message.
    const first = resolved[outcome.sameAs]!;
    return first.ok ? { ...first, created: false } : first;
  });
}

/** Messages already stored under any of the batch's client ids, by `keyOf`. */
async function findByClientIds(txCtx: TxContext, inputs: SendInput[]): Promise<Map<string, MessageRow>> {
  // One JSON parameter, whatever the batch's size (a parameter per value costs more to build).
  const keys = JSON.stringify(
    inputs.map((input) => ({ c: input.conversationId, s: input.senderId, k: input.clientId })),
  );
  const rows = await txCtx.db
    .select()
    .from(messages)
    .where(
      sql`(${messages.conversationId}, ${messages.senderId}, ${messages.clientId}) in (
        select c, s, k from jsonb_to_recordset(${keys}::jsonb) as keys(c uuid, s uuid, k text))`,
    );
  return new Map(rows.map((row) => [`${row.conversationId}|${row.senderId}|${row.clientId}`, row]));
}

/**
 * The batch's writes in one statement: the messages, each conversation's last seq and message,
 * and each sender's read state (whoever writes has read everything before: their own message
 * never counts as unread). The rows travel as one JSON parameter.
 */
async function writeMessages(txCtx: TxContext, inserts: MessageRow[], at: Date): Promise<void> {
  const rows = JSON.stringify(
    inserts.map((row) => ({
      id: row.id,
      c: row.conversationId,
      seq: row.seq,
      s: row.senderId,
      k: row.clientId,
      body: row.body,
      a: row.attachmentId,
    })),
  );
  const stamp = at.toISOString();
  await txCtx.db.execute(sql`
    with batch as (
      select * from jsonb_to_recordset(${rows}::jsonb) as r(id uuid, c uuid, seq bigint, s uuid, k text, body text, a uuid)
    ), stored as (
      insert into messages (id, conversation_id, seq, sender_id, client_id, body, attachment_id, created_at)
      select id, c, seq, s, k, body, a, ${stamp}::timestamptz from batch
    ), latest as (
      update conversations set last_seq = last.seq, last_message_id = last.id, last_activity_at = ${stamp}::timestamptz
      from (select distinct on (c) c, seq, id from batch order by c, seq desc) as last
      where conversations.id = last.c
    )
    insert into conversation_members (conversation_id, user_id, last_read_seq, joined_at)
    select c, s, max(seq), ${stamp}::timestamptz from batch group by c, s
    on conflict (conversation_id, user_id)
      do update set last_read_seq = greatest(conversation_members.last_read_seq, excluded.last_read_seq)`);
}

/**
 * An attachment must be the sender's own upload into this conversation, not yet sent (nor sent
 * earlier in this batch). A refusal is that send's answer; the others go on.
 */
async function refuseAttachment(txCtx: TxContext, input: SendInput, taken: Set<string>): Promise<AppError | null> {
  if (!input.attachmentId) return null;
  if (taken.has(input.attachmentId)) return new AppError("CONFLICT", ALREADY_SENT);
  const error = await checkAttachment(txCtx, input).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (error instanceof AppError) return error;
  if (error) throw error;
  taken.add(input.attachmentId);
  return null;
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
      const { views, participants } = await deliveryOf(txCtx, [outcome]);
      return {
        outcome,
        message: views.get(outcome.row.id)!,
        participants: participants.get(conversation.id) ?? [],
      };
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
    await deliverSafely(() => deliverNewMessage(ctx, outcome.conversation, message, participants));
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
