import { buildPagination } from "@crewlance/contracts/common";
import type { TFavouriteIds, TFavouriteKind, TSavedItem, TSavedPage } from "@crewlance/contracts/favourites";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { favourites } from "../../db/schema/favourites";
import type { Viewer } from "../../lib/viewer";
import { listedFreelancerCardsByIds } from "../freelancers/index";
import { openTaskCardsByIds } from "../tasks/index";
import { visibleTeamCardsByIds } from "../teams/index";

/*
 * The caller's saved items of one kind, the latest saved first (favourites_user_kind_created_idx),
 * each with the card its owning module shows, or null when it is no longer available to them
 * (decision 0103). A person keeps at most FAVOURITES_MAX_PER_KIND of a kind, so the total is
 * counted exactly.
 */

function ofKind(userId: string, kind: TFavouriteKind) {
  return and(eq(favourites.userId, userId), eq(favourites.kind, kind));
}

export async function listFavourites(
  ctx: AppContext,
  input: { viewer: Viewer; kind: TFavouriteKind; page: number; limit: number },
): Promise<TSavedPage> {
  const where = ofKind(input.viewer.id, input.kind);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: favourites.targetId, savedAt: favourites.createdAt })
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), asc(favourites.targetId))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(favourites).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const cardOf = await cardsOf(ctx, input.kind, ids, input.viewer);
  return {
    items: rows.map((row) => cardOf({ id: row.id, savedAt: row.savedAt.toISOString() })),
    pagination: buildPagination(total?.value ?? 0, input.page, input.limit),
  };
}

type Saved = { id: string; savedAt: string };

/** One statement per page for the cards, through the owning module's door. */
async function cardsOf(
  ctx: AppContext,
  kind: TFavouriteKind,
  ids: string[],
  viewer: Viewer,
): Promise<(saved: Saved) => TSavedItem> {
  switch (kind) {
    case "task": {
      const cards = await openTaskCardsByIds(ctx, { taskIds: ids, viewer });
      return (saved) => ({ kind, ...saved, task: cards.get(saved.id) ?? null });
    }
    case "freelancer": {
      const cards = await listedFreelancerCardsByIds(ctx, ids);
      return (saved) => ({ kind, ...saved, freelancer: cards.get(saved.id) ?? null });
    }
    case "team": {
      const cards = await visibleTeamCardsByIds(ctx, { teamIds: ids, viewerId: viewer.id });
      return (saved) => ({ kind, ...saved, team: cards.get(saved.id) ?? null });
    }
  }
}

/** GET /favourites/ids: every id of the kind the caller saved, for a list's Save toggles. */
export async function savedIds(
  ctx: AppContext,
  input: { viewer: Viewer; kind: TFavouriteKind },
): Promise<TFavouriteIds> {
  const rows = await ctx.db
    .select({ id: favourites.targetId })
    .from(favourites)
    .where(ofKind(input.viewer.id, input.kind))
    .orderBy(desc(favourites.createdAt), asc(favourites.targetId));
  return { kind: input.kind, ids: rows.map((row) => row.id) };
}
