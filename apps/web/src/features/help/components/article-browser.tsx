import { useQuery } from "@tanstack/react-query";
import { AlertCircle, BookOpen, SearchX } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { helpArticlesQuery } from "../api";
import { Highlighted } from "../highlight";

const articleHref = (slug: string) => `/help?article=${slug}`;

function BrowserSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
      {["a", "b", "c", "d"].map((key) => (
        <Card key={key} className="p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-2 h-4 w-4/6" />
        </Card>
      ))}
    </div>
  );
}

/** Without a search: the seven categories with their articles. With one: the ranked hits. */
export function ArticleBrowser({ q, onContact }: { q: string; onContact: () => void }) {
  const result = useQuery(helpArticlesQuery(q));
  if (result.isPending) return <BrowserSkeleton />;
  if (result.isError) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load the help center"
        description={errorMessage(result.error)}
        action={<Button onClick={() => void result.refetch()}>Try again</Button>}
      />
    );
  }
  const data = result.data;
  if (data.query !== null) {
    if (data.hits.length === 0) {
      return (
        <EmptyState
          icon={SearchX}
          title={`No articles match “${data.query}”`}
          description="Try other words, browse the categories, or ask us directly."
          action={<Button onClick={onContact}>Contact support</Button>}
        />
      );
    }
    return (
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-sm text-muted" aria-live="polite">
          {data.hits.length === 1 ? "1 article" : `${data.hits.length} articles`} for “{data.query}”
        </h2>
        <ul className="mt-3 space-y-3">
          {data.hits.map((hit) => (
            <li key={hit.slug}>
              <Link
                to={articleHref(hit.slug)}
                className="block rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-amber-400 sm:p-5"
              >
                <span className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">
                  {hit.category}
                </span>
                <span className="mt-1 block font-semibold text-fg">
                  <Highlighted text={hit.titleHighlighted} />
                </span>
                <span className="mt-1 block text-sm leading-6 text-muted">
                  <Highlighted text={hit.excerptHighlighted} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {data.categories.map((group) => (
        <Card key={group.category} className="p-5">
          <h2 className="flex items-center gap-2 font-semibold text-fg">
            <BookOpen className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
            {group.category}
          </h2>
          <ul className="mt-3 space-y-1">
            {group.articles.map((item) => (
              <li key={item.slug}>
                <Link
                  to={articleHref(item.slug)}
                  className="-mx-2 block rounded-lg px-2 py-1.5 text-sm text-fg hover:bg-surface-muted"
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
