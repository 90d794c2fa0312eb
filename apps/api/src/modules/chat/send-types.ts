import type { TChatMessage } from "@crewlance/contracts/chat";
import type { ConversationRow } from "./access";
import type { PeopleSource } from "./people-cache";
import type { MessageRow } from "./views";

/* The shapes a send goes through, from the caller's input to the batch's answer (send-service.ts). */

export type SendInput = {
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  attachmentId?: string | undefined;
  /** The body asks to move work or payment off Crewlance (offPlatformSignals, decision 0092): stored alone, with its flag. */
  offPlatform?: boolean | undefined;
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

export type Pending = {
  input: SendInput;
  conversation: ConversationRow;
  sources: AudienceSources | undefined;
  resolve: (result: SendResult) => void;
  reject: (error: unknown) => void;
};

/** What the batch decided for one send. */
export type Outcome =
  | { ok: true; row: MessageRow; created: boolean; conversation: ConversationRow }
  | { ok: false; error: unknown };

export const ALREADY_SENT = "This file was already sent. Upload it again to send it once more.";
