import type { TChatAck, TChatMessage, TReadResult, TSendMessageRequest } from "@crewlance/contracts/chat";
import { CHAT_CLIENT_EVENTS } from "@crewlance/contracts/chat-values";
import { ApiError } from "@/lib/api-client";
import { emitVolatile, emitWithAck } from "@/lib/realtime/connection";
import * as api from "./api";

/*
 * Every write goes through the socket when it is up (one round trip, and the room hears of it at
 * once) and through REST otherwise. A refusal by the server (a sentence in the ack) is final; a
 * lost connection or a timeout falls back to REST, which is safe because a resend with the same
 * client id is stored once.
 */

/** The server refused the request; `message` is the sentence to show. */
class ChatRefusedError extends Error {}

async function viaSocket<T>(event: string, payload: unknown, rest: () => Promise<T>): Promise<T> {
  let ack: TChatAck<T>;
  try {
    ack = await emitWithAck<TChatAck<T>>(event, payload);
  } catch {
    // Not connected (RealtimeUnavailableError) or no answer in time: the same request by REST.
    return rest();
  }
  if (ack.ok) return ack.data;
  throw new ChatRefusedError(ack.message);
}

export async function sendMessage(conversationId: string, body: TSendMessageRequest): Promise<TChatMessage> {
  const result = await viaSocket<{ message: TChatMessage } | TChatMessage>(
    CHAT_CLIENT_EVENTS.send,
    { conversationId, ...body },
    () => api.sendMessageRest(conversationId, body),
  );
  return "message" in result ? result.message : result;
}

export async function editMessage(conversationId: string, messageId: string, body: string): Promise<TChatMessage> {
  const result = await viaSocket<{ message: TChatMessage } | TChatMessage>(
    CHAT_CLIENT_EVENTS.edit,
    { conversationId, messageId, body },
    () => api.editMessageRest(conversationId, messageId, body),
  );
  return "message" in result ? result.message : result;
}

export async function deleteMessage(conversationId: string, messageId: string): Promise<TChatMessage> {
  const result = await viaSocket<{ message: TChatMessage } | TChatMessage>(
    CHAT_CLIENT_EVENTS.delete,
    { conversationId, messageId },
    () => api.deleteMessageRest(conversationId, messageId),
  );
  return "message" in result ? result.message : result;
}

export function markRead(conversationId: string, seq: number): Promise<TReadResult> {
  return viaSocket<TReadResult>(CHAT_CLIENT_EVENTS.read, { conversationId, seq }, () =>
    api.markReadRest(conversationId, seq),
  );
}

export function sendTyping(conversationId: string, isTyping: boolean): void {
  emitVolatile(CHAT_CLIENT_EVENTS.typing, { conversationId, isTyping });
}

/** The sentence for a failed write: the server's own, or a plain one. */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof ChatRefusedError) return error.message;
  if (error instanceof ApiError) return error.response.data.message;
  return "Could not reach Crewlance. Check your connection and try again.";
}

/** Whether retrying may help (the network), as opposed to a refusal that will not change. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ChatRefusedError) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500 || error.status === 429;
  return true;
}
