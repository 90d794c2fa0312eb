import {
  normaliseHandle,
  type THandleAvailability,
  type TProfileVisibility,
  type TPublicPage,
  userPagePath,
} from "@crewlance/contracts/handles";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/users";
import { handles } from "../../db/schema/users-handles";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { preparedOnce } from "../../lib/prepared";
import { type TxContext, withTransaction } from "../../lib/transaction";
import {
  claimHandle,
  currentHandleOf,
  handleUnavailableReason,
  releaseHandlesOf,
  resolveHandle,
} from "./handle-registry";

/*
 * A person's public page /u/<handle> (decision 0095): the handle they chose and who may see the
 * page. These are the doors the public pages read; the page itself is drawn elsewhere.
 */

export type ProfileVisibility = TProfileVisibility;

/**
 * What a handle leads to. `listed` is false for a suspended or moderation-hidden account, whose
 * public page answers "not found" although the handle still resolves.
 */
export type HandleLookup =
  | { kind: "found"; userId: string; handle: string; visibility: ProfileVisibility; listed: boolean }
  | { kind: "moved"; handle: string }
  | null;

/**
 * The person `handle` belongs to at `at`, or where their page moved; null for a team's handle.
 * A current handle, the common case, is one query: the handle with its owner's row.
 */
export async function userByHandle(ctx: AppContext, handle: string, at: Date): Promise<HandleLookup> {
  // Every public profile visit asks this: prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, "users:handle-owner", (name) =>
    ctx.db
      .select({
        userId: users.id,
        handle: handles.handle,
        visibility: users.publicPageVisibility,
        status: users.status,
        hiddenAt: users.hiddenAt,
      })
      .from(handles)
      .innerJoin(users, eq(users.id, handles.userId))
      .where(and(eq(handles.handle, sql.placeholder("handle")), isNull(handles.retiredAt)))
      .prepare(name),
  );
  const [row] = await statement.execute({ handle: normaliseHandle(handle) });
  if (row) {
    const { status, hiddenAt, ...found } = row;
    return { kind: "found", ...found, listed: status === "ACTIVE" && hiddenAt === null };
  }
  const resolved = await resolveHandle(ctx, handle, at);
  if (resolved?.kind !== "moved" || !("userId" in resolved.owner)) return null;
  return { kind: "moved", handle: resolved.handle };
}

/** The person's handle now and who may see their page; null without a handle. */
export async function handleOfUser(
  ctx: AppContext,
  userId: string,
): Promise<{ handle: string; visibility: ProfileVisibility } | null> {
  // Every public job page asks this of its company: prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, "users:handle-of-user", (name) =>
    ctx.db
      .select({ handle: handles.handle, visibility: users.publicPageVisibility })
      .from(handles)
      .innerJoin(users, eq(users.id, handles.userId))
      .where(and(eq(handles.userId, sql.placeholder("userId")), isNull(handles.retiredAt)))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row ?? null;
}

/** The current handles of the people named whose page is PUBLIC, by user id: one query for a list. */
export async function publicHandlesOfUsers(ctx: AppContext, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  // Every public team page asks this for its members: prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, "users:public-handles", (name) =>
    ctx.db
      .select({ userId: users.id, handle: handles.handle })
      .from(handles)
      .innerJoin(users, eq(users.id, handles.userId))
      .where(
        and(
          sql`${handles.userId} = any(${sql.placeholder("userIds")})`,
          isNull(handles.retiredAt),
          eq(users.publicPageVisibility, "PUBLIC"),
        ),
      )
      .prepare(name),
  );
  const rows = await statement.execute({ userIds: [...new Set(userIds)] });
  return new Map(rows.map((row) => [row.userId, row.handle]));
}

/**
 * For sitemap.xml: PUBLIC, ACTIVE, not moderation-hidden freelancers and companies with a
 * handle, in handle order after `after` (the handles' primary key walks it).
 */
export async function publicHandlesPage(
  ctx: AppContext,
  input: { after: string | null; limit: number },
): Promise<Array<{ handle: string; role: "FREELANCER" | "COMPANY"; updatedAt: Date }>> {
  const rows = await ctx.db
    .select({ handle: handles.handle, role: users.role, updatedAt: users.updatedAt })
    .from(handles)
    .innerJoin(users, eq(users.id, handles.userId))
    .where(
      and(
        isNull(handles.retiredAt),
        input.after === null ? undefined : gt(handles.handle, input.after),
        eq(users.publicPageVisibility, "PUBLIC"),
        eq(users.status, "ACTIVE"),
        isNull(users.hiddenAt),
        inArray(users.role, ["FREELANCER", "COMPANY"]),
      ),
    )
    .orderBy(asc(handles.handle))
    .limit(input.limit);
  return rows.map((row) => ({
    handle: row.handle,
    role: row.role as "FREELANCER" | "COMPANY",
    updatedAt: row.updatedAt,
  }));
}

/** GET /api/users/me/public-page */
export async function getPublicPage(ctx: AppContext, input: { userId: string }): Promise<TPublicPage> {
  const [user] = await ctx.db
    .select({ visibility: users.publicPageVisibility })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound("User");
  const handle = await currentHandleOf(ctx, { userId: input.userId });
  return { handle, visibility: user.visibility, url: handle ? `${ctx.config.appUrl}${userPagePath(handle)}` : null };
}

/** PUT /api/users/me/public-page: the handle (kept, changed or chosen) and the visibility, together. */
export async function setPublicPage(
  ctx: AppContext,
  input: { userId: string; handle: string; visibility: ProfileVisibility },
): Promise<TPublicPage> {
  const at = now();
  await withTransaction(ctx, async (txCtx) => {
    await claimHandle(txCtx, { owner: { userId: input.userId }, handle: input.handle, at });
    await txCtx.db
      .update(users)
      .set({ publicPageVisibility: input.visibility, updatedAt: at })
      .where(eq(users.id, input.userId));
  });
  return getPublicPage(ctx, { userId: input.userId });
}

/** GET /api/handles/availability: whether the asker could take `handle` now, and why not. */
export async function handleAvailability(
  ctx: AppContext,
  input: { userId: string; handle: string },
): Promise<THandleAvailability> {
  const handle = normaliseHandle(input.handle);
  const reason = await handleUnavailableReason(ctx, { handle, owner: { userId: input.userId }, at: now() });
  return reason ? { handle, available: false, reason } : { handle, available: true };
}

/** Frees the person's handle and its redirects (account deletion): anyone may take them at once. */
export async function releaseHandle(txCtx: TxContext, userId: string): Promise<void> {
  await releaseHandlesOf(txCtx, { userId });
}
