import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectReviews, projects } from "../../db/schema/projects";
import type { TxContext } from "../../lib/transaction";
import { setFreelancerFigures } from "../users/figures-service";
import { getWalletSummary } from "../wallet/service";

/*
 * Derived figures (decision 0036). The freelancer's rating, reviewsCount, completedProjects and
 * totalEarned are recomputed from their rows (visible reviews, COMPLETED projects, the ledger's
 * ESCROW_RELEASE lines) and stored on the profile in the transaction of the event that changed
 * them; a company's average rating is computed on read.
 */

export async function refreshFreelancerFigures(txCtx: TxContext, freelancerId: string): Promise<void> {
  const [[reviews], [completed], wallet] = await Promise.all([
    txCtx.db
      .select({
        average: sql<string | null>`avg(${projectReviews.rating})`,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(projectReviews)
      .where(and(eq(projectReviews.subjectId, freelancerId), isNotNull(projectReviews.revealedAt))),
    txCtx.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(and(eq(projects.freelancerId, freelancerId), eq(projects.status, "COMPLETED"))),
    getWalletSummary(txCtx, { userId: freelancerId }),
  ]);
  const average = reviews?.average === null || reviews?.average === undefined ? null : Number(reviews.average);
  await setFreelancerFigures(txCtx, freelancerId, {
    rating: average === null ? null : Math.round(average * 100) / 100,
    reviewsCount: reviews?.count ?? 0,
    completedProjects: completed?.count ?? 0,
    totalEarned: wallet.lifetimeEarned,
  });
}

/** Average rating and count of the visible reviews about each company (its reputation, B3). */
export async function companyReviewFigures(
  ctx: AppContext,
  companyIds: readonly string[],
): Promise<Map<string, { averageRating: number | null; reviewsCount: number }>> {
  const result = new Map<string, { averageRating: number | null; reviewsCount: number }>();
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return result;
  const rows = await ctx.db
    .select({
      subjectId: projectReviews.subjectId,
      average: sql<string>`avg(${projectReviews.rating})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(projectReviews)
    .where(
      and(
        inArray(projectReviews.subjectId, ids),
        isNotNull(projectReviews.revealedAt),
        eq(projectReviews.authorSide, "FREELANCER"),
      ),
    )
    .groupBy(projectReviews.subjectId);
  for (const row of rows) {
    result.set(row.subjectId, { averageRating: Math.round(Number(row.average) * 100) / 100, reviewsCount: row.count });
  }
  return result;
}
