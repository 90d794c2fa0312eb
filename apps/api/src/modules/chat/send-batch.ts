import type { TChatMessage, TChatPerson } from "@crewlance/contracts/chat";
import type { AppContext } from "../../context";
import { listParticipantIdsOfMany } from "./access";
import { deliverSafely } from "./deliver-safely";
import { deliverNewMessage } from "./delivery";
import { assertMayPost } from "./reach";
import { sendAlone } from "./send-alone";
import type { Outcome, Pending } from "./send-types";
import { storeBatch } from "./store-batch";
import { loadPeople, toMessageViews } from "./views";

type Audience = { participants: Map<string, string[]>; people: Map<string, TChatPerson> };

/**
 * The sends of a batch that may be written (reach.ts: blocks and restrictions, asked only in
 * direct conversations); each refused one answers with its refusal and leaves the batch. Asked
 * once the batch is formed, all at once: a check's round trip never moves a send to another batch
 * or changes its place in its conversation's order. Never rejects.
 */
export async function admitted(ctx: AppContext, batch: Pending[]): Promise<Pending[]> {
  const checks = await Promise.allSettled(
    batch.map((pending) => assertMayPost(ctx, pending.conversation, pending.input.senderId)),
  );
  return batch.filter((pending, index) => {
    const check = checks[index]!;
    if (check.status === "fulfilled") return true;
    pending.reject(check.reason);
    return false;
  });
}

/**
 * Stores a batch, then emits it once the batch before it has been emitted (`before`). `stored`
 * settles as soon as the next batch may be stored: its statement then runs while this batch's
 * views are built and emitted, not after (decision 0076). Neither promise rejects: each send's
 * own error is its answer.
 */
export function runBatch(
  ctx: AppContext,
  batch: Pending[],
  before: Promise<void>,
): { stored: Promise<void>; delivered: Promise<void> } {
  if (batch.length === 0) return { stored: Promise.resolve(), delivered: before };
  // A send asking to move off the platform is flagged in its own transaction (decision 0092):
  // its batch goes the way of a failed one, each send alone and in order; such sends are rare.
  if (batch.some((pending) => pending.input.offPlatform)) return runAlone(ctx, batch, before);
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

/** Each send of the batch alone, in arrival order, once the batch before has been emitted. */
function runAlone(ctx: AppContext, batch: Pending[], before: Promise<void>) {
  const delivered = before.then(async () => {
    for (const pending of batch) await sendAlone(ctx, pending.input).then(pending.resolve, pending.reject);
  });
  return { stored: delivered, delivered };
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
