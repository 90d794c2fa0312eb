import type { TAccountSession } from "@crewlance/contracts/account";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { authSessions, refreshTokens } from "../../db/schema/auth";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { describeUserAgent } from "../../lib/user-agent";

/*
 * Where a person is signed in (decision 0093): one sign-in is one refresh-token family, live
 * while it holds a token neither revoked nor expired. Revoking a family's tokens ends its access
 * tokens at once too, since `authenticate` checks the family on every request.
 */

type Asker = { userId: string; sessionId: string | null };

const noSuchSession = () => new AppError("NOT_FOUND", "No such session.");

/** The family has a token that can still be refreshed. */
function liveFamily(at: Date) {
  return sql<boolean>`exists (select 1 from ${refreshTokens}
    where ${refreshTokens.familyId} = ${authSessions.id}
      and ${refreshTokens.userId} = ${authSessions.userId}
      and ${refreshTokens.revokedAt} is null
      and ${refreshTokens.expiresAt} > ${at})`;
}

/** The asker's live sign-ins: the one asking first, then the most recently seen. */
export async function listSessions(ctx: AppContext, asker: Asker): Promise<TAccountSession[]> {
  const rows = await ctx.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, asker.userId), liveFamily(now())))
    .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.id));
  const items = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === asker.sessionId,
  }));
  return [...items.filter((item) => item.current), ...items.filter((item) => !item.current)];
}

/**
 * Revokes every open token the filter picks, rotated ones included (`authenticate` counts any
 * unrevoked token of the family), and says how many sign-ins that ended: the families that had
 * a token not yet expired (one with only expired tokens was no longer a place signed in).
 */
async function revokeFamilies(db: DbOrTx, where: ReturnType<typeof and>, at: Date): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(where, isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt });
  return new Set(revoked.filter((row) => row.expiresAt > at).map((row) => row.familyId)).size;
}

/**
 * Signs one of the asker's devices out, the asking one included (that is a sign-out). Another
 * person's, an unknown or an ended sign-in get the same 404, so nothing tells whose it is.
 */
export async function endAccountSession(ctx: AppContext, asker: Asker, sessionId: string): Promise<void> {
  const at = now();
  const ended = await revokeFamilies(
    ctx.db,
    and(eq(refreshTokens.userId, asker.userId), eq(refreshTokens.familyId, sessionId)),
    at,
  );
  if (ended === 0) throw noSuchSession();
}

/**
 * Signs out every sign-in of the asker but the asking one, including families that never got a
 * row in the device list. Returns how many were still live.
 */
export function signOutOtherSessions(db: DbOrTx, asker: Asker): Promise<number> {
  const mine = eq(refreshTokens.userId, asker.userId);
  const others = asker.sessionId === null ? mine : and(mine, ne(refreshTokens.familyId, asker.sessionId));
  return revokeFamilies(db, others, now());
}
