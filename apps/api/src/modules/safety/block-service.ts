import type { TBlockedUser } from "@crewlance/contracts/safety";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { userBlocks } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { loadUserSummaries } from "../users";

/*
 * Blocking from the blocker's side (decision 0092). The blocked person is never told: whatever
 * they try answers "You can't message this person." (blocks.ts).
 */

async function blockablePerson(ctx: AppContext, input: { blockerId: string; userId: string }) {
  if (input.userId === input.blockerId) throw new AppError("BUSINESS_RULE", "You can't block yourself.");
  const person = (await loadUserSummaries(ctx, [input.userId])).get(input.userId);
  if (!person) throw new AppError("NOT_FOUND", "This person was not found.");
  if (person.role === "ADMIN") {
    throw new AppError("BUSINESS_RULE", "You can't block a Crewlance admin. Report a problem instead.");
  }
  return person;
}

/** Blocks `userId` for `blockerId`; blocking again changes nothing and tells no one twice. */
export async function blockUser(
  ctx: AppContext,
  input: { blockerId: string; userId: string },
): Promise<{ fullName: string }> {
  const person = await blockablePerson(ctx, input);
  await withTransaction(ctx, async (txCtx) => {
    const [added] = await txCtx.db
      .insert(userBlocks)
      .values({ blockerId: input.blockerId, blockedId: input.userId, createdAt: now() })
      .onConflictDoNothing()
      .returning({ blockedId: userBlocks.blockedId });
    if (added) await emit(txCtx, "UserBlocked", { blockerId: input.blockerId, blockedId: input.userId });
  });
  return { fullName: person.fullName };
}

/** Unblocks `userId`; unblocking someone not blocked changes nothing. Their name, when the account still exists. */
export async function unblockUser(
  ctx: AppContext,
  input: { blockerId: string; userId: string },
): Promise<{ fullName: string | null }> {
  const person = (await loadUserSummaries(ctx, [input.userId])).get(input.userId);
  await withTransaction(ctx, async (txCtx) => {
    const [removed] = await txCtx.db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, input.blockerId), eq(userBlocks.blockedId, input.userId)))
      .returning({ blockedId: userBlocks.blockedId });
    if (removed) await emit(txCtx, "UserUnblocked", { blockerId: input.blockerId, blockedId: input.userId });
  });
  return { fullName: person?.fullName ?? null };
}

/** Whether `blockerId` blocked `userId` (the profile's Block / Unblock button). */
export async function isBlockedBy(ctx: AppContext, input: { blockerId: string; userId: string }): Promise<boolean> {
  const [row] = await ctx.db
    .select({ blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, input.blockerId), eq(userBlocks.blockedId, input.userId)))
    .limit(1);
  return row !== undefined;
}

/** The people `blockerId` blocked, newest first: the list they unblock from. */
export async function listBlockedUsers(ctx: AppContext, blockerId: string): Promise<TBlockedUser[]> {
  const rows = await ctx.db
    .select({ userId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
  const people = await loadUserSummaries(
    ctx,
    rows.map((row) => row.userId),
  );
  return rows.flatMap((row) => {
    const person = people.get(row.userId);
    if (!person) return [];
    return [
      {
        userId: row.userId,
        fullName: person.fullName,
        avatarUrl: person.avatarUrl,
        blockedAt: row.createdAt.toISOString(),
      },
    ];
  });
}
