import { FAVOURITES_MAX_PER_KIND, type TFavouriteKind, type TFavouriteState } from "@crewlance/contracts/favourites";
import { and, count, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { favourites } from "../../db/schema/favourites";
import { AppError } from "../../lib/errors";
import type { Viewer } from "../../lib/viewer";
import { assertSavable } from "./targets";

type Target = { kind: TFavouriteKind; id: string; viewer: Viewer };

const NOUNS: Record<TFavouriteKind, string> = { task: "tasks", freelancer: "freelancers", team: "teams" };

/** PUT /favourites/{kind}/{id}: saved once however often it is asked; the first save's time stays. */
export async function saveFavourite(ctx: AppContext, input: Target): Promise<TFavouriteState> {
  const state = { kind: input.kind, id: input.id, saved: true };
  if (await isSaved(ctx, input)) return state;
  await assertSavable(ctx, input);
  const [kept] = await ctx.db
    .select({ value: count() })
    .from(favourites)
    .where(and(eq(favourites.userId, input.viewer.id), eq(favourites.kind, input.kind)));
  if ((kept?.value ?? 0) >= FAVOURITES_MAX_PER_KIND) {
    throw new AppError(
      "CONFLICT",
      `You can save up to ${FAVOURITES_MAX_PER_KIND} ${NOUNS[input.kind]}. Remove some to save more.`,
    );
  }
  await ctx.db
    .insert(favourites)
    .values({ userId: input.viewer.id, kind: input.kind, targetId: input.id })
    .onConflictDoNothing();
  return state;
}

/** DELETE /favourites/{kind}/{id}: unsaved, whether it was saved or not (and whether it still exists). */
export async function unsaveFavourite(ctx: AppContext, input: Target): Promise<TFavouriteState> {
  await ctx.db.delete(favourites).where(whereTarget(input));
  return { kind: input.kind, id: input.id, saved: false };
}

async function isSaved(ctx: AppContext, input: Target): Promise<boolean> {
  const [row] = await ctx.db.select({ id: favourites.targetId }).from(favourites).where(whereTarget(input));
  return row !== undefined;
}

function whereTarget(input: Target) {
  return and(
    eq(favourites.userId, input.viewer.id),
    eq(favourites.kind, input.kind),
    eq(favourites.targetId, input.id),
  );
}
