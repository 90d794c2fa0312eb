import type { TPortfolioItem, TTeam } from "@crewlance/contracts/teams";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamPortfolioItems, teams } from "../../db/schema/teams";
import { portfolioItemView, teamViews } from "./views";

/*
 * A team as its public page shows it (modules/public-pages, decision 0096): a PUBLIC team that
 * moderation did not hide, read for nobody in particular — the same views GET /teams/{id} and
 * its portfolio answer, without the viewer's pending requests or the team's projects.
 */

/** How many portfolio items the public page shows. */
const PUBLIC_PORTFOLIO_ITEMS = 24;

export async function readPublicTeam(
  ctx: AppContext,
  teamId: string,
): Promise<{ team: TTeam; portfolio: TPortfolioItem[] } | null> {
  const [row] = await ctx.db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.visibility, "PUBLIC"), isNull(teams.hiddenAt)));
  if (!row) return null;
  const [[team], items] = await Promise.all([
    teamViews(ctx, [row], ""),
    ctx.db
      .select()
      .from(teamPortfolioItems)
      .where(and(eq(teamPortfolioItems.teamId, row.id), isNull(teamPortfolioItems.hiddenAt)))
      .orderBy(asc(teamPortfolioItems.position), asc(teamPortfolioItems.id))
      .limit(PUBLIC_PORTFOLIO_ITEMS),
  ]);
  return { team: team!, portfolio: items.map(portfolioItemView) };
}
