import { and, eq, inArray, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { userBlocks } from "../../db/schema/safety";
import { forbidden } from "../../lib/errors";

/** The ways one person reaches another that a block stops. */
export type ReachKind = "MESSAGE" | "OFFER" | "INVITATION" | "APPLY";

const REFUSALS: Record<ReachKind, string> = {
  MESSAGE: "You can't message this person.",
  OFFER: "You can't send this person an offer.",
  INVITATION: "You can't invite this person.",
  APPLY: "You can't apply to this task.",
};

/**
 * Refuses when `targetId` blocked `actorId` — or `actorId` blocked `targetId`: a person who
 * blocked someone cannot reach them either until they unblock. The sentence never says "blocked".
 */
export async function assertMayReach(
  ctx: AppContext,
  input: { actorId: string; targetId: string; kind: ReachKind },
): Promise<void> {
  if (input.actorId === input.targetId) return;
  const [row] = await ctx.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, input.targetId), eq(userBlocks.blockedId, input.actorId)),
        and(eq(userBlocks.blockerId, input.actorId), eq(userBlocks.blockedId, input.targetId)),
      ),
    )
    .limit(1);
  if (row) throw forbidden(REFUSALS[input.kind]);
}

/** The people `viewerId` blocked: their messages are left out of (or, in projects, hidden in) shared conversations. */
export async function blockedIdsOf(ctx: AppContext, viewerId: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ id: userBlocks.blockedId })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, viewerId));
  return new Set(rows.map((row) => row.id));
}

/**
 * Who among `userIds` blocked `senderId`: one read on `user_blocks_blocked_idx` for a whole team
 * or project conversation, whatever its size.
 */
export async function blockersAmong(
  ctx: AppContext,
  senderId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockedId, senderId), inArray(userBlocks.blockerId, [...userIds])));
  return new Set(rows.map((row) => row.id));
}
