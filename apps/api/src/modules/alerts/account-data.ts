import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { savedSearches } from "../../db/schema/alerts";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";

/* The alerts module's side of "your data" (decision 0099). */

/** saved-searches.json: every saved search with its query and alerts. */
export async function savedSearchDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const rows = await ctx.db
    .select({
      kind: savedSearches.kind,
      name: savedSearches.name,
      query: savedSearches.query,
      alerts: savedSearches.alerts,
      createdAt: savedSearches.createdAt,
      updatedAt: savedSearches.updatedAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
  return { data: { savedSearches: rows }, files: [] };
}

/** The AccountDeleted listener: saved searches go, with their keys and matches (cascade). */
export async function deleteSavedSearchesOf(txCtx: TxContext, input: { userId: string }): Promise<void> {
  await txCtx.db.delete(savedSearches).where(eq(savedSearches.userId, input.userId));
}
