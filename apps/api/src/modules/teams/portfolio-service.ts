import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import {
  TEAM_PORTFOLIO_MAX,
  type TPortfolioItem,
  type ZPortfolioCreateBody,
  type ZPortfolioUpdateBody,
} from "@crewlance/contracts/teams";
import { and, asc, count, eq, isNull, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { teamPortfolioItems, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { toWebpImage } from "../../lib/images";
import { removeFile, saveFile } from "../../lib/storage";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { portfolioItemView } from "./views";

/*
 * The team portfolio: items with title, description, link, image and tags, in an
 * order the team's owner and admins set. Anyone who may see the team sees its portfolio.
 * Images are checked by content and stored as WebP (lib/images), like profile images.
 */

/** GET /teams/{id}/portfolio: in order (team_portfolio_items_team_position_idx). */
export async function listPortfolio(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; page: number; limit: number },
): Promise<{ items: TPortfolioItem[]; pagination: TPagination }> {
  const access = await loadTeamAccess(ctx, input);
  const where = and(eq(teamPortfolioItems.teamId, access.team.id), isNull(teamPortfolioItems.hiddenAt));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(teamPortfolioItems)
      .where(where)
      .orderBy(asc(teamPortfolioItems.position), asc(teamPortfolioItems.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(teamPortfolioItems).where(where),
  ]);
  return {
    items: rows.map(portfolioItemView),
    pagination: buildPagination(total?.value ?? 0, input.page, input.limit),
  };
}

/** The first `limit` items of several teams, for their applications (one statement). */
export async function loadPortfolioPreviews(
  ctx: AppContext,
  input: { teamIds: readonly string[]; limit: number },
): Promise<Map<string, TPortfolioItem[]>> {
  const byTeam = new Map<string, TPortfolioItem[]>();
  if (input.teamIds.length === 0) return byTeam;
  const rows = await ctx.db
    .select()
    .from(teamPortfolioItems)
    .where(
      and(
        sql`${teamPortfolioItems.teamId} in ${[...new Set(input.teamIds)]}`,
        sql`${teamPortfolioItems.position} <= ${input.limit}`,
        isNull(teamPortfolioItems.hiddenAt),
      ),
    )
    .orderBy(asc(teamPortfolioItems.teamId), asc(teamPortfolioItems.position), asc(teamPortfolioItems.id));
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? [];
    list.push(portfolioItemView(row));
    byTeam.set(row.teamId, list);
  }
  return byTeam;
}

async function editableTeam(txCtx: TxContext, teamId: string, viewerId: string) {
  const access = await loadTeamAccess(txCtx, { teamId, viewerId, lock: true });
  requireTeamPermission(access, "edit");
  return access.team;
}

async function loadItem(txCtx: TxContext, teamId: string, itemId: string) {
  const [row] = await txCtx.db
    .select()
    .from(teamPortfolioItems)
    .where(and(eq(teamPortfolioItems.id, itemId), eq(teamPortfolioItems.teamId, teamId)))
    .for("update");
  if (!row) throw notFound("Portfolio item");
  return row;
}

export async function addPortfolioItem(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; body: z.output<typeof ZPortfolioCreateBody> },
): Promise<TPortfolioItem> {
  return withTransaction(ctx, async (txCtx) => {
    const team = await editableTeam(txCtx, input.teamId, input.viewerId);
    const [stats] = await txCtx.db
      .select({ items: count(), last: max(teamPortfolioItems.position) })
      .from(teamPortfolioItems)
      .where(eq(teamPortfolioItems.teamId, team.id));
    if ((stats?.items ?? 0) >= TEAM_PORTFOLIO_MAX) {
      throw new AppError("BUSINESS_RULE", `A team portfolio holds at most ${TEAM_PORTFOLIO_MAX} items.`);
    }
    const at = now();
    const [row] = await txCtx.db
      .insert(teamPortfolioItems)
      .values({
        teamId: team.id,
        title: input.body.title,
        description: input.body.description ?? "",
        url: input.body.url ?? null,
        tags: input.body.tags ?? [],
        position: (stats?.last ?? 0) + 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return portfolioItemView(row!);
  });
}

export async function updatePortfolioItem(
  ctx: AppContext,
  input: { teamId: string; itemId: string; viewerId: string; body: z.output<typeof ZPortfolioUpdateBody> },
): Promise<TPortfolioItem> {
  return withTransaction(ctx, async (txCtx) => {
    const team = await editableTeam(txCtx, input.teamId, input.viewerId);
    const item = await loadItem(txCtx, team.id, input.itemId);
    const body = input.body;
    const [row] = await txCtx.db
      .update(teamPortfolioItems)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.tags !== undefined ? { tags: body.tags } : {}),
        updatedAt: now(),
      })
      .where(eq(teamPortfolioItems.id, item.id))
      .returning();
    return portfolioItemView(row!);
  });
}

/** Removes an item and closes the gap in the order. */
export async function deletePortfolioItem(
  ctx: AppContext,
  input: { teamId: string; itemId: string; viewerId: string },
): Promise<void> {
  const imagePath = await withTransaction(ctx, async (txCtx) => {
    const team = await editableTeam(txCtx, input.teamId, input.viewerId);
    const item = await loadItem(txCtx, team.id, input.itemId);
    await txCtx.db.delete(teamPortfolioItems).where(eq(teamPortfolioItems.id, item.id));
    await txCtx.db
      .update(teamPortfolioItems)
      .set({ position: sql`${teamPortfolioItems.position} - 1` })
      .where(and(eq(teamPortfolioItems.teamId, team.id), sql`${teamPortfolioItems.position} > ${item.position}`));
    return item.imagePath;
  });
  await removeFile(ctx.config.dataDir, "public", imagePath);
}

/**
 * PUT /teams/{id}/portfolio/order: every item of the team, once, in the new order. Items
 * moderation hid are not listed, so they are not asked for and keep their place (decision 0092).
 */
export async function reorderPortfolio(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; itemIds: string[] },
): Promise<TPortfolioItem[]> {
  return withTransaction(ctx, async (txCtx) => {
    const team = await editableTeam(txCtx, input.teamId, input.viewerId);
    const rows = await txCtx.db
      .select({ id: teamPortfolioItems.id })
      .from(teamPortfolioItems)
      .where(and(eq(teamPortfolioItems.teamId, team.id), isNull(teamPortfolioItems.hiddenAt)))
      .for("update");
    const existing = new Set(rows.map((row) => row.id));
    if (rows.length !== input.itemIds.length || !input.itemIds.every((id) => existing.has(id))) {
      throw new AppError("BUSINESS_RULE", "List every item of the portfolio once, in the new order.");
    }
    // One statement: each item's position is its place in the list sent (1-based).
    const order = JSON.stringify(input.itemIds);
    await txCtx.db
      .update(teamPortfolioItems)
      .set({
        position: sql`array_position(array(select jsonb_array_elements_text(${order}::jsonb)::uuid), ${teamPortfolioItems.id})`,
        updatedAt: now(),
      })
      .where(and(eq(teamPortfolioItems.teamId, team.id), isNull(teamPortfolioItems.hiddenAt)));
    const ordered = await txCtx.db
      .select()
      .from(teamPortfolioItems)
      .where(and(eq(teamPortfolioItems.teamId, team.id), isNull(teamPortfolioItems.hiddenAt)))
      .orderBy(asc(teamPortfolioItems.position), asc(teamPortfolioItems.id));
    return ordered.map(portfolioItemView);
  });
}

/** The item's image: checked by content, at most 1200 px wide WebP; replaces the previous one. */
export async function replacePortfolioImage(
  ctx: AppContext,
  input: { teamId: string; itemId: string; viewerId: string; content: Buffer },
): Promise<TPortfolioItem> {
  requireTeamPermission(await loadTeamAccess(ctx, input), "edit");
  const image = await toWebpImage(input.content, { width: 1200, height: 900, fit: "inside" }, "file");
  const stored = await saveFile(ctx.config.dataDir, "public", "team-portfolio", "webp", image);
  try {
    const { item, previous } = await withTransaction(ctx, async (txCtx) => {
      const team = await editableTeam(txCtx, input.teamId, input.viewerId);
      const current = await loadItem(txCtx, team.id, input.itemId);
      const [row] = await txCtx.db
        .update(teamPortfolioItems)
        .set({ imagePath: stored, updatedAt: now() })
        .where(eq(teamPortfolioItems.id, current.id))
        .returning();
      await txCtx.db.update(teams).set({ updatedAt: now() }).where(eq(teams.id, team.id));
      return { item: portfolioItemView(row!), previous: current.imagePath };
    });
    await removeFile(ctx.config.dataDir, "public", previous);
    return item;
  } catch (error) {
    await removeFile(ctx.config.dataDir, "public", stored);
    throw error;
  }
}
