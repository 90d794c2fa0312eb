import { REVIEW_COMMENT_MAX, REVIEW_WINDOW_DAYS, ZReviewBody } from "@crewlance/contracts/projects";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, EyeOff, Star } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { FormAlert } from "@/components/form-alert";
import { RelativeTime } from "@/components/relative-time";
import { Stars } from "@/components/stars";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { reviewKeys } from "@/lib/reviews/query-keys";
import { toast } from "@/lib/toast";
import { reviewsQuery, writeReview } from "../api";
import { projectExtraKeys } from "../query-keys";
import type { Project, Review } from "../types";

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

function ReviewCard({ review, title }: { review: Review; title: string }) {
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-sm" aria-label={title}>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</p>
      <div className="mt-3 flex items-center gap-3">
        <Avatar src={review.author.avatarUrl} name={review.author.name} size="sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-fg">{review.author.name}</p>
          <p className="text-xs text-muted">
            <RelativeTime iso={review.createdAt} />
          </p>
        </div>
      </div>
      {review.hidden || review.rating === null ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-muted">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          Written and sealed: it shows once both reviews are in, or when the review window closes.
        </p>
      ) : (
        <>
          <div className="mt-3">
            <Stars rating={review.rating} />
          </div>
          <p className="mt-2 text-sm whitespace-pre-line break-words text-fg">{review.comment}</p>
        </>
      )}
    </article>
  );
}

function RatingPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-fg">Rating</legend>
      <div className="mt-1.5 flex gap-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label
            key={rating}
            className="grid size-10 cursor-pointer place-items-center rounded-lg hover:bg-surface-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500"
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
              aria-label={`${rating} ${rating === 1 ? "star" : "stars"}`}
            />
            <Star
              className={cn(
                "size-7",
                rating <= value ? "fill-amber-400 text-amber-400" : "text-stone-300 dark:text-stone-600",
              )}
              aria-hidden
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ReviewForm({ project, otherName }: { project: Project; otherName: string }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: writeReview,
    onSuccess: (reviews) => {
      queryClient.setQueryData(projectExtraKeys.reviews(project.id), reviews);
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(project.id) });
      // The second review reveals both on the two profiles.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      toast.success("Review sent");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZReviewBody.safeParse({ rating, comment });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      if (rating === 0) found.rating = "Choose a rating from 1 to 5 stars.";
      return setErrors(found);
    }
    setErrors({});
    send.mutate({ projectId: project.id, ...parsed.data });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h3 className="text-base font-semibold text-fg">Review {otherName}</h3>
      <RatingPicker value={rating} onChange={setRating} error={errors.rating} />
      <Field label="Comment" error={errors.comment}>
        {(ids) => (
          <Textarea
            {...ids}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(event) => setComment(event.target.value)}
            placeholder="How was working together? What stood out?"
          />
        )}
      </Field>
      <FormAlert error={send.error ?? undefined} />
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send review"}
        </Button>
      </div>
    </form>
  );
}

/** Reviews after completion: write one, the blind rule in words, both shown once visible. */
export function ReviewsPanel({ project, otherName }: { project: Project; otherName: string }) {
  const completed = project.status === "COMPLETED";
  const query = useQuery({ ...reviewsQuery(project.id), enabled: completed });
  const rule = (
    <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
      Reviews are double-blind: neither side sees the other's review until both are in, or {REVIEW_WINDOW_DAYS} days
      after the project completes — so each review says what really happened.
    </p>
  );
  if (!completed)
    return (
      <div className="space-y-4">
        <EmptyState
          icon={Star}
          title="Reviews open when the project completes"
          description="Once every milestone is approved or cancelled, the company and the freelancer review each other."
        />
        {rule}
      </div>
    );
  if (query.isPending) return <Skeleton className="h-48 rounded-2xl" aria-busy="true" />;
  if (query.isError)
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load the reviews"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  const { mine, theirs, canReview, deadline, revealsAt } = query.data;
  return (
    <div className="space-y-4">
      {rule}
      {canReview && !mine ? (
        <>
          <ReviewForm project={project} otherName={otherName} />
          {deadline ? (
            <p className="text-xs text-muted">You can write your review until {longDate(deadline)}.</p>
          ) : null}
        </>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {mine ? <ReviewCard review={mine} title="Your review" /> : null}
        {theirs ? (
          <ReviewCard review={theirs} title={`${otherName}'s review`} />
        ) : (
          <div className="rounded-2xl border border-dashed border-line p-5 text-sm text-muted">
            {otherName} has not reviewed yet.
            {revealsAt ? ` Hidden reviews show on ${longDate(revealsAt)} at the latest.` : ""}
          </div>
        )}
      </div>
      {!canReview && !mine ? <p className="text-sm text-muted">The review window has closed.</p> : null}
    </div>
  );
}
