import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, ThumbsDown, ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { helpArticleQuery, voteOnArticle } from "../api";
import { helpKeys } from "../query-keys";
import { ArticleBody } from "./article-body";

function HelpfulVote({ slug, myVote }: { slug: string; myVote: boolean | null }) {
  const queryClient = useQueryClient();
  const vote = useMutation({
    mutationFn: voteOnArticle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpKeys.article(slug) }),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const current = vote.isPending ? vote.variables.helpful : myVote;
  return (
    <section
      aria-labelledby="helpful-heading"
      className="mt-10 rounded-2xl border border-line bg-surface-muted/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="helpful-heading" className="text-sm font-semibold text-fg">
          Was this helpful?
        </h2>
        <div className="flex gap-2">
          {([true, false] as const).map((helpful) => {
            const Icon = helpful ? ThumbsUp : ThumbsDown;
            return (
              <Button
                key={String(helpful)}
                variant="secondary"
                size="sm"
                aria-pressed={current === helpful}
                disabled={vote.isPending}
                onClick={() => vote.mutate({ slug, helpful })}
                className={cn(
                  current === helpful &&
                    "border-amber-400 bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {helpful ? "Yes" : "No"}
              </Button>
            );
          })}
        </div>
      </div>
      {current !== null ? (
        <p role="status" className="mt-2 text-sm text-muted">
          {current
            ? "Thank you for your feedback!"
            : "Thank you for your feedback. If you still need help, contact support below."}
        </p>
      ) : null}
    </section>
  );
}

export function ArticleView({ slug, backHref }: { slug: string; backHref: string }) {
  const article = useQuery(helpArticleQuery(slug));
  if (article.isPending) {
    return (
      <Card className="p-5 sm:p-8" aria-busy="true">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-4 h-8 w-2/3" />
        <Skeleton className="mt-6 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-5/6" />
        <Skeleton className="mt-2 h-4 w-4/6" />
      </Card>
    );
  }
  if (article.isError) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not open this article"
        description={errorMessage(article.error)}
        action={
          <Link to={backHref} className="text-sm font-medium text-amber-700 underline dark:text-amber-400">
            Back to the help center
          </Link>
        }
      />
    );
  }
  const data = article.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <Card className="min-w-0 p-5 sm:p-8">
        <Link to={backHref} className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-fg">
          <ArrowLeft className="size-4" aria-hidden />
          Help center
        </Link>
        <p className="mt-4 text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">
          {data.category}
        </p>
        <h2 className="mt-1 text-2xl font-semibold tracking-tight text-fg">{data.title}</h2>
        <p className="mt-2 text-muted">{data.summary}</p>
        <div className="mt-6">
          <ArticleBody html={data.html} />
        </div>
        <HelpfulVote slug={data.slug} myVote={data.myVote} />
        {data.feedback ? (
          <p className="mt-3 text-xs text-muted">
            Readers' votes (admins only): {data.feedback.helpful} helpful, {data.feedback.notHelpful} not helpful.
          </p>
        ) : null}
      </Card>
      {data.related.length > 0 ? (
        <aside aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-sm font-semibold text-fg">
            Related articles
          </h2>
          <ul className="mt-3 space-y-2">
            {data.related.map((item) => (
              <li key={item.slug}>
                <Link
                  to={`/help?article=${item.slug}`}
                  className="block rounded-xl border border-line bg-surface p-3 text-sm hover:border-amber-400"
                >
                  <span className="font-medium text-fg">{item.title}</span>
                  <span className="mt-0.5 block text-xs text-muted">{item.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
