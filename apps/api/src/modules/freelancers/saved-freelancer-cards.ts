import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import { and, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { publicFileUrl } from "../users/index";
import { itemColumns, profile } from "./search-filters";

/*
 * What the favourites module reads of the directory (decision 0103): a freelancer may be saved,
 * and shows their card, while they are listed — exactly who GET /user/freelancers shows.
 */

/** The directory cards of those of `userIds` who are listed. */
export async function listedFreelancerCardsByIds(
  ctx: AppContext,
  userIds: string[],
): Promise<Map<string, TFreelancerListItem>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.db
    .select(itemColumns)
    .from(profile)
    .where(and(sql`${profile.listed}`, inArray(profile.userId, userIds)));
  return new Map(rows.map(({ avatarPath, ...row }) => [row.id, { ...row, avatarUrl: publicFileUrl(avatarPath) }]));
}
