import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectReviews, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { onEvent } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { type Reportable, registerReportable } from "../safety/index";
import { loadUserSummaries } from "../users/index";
import { refreshFreelancerFigures } from "./figures";
import { reviewDeadlineOf } from "./project-state";

/*
 * Reviews under moderation (decision 0092): a reported review is described to the queue, and a
 * hidden one leaves the profile's review list and its subject's rating (figures.ts), until an
 * appeal restores it.
 */

async function setReviewHidden(txCtx: TxContext, reviewId: string, hidden: boolean): Promise<void> {
  const [row] = await txCtx.db
    .update(projectReviews)
    .set({ hiddenAt: hidden ? now() : null })
    .where(eq(projectReviews.id, reviewId))
    .returning({ subjectId: projectReviews.subjectId, authorSide: projectReviews.authorSide });
  // A freelancer's rating is stored on their profile; a company's is computed on read.
  if (row?.authorSide === "COMPANY") await refreshFreelancerFigures(txCtx, row.subjectId);
}

/**
 * The review as the queue shows it, when `viewerId` may see it: anyone once it is public
 * (revealed, or its window closed) and not hidden, its author and subject always; an admin
 * (null) always.
 */
export async function describeReview(
  ctx: AppContext,
  reviewId: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const [found] = await ctx.db
    .select({ review: projectReviews, project: projects })
    .from(projectReviews)
    .innerJoin(projects, eq(projects.id, projectReviews.projectId))
    .where(eq(projectReviews.id, reviewId));
  if (!found) return null;
  const { review, project } = found;
  const deadline = reviewDeadlineOf(project);
  const isPublic = review.hiddenAt === null && (review.revealedAt !== null || (deadline !== null && deadline <= now()));
  const isParty = viewerId === review.authorId || viewerId === review.subjectId;
  if (viewerId !== null && !isPublic && !isParty) return null;
  const people = await loadUserSummaries(ctx, [review.authorId, review.subjectId]);
  const nameOf = (id: string) => people.get(id)?.company?.name ?? people.get(id)?.fullName ?? "Former user";
  return {
    ownerId: review.authorId,
    label: `Review by ${nameOf(review.authorId)}`,
    preview: review.comment,
    context: async () => [
      { label: "Project", text: project.title, at: null, reported: false },
      {
        label: `About ${nameOf(review.subjectId)}`,
        text: `${review.rating} of 5 stars`,
        at: review.createdAt,
        reported: true,
      },
    ],
  };
}

export function listenForReviewModeration(): void {
  registerReportable("REVIEW", describeReview);
  onEvent("ContentHidden", async (txCtx, event) => {
    if (event.itemKind === "REVIEW") await setReviewHidden(txCtx, event.itemId, true);
  });
  onEvent("ContentRestored", async (txCtx, event) => {
    if (event.itemKind === "REVIEW") await setReviewHidden(txCtx, event.itemId, false);
  });
}
