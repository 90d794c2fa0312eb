import { sql } from "drizzle-orm";
import { freelancerProfiles } from "../../db/schema/users";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";

/*
 * The freelancer profile's derived figures (decision 0036): rating, reviewsCount,
 * completedProjects and totalEarned are computed by the projects module from real reviews,
 * projects and ledger releases and written here in the same transaction as the event that
 * changed them, so the directory keeps sorting by rating on its own index (decision 0013).
 */

export type FreelancerFigures = {
  /** Average of the visible reviews, rounded to 2 decimals; null without any. */
  rating: number | null;
  reviewsCount: number;
  completedProjects: number;
  /** Paise received from escrow releases. */
  totalEarned: number;
};

/** Writes each user's figures in one statement; a user without a freelancer profile is left alone. */
export async function setFreelancerFigures(
  txCtx: TxContext,
  figuresByUser: ReadonlyMap<string, FreelancerFigures>,
): Promise<void> {
  if (figuresByUser.size === 0) return;
  const rows = JSON.stringify(
    [...figuresByUser].map(([userId, figures]) => ({
      u: userId,
      r: figures.rating,
      n: figures.reviewsCount,
      c: figures.completedProjects,
      e: figures.totalEarned,
    })),
  );
  await txCtx.db.execute(sql`
    update ${freelancerProfiles}
       set rating = f.r, reviews_count = f.n, completed_projects = f.c, total_earned = f.e,
           updated_at = ${now().toISOString()}::timestamptz
      from jsonb_to_recordset(${rows}::jsonb) as f(u uuid, r real, n integer, c integer, e bigint)
     where ${freelancerProfiles.userId} = f.u`);
}
