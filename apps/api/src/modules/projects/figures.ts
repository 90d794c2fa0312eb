import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectReviews, projects } from "../../db/schema/projects";
import type { TxContext } from "../../lib/transaction";
import { lifetimeTotalsOf } from "../money/index";
import { type FreelancerFigures, setFreelancerFigures } from "../users/index";

/*
 * Derived figures (decision 0036). The freelancer's rating, reviewsCount, completedProjects and
 * totalEarned are recomputed from their rows (visible reviews, COMPLETED projects, the ledger's
 * ESCROW_RELEASE lines) and stored on the profile in the transaction of the event that changed
 * them; a company's average rating is computed on read. A review hidden by moderation counts in
 * neither (decision 0092).
 */

/** Recomputes one freelancer's figures from their rows and stores them on the profile. */
export async function refreshFreelancerFigures(txCtx: TxContext, freelancerId: string): Promise<void> {
  await refreshFreelancersFigures(txCtx, [freelancerId]);
}

/**
 * The same for many freelancers (the review sweep reveals up to 200 reviews at once): four
 * statements however many, each grouped by freelancer.
 */
export async function refreshFreelancersFigures(txCtx: TxContext, freelancerIds: readonly string[]): Promise<void> {
  const ids = [...new Set(freelancerIds)];
  if (ids.length === 0) return;
  const [reviews, completed, lifetime] = await Promise.all([
    txCtx.db
      .select({
        freelancerId: projectReviews.subjectId,
        average: sql<string | null>`avg(${projectReviews.rating})`,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(projectReviews)
      .where(
        and(
          inArray(projectReviews.subjectId, ids),
          isNotNull(projectReviews.revealedAt),
          isNull(projectReviews.hiddenAt),
        ),
      )
      .groupBy(projectReviews.subjectId),
    txCtx.db
      .select({ freelancerId: projects.freelancerId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(and(inArray(projects.freelancerId, ids), eq(projects.status, "COMPLETED")))
      .groupBy(projects.freelancerId),
    lifetimeTotalsOf(txCtx, ids),
  ]);
  const reviewsOf = new Map(reviews.map((row) => [row.freelancerId, row]));
  const completedOf = new Map(completed.map((row) => [row.freelancerId, row.count]));
  const figures = new Map<string, FreelancerFigures>();
  for (const id of ids) {
    const average = reviewsOf.get(id)?.average;
    figures.set(id, {
      rating: average === null || average === undefined ? null : Math.round(Number(average) * 100) / 100,
      reviewsCount: reviewsOf.get(id)?.count ?? 0,
      completedProjects: completedOf.get(id) ?? 0,
      totalEarned: lifetime.get(id)?.earned ?? 0,
    });
  }
  await setFreelancerFigures(txCtx, figures);
}

/** Average rating and count of the visible reviews about each company (its reputation). */
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
        isNull(projectReviews.hiddenAt),
        eq(projectReviews.authorSide, "FREELANCER"),
      ),
    )
    .groupBy(projectReviews.subjectId);
  for (const row of rows) {
    result.set(row.subjectId, { averageRating: Math.round(Number(row.average) * 100) / 100, reviewsCount: row.count });
  }
  return result;
}
