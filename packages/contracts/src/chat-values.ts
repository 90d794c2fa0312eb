/*
 * The chat's plain values (decision 0045) without zod, so the signed-in shell can name
 * socket events and limits without loading schemas. chat.ts re-exports all of them.
 */

export const CHAT_MESSAGE_MAX = 5000;
export const CHAT_CLIENT_ID_MAX = 64;
export const CHAT_CONVERSATIONS_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 50;
export const CHAT_MESSAGES_MAX_PAGE = 200;
export const CHAT_SEARCH_MAX = 100;
/** Unread counts stop at this many (the list shows "99+"). */
export const CHAT_UNREAD_CAP = 100;
/** How long after sending its sender may edit a message (deleting has no limit). */
export const CHAT_EDIT_WINDOW_HOURS = 24;
/** The socket path on the API's own port. */
export const CHAT_SOCKET_PATH = "/socket.io";

export const CHAT_CONVERSATION_KINDS = ["DIRECT", "TEAM", "PROJECT"] as const;

/** Client → server events; every one is answered through its acknowledgement with a ZChatAck. */
export const CHAT_CLIENT_EVENTS = {
  send: "message:send",
  edit: "message:edit",
  delete: "message:delete",
  read: "conversation:read",
  typing: "typing",
  join: "conversation:join",
} as const;

/** Server → client events. */
export const CHAT_SERVER_EVENTS = {
  messageNew: "message:new",
  messageUpdated: "message:updated",
  receipt: "receipt",
  typing: "typing",
  notificationNew: "notification:new",
  unreadChanged: "unread:changed",
  /** Sent once to a new (not recovered) connection; carries nothing. */
  ready: "ready",
} as const;

/** The `connect_error` messages (error.message) the client can tell apart. */
export const CHAT_CONNECT_ERRORS = {
  missingToken: "Sign in to use chat.",
  invalidToken: "Your chat session has expired. Reconnecting with a fresh one.",
  suspended: "Your account is suspended.",
} as const;
