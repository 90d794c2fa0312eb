import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamPortfolioItems, teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { onEvent } from "../../lib/events";
import { type Reportable, registerReportable } from "../safety/index";
import { loadTeamAccess } from "./access";

/*
 * Teams and their portfolio items under moderation (decision 0092): how a reported one reads in
 * the queue (owned by the team's owner, reportable by whoever may see the team) and its
 * `hidden_at` set and cleared in the moderation action's transaction.
 */

type TeamRow = typeof teams.$inferSelect;

/** The team as `viewerId` may see it (null: an admin, who sees every team); null when they may not. */
async function visibleTeam(ctx: AppContext, teamId: string, viewerId: string | null): Promise<TeamRow | null> {
  if (viewerId === null) {
    const [team] = await ctx.db.select().from(teams).where(eq(teams.id, teamId));
    return team ?? null;
  }
  return (await loadTeamAccess(ctx, { teamId, viewerId }).catch(() => null))?.team ?? null;
}

export async function describeTeam(
  ctx: AppContext,
  teamId: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const team = await visibleTeam(ctx, teamId, viewerId);
  if (!team) return null;
  return {
    ownerId: team.ownerId,
    label: team.name,
    preview: team.description || null,
    context: async () => [
      { label: "Skills", text: team.skills.join(", ") || "None listed", at: null, reported: false },
      { label: "Members", text: String(team.memberCount), at: null, reported: false },
      {
        label: "Visibility",
        text: team.visibility === "PUBLIC" ? "Public" : "Private",
        at: team.createdAt,
        reported: false,
      },
    ],
  };
}

export async function describePortfolioItem(
  ctx: AppContext,
  itemId: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const [item] = await ctx.db.select().from(teamPortfolioItems).where(eq(teamPortfolioItems.id, itemId));
  if (!item || (item.hiddenAt && viewerId !== null)) return null;
  const team = await visibleTeam(ctx, item.teamId, viewerId);
  if (!team) return null;
  return {
    ownerId: team.ownerId,
    label: item.title,
    preview: item.description || null,
    context: async () => [
      { label: "Team", text: team.name, at: null, reported: false },
      ...(item.url ? [{ label: "Link", text: item.url, at: null, reported: false }] : []),
      ...(item.tags.length > 0 ? [{ label: "Tags", text: item.tags.join(", "), at: null, reported: false }] : []),
    ],
  };
}

async function setHidden(ctx: AppContext, kind: string, id: string, hiddenAt: Date | null): Promise<void> {
  if (kind === "TEAM") await ctx.db.update(teams).set({ hiddenAt }).where(eq(teams.id, id));
  if (kind === "PORTFOLIO_ITEM") {
    await ctx.db.update(teamPortfolioItems).set({ hiddenAt }).where(eq(teamPortfolioItems.id, id));
  }
}

export function listenForModeration(): void {
  registerReportable("TEAM", describeTeam);
  registerReportable("PORTFOLIO_ITEM", describePortfolioItem);
  onEvent("ContentHidden", (txCtx, event) => setHidden(txCtx, event.itemKind, event.itemId, now()));
  onEvent("ContentRestored", (txCtx, event) => setHidden(txCtx, event.itemKind, event.itemId, null));
}
