import type { TPortfolioItem, TTeam } from "@crewlance/contracts/teams";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamPortfolioItems, teams } from "../../db/schema/teams";
import { preparedOnce, sqlInteger } from "../../lib/prepared";
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
  // Every /t/<handle> page asks both: prepared once per connection, planned once (decision 0059).
  const teamStatement = preparedOnce(ctx, "teams:public-team", (name) =>
    ctx.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, sql.placeholder("teamId")), eq(teams.visibility, "PUBLIC"), isNull(teams.hiddenAt)))
      .prepare(name),
  );
  const portfolioStatement = preparedOnce(ctx, "teams:public-portfolio", (name) =>
    ctx.db
      .select()
      .from(teamPortfolioItems)
      .where(and(eq(teamPortfolioItems.teamId, sql.placeholder("teamId")), isNull(teamPortfolioItems.hiddenAt)))
      .orderBy(asc(teamPortfolioItems.position), asc(teamPortfolioItems.id))
      .limit(sqlInteger(PUBLIC_PORTFOLIO_ITEMS) as unknown as number)
      .prepare(name),
  );
  const [row] = await teamStatement.execute({ teamId });
  if (!row) return null;
  const [[team], items] = await Promise.all([teamViews(ctx, [row], ""), portfolioStatement.execute({ teamId })]);
  return { team: team!, portfolio: items.map(portfolioItemView) };
}
