import {
  MAX_SAVED_SEARCHES,
  type TSavedSearch,
  type TSavedSearchList,
  type TSavedTaskQuery,
  type ZCreateSavedSearchBody,
  type ZUpdateSavedSearchBody,
} from "@crewlance/contracts/saved-searches";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { savedSearches, savedSearchKeys } from "../../db/schema/alerts";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { searchKeysOf } from "./percolation-keys";
import { matchColumnsOf, NO_MATCH_COLUMNS, storedQueryOf } from "./saved-query";
import { savedSearchView } from "./saved-search-view";

type CreateBody = z.output<typeof ZCreateSavedSearchBody>;
type UpdateBody = z.output<typeof ZUpdateSavedSearchBody>;

/** GET /saved-searches: the person's saved searches, oldest first (at most MAX_SAVED_SEARCHES). */
export async function listSavedSearches(ctx: AppContext, input: { userId: string }): Promise<TSavedSearchList> {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, input.userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return { items: rows.map(savedSearchView), max: MAX_SAVED_SEARCHES };
}

/** POST /saved-searches: keeps the query as the list's schema normalised it, and indexes a task search. */
export async function createSavedSearch(
  ctx: AppContext,
  input: { userId: string; body: CreateBody },
): Promise<TSavedSearch> {
  const { body } = input;
  const query = storedQueryOf(body.query);
  return withTransaction(ctx, async (txCtx) => {
    // One person's saves queue here, so two at once cannot both pass the cap.
    await txCtx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved-searches:${input.userId}`}, 0))`);
    const [kept] = await txCtx.db
      .select({ value: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, input.userId));
    if ((kept?.value ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError(
        "BUSINESS_RULE",
        `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer use, then save this one.`,
      );
    }
    const at = now();
    const columns = body.kind === "tasks" ? matchColumnsOf(query as TSavedTaskQuery) : NO_MATCH_COLUMNS;
    const [row] = await txCtx.db
      .insert(savedSearches)
      .values({
        userId: input.userId,
        kind: body.kind,
        name: body.name,
        query,
        alerts: body.kind === "tasks" ? body.alerts : "off",
        ...columns,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (body.kind === "tasks") await indexSavedSearch(txCtx, row!);
    return savedSearchView(row!);
  });
}

async function indexSavedSearch(txCtx: TxContext, row: typeof savedSearches.$inferSelect): Promise<void> {
  const keys = await searchKeysOf(txCtx, row);
  await txCtx.db
    .insert(savedSearchKeys)
    .values(keys.map((key) => ({ key, savedSearchId: row.id })))
    .onConflictDoNothing();
}

/** The person's own saved search, locked; another person's is not found (decision 0025). */
async function lockOwnSavedSearch(txCtx: TxContext, input: { userId: string; id: string }) {
  const [row] = await txCtx.db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId)))
    .for("update");
  if (!row) throw notFound("This saved search");
  return row;
}

/** PATCH /saved-searches/{id}: rename it, or change how often a task search alerts. */
export async function updateSavedSearch(
  ctx: AppContext,
  input: { userId: string; id: string; body: UpdateBody },
): Promise<TSavedSearch> {
  return withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnSavedSearch(txCtx, input);
    const { name, alerts } = input.body;
    if (alerts !== undefined && alerts !== "off" && row.kind !== "tasks") {
      throw new AppError("VALIDATION_ERROR", "Saved freelancer searches have no alerts.", [
        { path: "alerts", message: "Only saved task searches can alert you." },
      ]);
    }
    const [updated] = await txCtx.db
      .update(savedSearches)
      .set({ name: name ?? row.name, alerts: alerts ?? row.alerts, updatedAt: now() })
      .where(eq(savedSearches.id, row.id))
      .returning();
    return savedSearchView(updated!);
  });
}

/** DELETE /saved-searches/{id}: its keys and matches go with it. */
export async function deleteSavedSearch(ctx: AppContext, input: { userId: string; id: string }): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnSavedSearch(txCtx, input);
    await txCtx.db.delete(savedSearches).where(eq(savedSearches.id, row.id));
  });
}
