import { type TTeamHandle, teamPagePath } from "@crewlance/contracts/handles";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { withTransaction } from "../../lib/transaction";
import {
  claimHandle,
  currentHandleOf,
  currentTeamHandlesAfter,
  type ProfileVisibility,
  resolveHandle,
} from "../users/index";
import { loadTeamAccess, requireTeamPermission } from "./access";

/*
 * A team's public page /t/<handle> (decision 0095). The handle lives in the users module's one
 * namespace, shared with people; the page's visibility is the team's own PUBLIC or PRIVATE, and a
 * PRIVATE team's page answers as a person's HIDDEN one does.
 */

/**
 * What a handle leads to. Whether its page may be shown is `readPublicTeam`'s to say, with the
 * team's row it reads anyway.
 */
export type TeamHandleLookup =
  | { kind: "found"; teamId: string; handle: string }
  | { kind: "moved"; handle: string }
  | null;

const pageVisibility = (visibility: "PUBLIC" | "PRIVATE"): ProfileVisibility =>
  visibility === "PUBLIC" ? "PUBLIC" : "HIDDEN";

/** The team `handle` belongs to at `at`, or where its page moved; null for a person's handle. */
export async function teamByHandle(ctx: AppContext, handle: string, at: Date): Promise<TeamHandleLookup> {
  const resolved = await resolveHandle(ctx, handle, at);
  if (!resolved || !("teamId" in resolved.owner)) return null;
  if (resolved.kind === "moved") return { kind: "moved", handle: resolved.handle };
  return { kind: "found", teamId: resolved.owner.teamId, handle: resolved.handle };
}

/** The team's handle now and who may see its page; null without a handle. */
export async function handleOfTeam(
  ctx: AppContext,
  teamId: string,
): Promise<{ handle: string; visibility: ProfileVisibility } | null> {
  const [team] = await ctx.db.select({ visibility: teams.visibility }).from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
  const handle = await currentHandleOf(ctx, { teamId });
  return handle ? { handle, visibility: pageVisibility(team.visibility) } : null;
}

/**
 * For sitemap.xml: PUBLIC teams moderation did not hide, with a handle, in handle order after
 * `after`. The handles come from the users module a page at a time and are filtered here, so a
 * page keeps asking until it has `limit` teams or the handles run out.
 */
export async function publicTeamHandlesPage(
  ctx: AppContext,
  input: { after: string | null; limit: number },
): Promise<Array<{ handle: string; updatedAt: Date }>> {
  const page: Array<{ handle: string; updatedAt: Date }> = [];
  let after = input.after;
  while (page.length < input.limit) {
    const batch = await currentTeamHandlesAfter(ctx, { after, limit: input.limit });
    if (batch.length === 0) break;
    const shown = await ctx.db
      .select({ id: teams.id, updatedAt: teams.updatedAt })
      .from(teams)
      .where(
        and(
          inArray(
            teams.id,
            batch.map((row) => row.teamId),
          ),
          eq(teams.visibility, "PUBLIC"),
          isNull(teams.hiddenAt),
        ),
      );
    const updatedAtOf = new Map(shown.map((team) => [team.id, team.updatedAt]));
    for (const row of batch) {
      const updatedAt = updatedAtOf.get(row.teamId);
      if (updatedAt && page.length < input.limit) page.push({ handle: row.handle, updatedAt });
    }
    if (batch.length < input.limit) break;
    after = batch[batch.length - 1]!.handle;
  }
  return page;
}

/** PUT /api/teams/{teamId}/handle: the team's owner and admins choose its address. */
export async function setTeamHandle(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; handle: string },
): Promise<TTeamHandle> {
  const handle = await withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { teamId: input.teamId, viewerId: input.viewerId, lock: true });
    requireTeamPermission(access, "edit");
    const at = now();
    const claimed = await claimHandle(txCtx, { owner: { teamId: input.teamId }, handle: input.handle, at });
    await txCtx.db.update(teams).set({ updatedAt: at }).where(eq(teams.id, input.teamId));
    return claimed;
  });
  return { handle, url: `${ctx.config.appUrl}${teamPagePath(handle)}` };
}
