import { eq } from "drizzle-orm";
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

/** Writes the figures; a user without a freelancer profile is left alone. */
export async function setFreelancerFigures(
  txCtx: TxContext,
  userId: string,
  figures: FreelancerFigures,
): Promise<void> {
  await txCtx.db
    .update(freelancerProfiles)
    .set({
      rating: figures.rating,
      reviewsCount: figures.reviewsCount,
      completedProjects: figures.completedProjects,
      totalEarned: figures.totalEarned,
      updatedAt: now(),
    })
    .where(eq(freelancerProfiles.userId, userId));
}
