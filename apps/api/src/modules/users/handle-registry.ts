import { HANDLE_REDIRECT_DAYS, handleFormProblem, normaliseHandle } from "@crewlance/contracts/handles";
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { handles } from "../../db/schema/users-handles";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { preparedOnce } from "../../lib/prepared";
import { type TxContext, withTransaction } from "../../lib/transaction";

/*
 * The one namespace of handles, people's and teams' (decision 0095). Whoever owns a handle, and
 * the old handles that still redirect, live in one table whose primary key settles every race.
 */

/** Whose handle it is: a person's or a team's. */
export type HandleOwner = { userId: string } | { teamId: string };

/** What a handle leads to at a moment: its owner now, or the owner's current handle for an old one. */
export type ResolvedHandle =
  | { kind: "current"; owner: HandleOwner; handle: string }
  | { kind: "moved"; owner: HandleOwner; handle: string }
  | null;

const REDIRECT_MS = HANDLE_REDIRECT_DAYS * 24 * 60 * 60 * 1000;

/** The instant before which a retired handle no longer redirects and is free again. */
const redirectCutoff = (at: Date) => new Date(at.getTime() - REDIRECT_MS);

const ownedBy = (owner: HandleOwner) =>
  "userId" in owner ? eq(handles.userId, owner.userId) : eq(handles.teamId, owner.teamId);

const ownerOf = (row: { userId: string | null; teamId: string | null }): HandleOwner =>
  row.userId ? { userId: row.userId } : { teamId: row.teamId! };

const sameOwner = (a: HandleOwner, b: HandleOwner) =>
  "userId" in a ? "userId" in b && a.userId === b.userId : "teamId" in b && a.teamId === b.teamId;

export const handleTaken = () =>
  new AppError("CONFLICT", "That handle is taken. Choose another one.", [
    { path: "handle", message: "That handle is taken. Choose another one." },
  ]);

/** The owner's handle now, or null. */
export async function currentHandleOf(ctx: AppContext, owner: HandleOwner): Promise<string | null> {
  const [row] = await ctx.db
    .select({ handle: handles.handle })
    .from(handles)
    .where(and(ownedBy(owner), isNull(handles.retiredAt)));
  return row?.handle ?? null;
}

/** The current handles of the teams named, by team id (a team without one is absent). */
export async function currentHandlesOfTeams(ctx: AppContext, teamIds: readonly string[]): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  // Every team list and public team page asks this: prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, "users:team-handles", (name) =>
    ctx.db
      .select({ handle: handles.handle, teamId: handles.teamId })
      .from(handles)
      .where(and(sql`${handles.teamId} = any(${sql.placeholder("teamIds")})`, isNull(handles.retiredAt)))
      .prepare(name),
  );
  const rows = await statement.execute({ teamIds: [...new Set(teamIds)] });
  return new Map(rows.map((row) => [row.teamId!, row.handle]));
}

/** Who `handle` leads to at `at`; null when unknown or retired for longer than the redirect window. */
export async function resolveHandle(ctx: AppContext, handle: string, at: Date): Promise<ResolvedHandle> {
  // Every public team page and preview image asks this: prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, "users:handle", (name) =>
    ctx.db
      .select()
      .from(handles)
      .where(eq(handles.handle, sql.placeholder("handle")))
      .prepare(name),
  );
  const [row] = await statement.execute({ handle: normaliseHandle(handle) });
  if (!row) return null;
  const owner = ownerOf(row);
  if (row.retiredAt === null) return { kind: "current", owner, handle: row.handle };
  if (row.retiredAt <= redirectCutoff(at)) return null;
  const current = await currentHandleOf(ctx, owner);
  return current ? { kind: "moved", owner, handle: current } : null;
}

/** Why `handle` cannot be had by `owner` (or by anyone, without an owner) at `at`; null if it can. */
export async function handleUnavailableReason(
  ctx: AppContext,
  input: { handle: string; owner?: HandleOwner; at: Date },
): Promise<string | null> {
  const handle = normaliseHandle(input.handle);
  const problem = handleFormProblem(handle);
  if (problem) return problem;
  const [row] = await ctx.db.select().from(handles).where(eq(handles.handle, handle));
  if (!row) return null;
  if (input.owner && sameOwner(ownerOf(row), input.owner)) return null;
  if (row.retiredAt !== null && row.retiredAt <= redirectCutoff(input.at)) return null;
  return "That handle is taken. Choose another one.";
}

/**
 * Makes `handle` the owner's current handle; the one it had stays as a redirect. A handle the
 * owner had before comes back to them; another owner's, or one still redirecting to them, is
 * refused (409), as is the loser of two people racing for one handle: the primary key decides.
 */
export async function claimHandle(
  ctx: AppContext,
  input: { owner: HandleOwner; handle: string; at: Date },
): Promise<string> {
  const handle = normaliseHandle(input.handle);
  const problem = handleFormProblem(handle);
  if (problem) throw new AppError("VALIDATION_ERROR", problem, [{ path: "handle", message: problem }]);
  try {
    return await withTransaction(ctx, (txCtx) => claimInTransaction(txCtx, { ...input, handle }));
  } catch (error) {
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  }
}

async function claimInTransaction(
  txCtx: TxContext,
  input: { owner: HandleOwner; handle: string; at: Date },
): Promise<string> {
  const { db } = txCtx;
  const [existing] = await db.select().from(handles).where(eq(handles.handle, input.handle)).for("update");
  const mine = existing !== undefined && sameOwner(ownerOf(existing), input.owner);
  if (mine && existing.retiredAt === null) return input.handle;
  if (existing && !mine) {
    if (existing.retiredAt === null || existing.retiredAt > redirectCutoff(input.at)) throw handleTaken();
    await db.delete(handles).where(eq(handles.handle, input.handle));
  }
  await db
    .update(handles)
    .set({ retiredAt: input.at })
    .where(and(ownedBy(input.owner), isNull(handles.retiredAt)));
  if (mine) {
    await db.update(handles).set({ retiredAt: null }).where(eq(handles.handle, input.handle));
  } else {
    await db.insert(handles).values({ handle: input.handle, ...input.owner, createdAt: input.at });
  }
  return input.handle;
}

/** Removes every handle of the owner, current and redirecting, so anyone may take them at once. */
export async function releaseHandlesOf(ctx: AppContext, owner: HandleOwner): Promise<void> {
  await ctx.db.delete(handles).where(ownedBy(owner));
}

/** Teams' current handles in handle order after `after`: the pages a sitemap of teams walks. */
export async function currentTeamHandlesAfter(
  ctx: AppContext,
  input: { after: string | null; limit: number },
): Promise<Array<{ handle: string; teamId: string }>> {
  const rows = await ctx.db
    .select({ handle: handles.handle, teamId: handles.teamId })
    .from(handles)
    .where(
      and(
        isNotNull(handles.teamId),
        isNull(handles.retiredAt),
        input.after === null ? undefined : gt(handles.handle, input.after),
      ),
    )
    .orderBy(asc(handles.handle))
    .limit(input.limit);
  return rows.map((row) => ({ handle: row.handle, teamId: row.teamId! }));
}
