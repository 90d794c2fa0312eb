import type { TPasskey } from "@crewlance/contracts/passkeys";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Db, Tx } from "../../../db/client";
import { passkeys } from "../../../db/schema/auth";
import { notFound } from "../../../lib/errors";

/* The signed-in person's own passkeys: listed and removed by their owner only (decision 0098). */

export function toPasskeyView(row: typeof passkeys.$inferSelect): TPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(ctx: AppContext, userId: string): Promise<TPasskey[]> {
  const rows = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return rows.map(toPasskeyView);
}

/** Whether the person has a passkey: then it is offered as a second factor. */
export async function hasPasskey(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return row !== undefined;
}

/** Removes one of the owner's passkeys; another person's is not found (decision 0025). */
export async function removePasskey(ctx: AppContext, input: { userId: string; passkeyId: string }): Promise<void> {
  const removed = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, input.userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound("The passkey");
}
