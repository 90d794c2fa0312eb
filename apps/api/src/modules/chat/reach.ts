import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { listProjectIdsOfParticipant } from "../projects/index";
import { assertMayReach, assertNotRestricted } from "../safety/index";
import type { ConversationRow } from "./access";

/*
 * Whether one person may write to another directly (decision 0092): never across a block, in
 * either direction, and not while restricted unless the two share a project — a restriction never
 * cuts off work in progress. Team and project conversations ask neither: their people chose to
 * work together, and a block there only hides the blocked person's messages from the blocker.
 */

/** The other person of a direct conversation. */
export function otherOf(conversation: ConversationRow, userId: string): string {
  return conversation.directLowId === userId ? conversation.directHighId! : conversation.directLowId!;
}

async function shareAProject(ctx: AppContext, userId: string, otherUserId: string): Promise<boolean> {
  const [mine, theirs] = await Promise.all([
    listProjectIdsOfParticipant(ctx, { userId }),
    listProjectIdsOfParticipant(ctx, { userId: otherUserId }),
  ]);
  const theirSet = new Set(theirs);
  return mine.some((id) => theirSet.has(id));
}

/**
 * Refuses with "You can't message this person." across a block, and with ACCOUNT_RESTRICTED for a
 * restricted sender with no project shared. Both asked at once (one round trip on a send); the
 * shared projects are read only for a restricted sender, which is rare.
 */
export async function assertMayMessage(
  ctx: AppContext,
  input: { senderId: string; otherUserId: string },
): Promise<void> {
  const [reach, restriction] = await Promise.allSettled([
    assertMayReach(ctx, { actorId: input.senderId, targetId: input.otherUserId, kind: "MESSAGE" }),
    assertNotRestricted(ctx, input.senderId, "MESSAGE"),
  ]);
  if (reach.status === "rejected") throw reach.reason;
  if (restriction.status === "fulfilled") return;
  const restricted = restriction.reason instanceof AppError && restriction.reason.code === "ACCOUNT_RESTRICTED";
  if (!restricted || !(await shareAProject(ctx, input.senderId, input.otherUserId))) throw restriction.reason;
}

/** A send into a direct conversation asks `assertMayMessage`; other conversations never do. */
export async function assertMayPost(ctx: AppContext, conversation: ConversationRow, senderId: string): Promise<void> {
  if (conversation.kind !== "DIRECT") return;
  await assertMayMessage(ctx, { senderId, otherUserId: otherOf(conversation, senderId) });
}
