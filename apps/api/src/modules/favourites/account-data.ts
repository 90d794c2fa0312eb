import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { favourites } from "../../db/schema/favourites";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";
import { taskIdsOfCompany } from "../tasks/index";

/* The favourites module's side of "your data" (decision 0099) and of deleted accounts and teams. */

/** favourites.json: what the person saved, by kind, the earliest first. */
export async function favouriteDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const rows = await ctx.db
    .select({ kind: favourites.kind, id: favourites.targetId, savedAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.kind), asc(favourites.createdAt));
  return { data: { favourites: rows }, files: [] };
}

/**
 * The AccountDeleted listener: the person's saves go, and so do everyone's saves of them as a
 * freelancer and of the tasks they posted as a company.
 */
export async function removeFavouritesOfAccount(txCtx: TxContext, input: { userId: string }): Promise<void> {
  const postedTasks = await taskIdsOfCompany(txCtx, input.userId);
  await txCtx.db
    .delete(favourites)
    .where(
      or(
        eq(favourites.userId, input.userId),
        and(eq(favourites.kind, "freelancer"), eq(favourites.targetId, input.userId)),
        postedTasks.length > 0
          ? and(eq(favourites.kind, "task"), inArray(favourites.targetId, postedTasks))
          : undefined,
      ),
    );
}

/** The TeamDeleted listener: saves of the team go with it. */
export async function removeFavouritesOfTeam(txCtx: TxContext, input: { teamId: string }): Promise<void> {
  await txCtx.db.delete(favourites).where(and(eq(favourites.kind, "team"), eq(favourites.targetId, input.teamId)));
}
