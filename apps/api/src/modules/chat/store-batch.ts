import { randomUUID } from "node:crypto";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { callDatabaseFunction, type DatabaseFunction } from "../../lib/prepared";
import { type ConversationRow, conversationNotFound } from "./access";
import { ALREADY_SENT, type Outcome, type Pending, type SendInput } from "./send-types";
import type { MessageRow } from "./views";

const keyOf = (input: SendInput) => `${input.conversationId}|${input.senderId}|${input.clientId}`;

/** Migration 0022's function (db/functions/chat_store_messages.sql): one statement for the batch's writes (decision 0064). */
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

/** The batch's writes, one call: see send-service.ts's comment. The rows travel as one JSON parameter. */
export async function storeBatch(ctx: AppContext, batch: Pending[]): Promise<Outcome[]> {
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
    // A batch holds no flagged send (send-batch.ts), and a new message is not hidden.
    hiddenAt: null,
    offPlatform: false,
    createdAt: new Date(row.created_at!),
  };
}
