import type { TUserReview } from "@crewlance/contracts/projects";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Briefcase, Star } from "lucide-react";
import { useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { formatListTotal, PagedList } from "@/components/paged-list";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Stars } from "@/components/stars";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { userReviewsQuery } from "@/lib/reviews/api";

function ReviewItem({ review }: { review: TUserReview }) {
  return (
    <article aria-label={`Review from ${review.author.name}`} className="flex items-start gap-3">
      <Avatar
        src={review.author.avatarUrl}
        name={review.author.name}
        size="sm"
        className={review.authorSide === "COMPANY" ? "rounded-lg" : undefined}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="break-words text-sm font-medium text-fg">{review.author.name}</p>
          <span className="flex items-center gap-2">
            <time dateTime={review.createdAt} className="text-xs text-muted">
              {formatDate(new Date(review.createdAt), "local")}
            </time>
            <SafetyMenu
              className="size-7 border-0"
              label={`More actions for the review from ${review.author.name}`}
              ownerId={review.author.id}
              report={{ itemKind: "REVIEW", itemId: review.id, itemName: `the review from ${review.author.name}` }}
            />
          </span>
        </div>
        <p className="mt-0.5 flex items-start gap-1 text-xs text-muted">
          <Briefcase className="mt-px size-3.5 shrink-0" aria-hidden />
          <span className="break-words">
            <span className="sr-only">Project: </span>
            {review.projectTitle}
          </span>
        </p>
        {review.rating !== null ? (
          <div className="mt-2">
            <Stars rating={review.rating} />
          </div>
        ) : null}
        <p className="mt-1.5 whitespace-pre-line break-words text-sm text-fg">{review.comment}</p>
      </div>
    </article>
  );
}

/**
 * The visible reviews about a freelancer or a company on their profile, newest first, a page at a
 * time. Only revealed reviews are listed (decision 0036), the same ones the rating counts.
 */
export function UserReviews({
  userId,
  emptyDescription,
  className,
}: {
  userId: string;
  /** Who writes the reviews that will appear, and when. */
  emptyDescription: string;
  className?: string;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...userReviewsQuery(userId, page), placeholderData: keepPreviousData });
  const total = query.data?.pagination;
  return (
    <Card aria-labelledby={headingId} role="region" className={cn("p-5 sm:p-6", className)}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          Reviews
        </h2>
        {total && total.totalCount > 0 ? (
          <p className="text-xs text-muted">
            {formatListTotal(total)} {total.totalCount === 1 ? "review" : "reviews"}, newest first
          </p>
        ) : null}
      </div>
      <PagedList
        query={query}
        variant="card"
        errorFallback="Could not load the reviews."
        errorClassName="text-sm text-muted"
        paginationClassName="mt-5"
        onPageChange={setPage}
        skeleton={
          <SkeletonList label="Loading reviews" count={2} className="space-y-4" itemClassName="h-24 rounded-xl" />
        }
        empty={<EmptyState icon={Star} compact title="No reviews yet" description={emptyDescription} />}
      >
        {(items: TUserReview[], { stale }) => (
          <ol className={cn("divide-y divide-[var(--border)]", stale && "opacity-60")}>
            {items.map((review) => (
              <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                <ReviewItem review={review} />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </Card>
  );
}
