import { offPlatformSignals } from "@crewlance/contracts/off-platform";
import type { AppContext } from "../../context";
import { isTxContext } from "../../lib/transaction";
import type { ConversationRow } from "./access";
import { loadConversationFor } from "./access";
import { batcherOf } from "./send-lanes";
import type { AudienceSources, SendInput, SendResult } from "./send-types";

export { laneOf, SEND_BATCH_MAX, SEND_BATCH_WINDOW_MS, SEND_LANES } from "./send-lanes";
export type { AudienceSources, ParticipantsSource, SendInput, SendResult } from "./send-types";

/*
 * Sending (decisions 0045, 0057 and 0064): stored first, then delivered, in one order per
 * conversation, and a resend of a client id returns the stored message. Sends that arrive within
 * SEND_BATCH_WINDOW_MS of each other (at most SEND_BATCH_MAX) are stored together by ONE call of
 * the database function `chat_store_messages` (migration 0022, db/functions/chat_store_messages.sql), its own autocommit transaction:
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
 *
 * Trust and safety (decision 0092): a send into a direct conversation is refused across a block and
 * for a restricted sender with no project shared (reach.ts), asked for a whole batch once it is
 * formed, so the checks' round trips never change which batch a send joins or its order; a body asking to move off the
 * platform is stored alone with its flag (send-alone.ts), so the batch keeps one statement.
 */

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
  const offPlatform = offPlatformSignals(input.body).length > 0;
  return batcherOf(ctx, input.conversationId).enqueue({
    input: offPlatform ? { ...input, offPlatform } : input,
    conversation,
    sources: options.sources,
  });
}
