import { z } from "zod";
import {
  CHAT_CLIENT_ID_MAX,
  CHAT_CONVERSATION_KINDS,
  CHAT_CONVERSATIONS_PAGE_SIZE,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_MAX_PAGE,
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_SEARCH_MAX,
} from "./chat-values";
import { ZNotification } from "./notifications";
import { emptyAsUndefined, oneLine, paragraphs, queryText } from "./text-fields";

/** The plain values live in chat-values.ts (no zod), for screens that must stay light. */
export * from "./chat-values";

/*
 * Chat: REST under /api/chat and the Socket.IO events on path /socket.io.
 * The same schemas validate the REST bodies and every socket payload, so a message sent by either
 * way is refused with the same sentences. Decision 0045 explains the choices.
 */

export const ZConversationKind = z.enum(CHAT_CONVERSATION_KINDS);
export type TConversationKind = z.infer<typeof ZConversationKind>;

/* ---------- Responses ---------- */

export const ZChatPerson = z.object({
  id: z.string().uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TChatPerson = z.infer<typeof ZChatPerson>;

export const ZChatAttachment = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Download address under /api, answered only to the conversation's participants. */
  url: z.string(),
});
export type TChatAttachment = z.infer<typeof ZChatAttachment>;

export const ZChatMessage = z.object({
  id: z.string().uuid(),
  conversationId: z.string().uuid(),
  /** Order within the conversation: 1, 2, 3 … with no gaps; the cursor for paging and catch-up. */
  seq: z.number().int(),
  sender: ZChatPerson,
  /** The sender's own id for the message: a resend with the same id returns this message. */
  clientId: z.string(),
  /** Empty once deleted. */
  body: z.string(),
  attachment: ZChatAttachment.nullable(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The platform saw an ask to move work or payment off Crewlance (decision 0092): the recipient
   * sees a notice about escrow's protection beside it.
   */
  offPlatform: z.boolean().optional(),
  /**
   * Why the body is empty though the message was not deleted: MODERATED (hidden by moderation),
   * BLOCKED (the viewer blocked its sender; only project conversations keep such a message, as a
   * placeholder). Absent or null: shown as written.
   */
  hidden: z.enum(["BLOCKED", "MODERATED"]).nullable().optional(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** How far one participant has read: receipts ("✓✓ read") compare a message's seq with these. */
export const ZChatReadState = z.object({
  userId: z.string().uuid(),
  lastReadSeq: z.number().int(),
});
export type TChatReadState = z.infer<typeof ZChatReadState>;

/** A conversation as the conversation list shows it, from the asking user's side. */
export const ZConversationSummary = z.object({
  id: z.string().uuid(),
  kind: ZConversationKind,
  /** The other person's name (DIRECT), the team's name (TEAM) or the project's title (PROJECT). */
  title: z.string(),
  /** The other person's avatar (DIRECT) or the team's logo; null otherwise. */
  avatarUrl: z.string().nullable(),
  /** DIRECT only: the other person. */
  otherUser: ZChatPerson.nullable(),
  teamId: z.string().uuid().nullable(),
  projectId: z.string().uuid().nullable(),
  lastMessage: ZChatMessage.nullable(),
  /** The last message's time, or the conversation's creation; the list is ordered by it. */
  lastActivityAt: z.string(),
  /** Messages from others after `lastReadSeq`, counted up to CHAT_UNREAD_CAP. */
  unreadCount: z.number().int(),
  lastReadSeq: z.number().int(),
  createdAt: z.string(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/** One conversation opened: the summary plus who takes part and how far each has read. */
export const ZConversationDetail = ZConversationSummary.extend({
  participants: z.array(ZChatPerson),
  readStates: z.array(ZChatReadState),
});
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

/** GET /chat/conversations: newest activity first; `nextCursor` asks for the older ones. */
export const ZConversationListResponse = z.object({
  items: z.array(ZConversationSummary),
  nextCursor: z.string().nullable(),
});
export type TConversationListResponse = z.infer<typeof ZConversationListResponse>;

/**
 * GET /chat/conversations/:id/messages: always in ascending seq order (oldest first).
 * `hasMore`: with `after`, more newer messages remain (ask again with the last seq); otherwise
 * older ones remain (ask again with `before` = the first seq).
 */
export const ZMessagePage = z.object({
  items: z.array(ZChatMessage),
  hasMore: z.boolean(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

/** GET /chat/conversations/:id/search: newest match first; `nextCursor` = a seq for `before`. */
export const ZMessageSearchResponse = z.object({
  items: z.array(ZChatMessage),
  nextCursor: z.number().int().nullable(),
});
export type TMessageSearchResponse = z.infer<typeof ZMessageSearchResponse>;

/** POST /chat/conversations/:id/read and the socket `unread:changed` event. */
export const ZReadResult = z.object({
  conversationId: z.string().uuid(),
  lastReadSeq: z.number().int(),
  unreadCount: z.number().int(),
});
export type TReadResult = z.infer<typeof ZReadResult>;

/** GET /chat/unread: conversations with unread messages (capped), for a sidebar badge. */
export const ZChatUnreadResponse = z.object({ count: z.number().int() });

/* ---------- Requests ---------- */

const uuid = (message = "Must be a valid id.") => z.string().uuid(message);

export const ZConversationIdParams = z.object({ id: uuid() });
export const ZMessageParams = z.object({ id: uuid(), messageId: uuid() });
export const ZChatAttachmentParams = z.object({ id: uuid(), attachmentId: uuid() });
export const ZTeamConversationParams = z.object({ teamId: uuid() });
export const ZProjectConversationParams = z.object({ projectId: uuid() });

/** POST /chat/conversations/direct: the conversation with this user, made on first open. */
export const ZOpenDirectRequest = z.object({ userId: uuid("Choose whom to message.") });

export const ZConversationListQuery = z.object({
  /** Matches the other person's name, the team's name or the project's title. */
  q: queryText(100),
  cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(50).default(CHAT_CONVERSATIONS_PAGE_SIZE),
});
export type TConversationListQuery = z.infer<typeof ZConversationListQuery>;

const seqCursor = z.preprocess(
  emptyAsUndefined,
  z.coerce.number().int("Must be a message seq.").min(0, "Must be a message seq.").optional(),
);

/** `before`: older history (backwards paging); `after`: everything since (catch-up). Not both. */
export const ZMessageHistoryQuery = z
  .object({
    before: seqCursor,
    after: seqCursor,
    limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_MAX_PAGE).default(CHAT_MESSAGES_PAGE_SIZE),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: "Ask for older or newer messages, not both.",
    path: ["after"],
  });
export type TMessageHistoryQuery = z.infer<typeof ZMessageHistoryQuery>;

export const ZMessageSearchQuery = z.object({
  q: z.preprocess(emptyAsUndefined, oneLine(CHAT_SEARCH_MAX, "Type something to search for.")),
  before: seqCursor,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const messageBody = paragraphs(CHAT_MESSAGE_MAX, "Write a message.");
const clientId = z
  .string("Every message needs a client id.")
  .trim()
  .min(1, "Every message needs a client id.")
  .max(CHAT_CLIENT_ID_MAX, `A client id is at most ${CHAT_CLIENT_ID_MAX} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, "A client id uses only letters, digits, '-' and '_'.");

/** The body of a message: 1–5,000 characters, or empty when it carries an attachment. */
function withBodyOrAttachment<T extends { body: string; attachmentId?: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.body.length === 0 && !value.attachmentId) {
    ctx.addIssue({ code: "custom", message: "Write a message.", path: ["body"] });
  }
}

/** POST /chat/conversations/:id/messages (REST fallback of `message:send`). */
export const ZSendMessageRequest = z
  .object({
    clientId,
    body: messageBody.default(""),
    attachmentId: uuid("Must be an attachment id from an upload.").optional(),
  })
  .superRefine(withBodyOrAttachment);
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

/** PATCH /chat/conversations/:id/messages/:messageId. */
export const ZEditMessageRequest = z.object({
  body: messageBody.min(1, "Write a message."),
});
export type TEditMessageRequest = z.infer<typeof ZEditMessageRequest>;

/** POST /chat/conversations/:id/read: everything up to and including `seq` is read. */
export const ZMarkReadRequest = z.object({
  seq: z.number("Must be a message seq.").int("Must be a message seq.").min(0, "Must be a message seq."),
});

/* ---------- Socket.IO events (names in chat-values.ts) ---------- */

export const ZSocketSendMessage = z
  .object({
    conversationId: uuid(),
    clientId,
    body: messageBody.default(""),
    attachmentId: uuid("Must be an attachment id from an upload.").optional(),
  })
  .superRefine(withBodyOrAttachment);
export type TSocketSendMessage = z.infer<typeof ZSocketSendMessage>;

export const ZSocketEditMessage = z.object({
  conversationId: uuid(),
  messageId: uuid(),
  body: messageBody.min(1, "Write a message."),
});
export const ZSocketDeleteMessage = z.object({ conversationId: uuid(), messageId: uuid() });
export const ZSocketRead = z.object({ conversationId: uuid() }).extend(ZMarkReadRequest.shape);
export const ZSocketTyping = z.object({ conversationId: uuid(), isTyping: z.boolean("Say whether typing.") });
export const ZSocketJoin = z.object({ conversationId: uuid() });

/**
 * Every acknowledgement: `{ ok: true, data }` or `{ ok: false, message, code }` with a sentence.
 * Data per event: message:send/edit/delete → { message: TChatMessage }; conversation:read →
 * TReadResult; typing → {}; conversation:join → { conversationId }.
 */
export const ZChatAckError = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TChatAck<T> = { ok: true; data: T } | z.infer<typeof ZChatAckError>;

/** `message:new` and `message:updated` (edit or delete): sent to every participant. */
export const ZMessageEvent = z.object({ message: ZChatMessage });
export type TMessageEvent = z.infer<typeof ZMessageEvent>;

/** `receipt`: a participant read up to `seq` (sent to every participant). */
export const ZReceiptEvent = z.object({
  conversationId: z.string().uuid(),
  userId: z.string().uuid(),
  lastReadSeq: z.number().int(),
});
export type TReceiptEvent = z.infer<typeof ZReceiptEvent>;

/** `typing`: sent to the conversation's other sockets only, never stored. */
export const ZTypingEvent = z.object({
  conversationId: z.string().uuid(),
  user: ZChatPerson,
  isTyping: z.boolean(),
});
export type TTypingEvent = z.infer<typeof ZTypingEvent>;

/** `notification:new`: a notification was created for this user; `unreadCount` is the new badge. */
export const ZNotificationEvent = z.object({
  notification: ZNotification,
  unreadCount: z.number().int(),
});
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;

/** `unread:changed`: this user's read state of a conversation changed (another tab read it). */
export const ZUnreadChangedEvent = ZReadResult;
export type TUnreadChangedEvent = z.infer<typeof ZUnreadChangedEvent>;
