import type { TPagination } from "@crewlance/contracts/common";
import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { errorMessage } from "@/lib/api-client";
import { formatCount } from "@/lib/format";

export type Page<T> = { items: T[]; pagination: TPagination };

/**
 * A list's total for a sentence: a capped count (decision 0013) reads "1,000+", because the API
 * stopped counting there and more rows match.
 */
export function formatListTotal(pagination: Pick<TPagination, "totalCount" | "capped">): string {
  const count = formatCount(pagination.totalCount, "western");
  return pagination.capped ? `${count}+` : count;
}

type PagedListProps<T> = {
  query: UseQueryResult<Page<T>>;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the page has no rows; the caller knows whether filters are why. */
  empty: ReactNode;
  /** The rows; `stale` is true while the previous page stays on screen for the next one. */
  children: (items: T[], state: { stale: boolean; fetching: boolean }) => ReactNode;
  onPageChange: (page: number) => void;
  /** "page" shows a failed load as a full panel; "card" as a line inside a card. */
  variant?: "page" | "card";
  errorTitle?: string;
  errorFallback?: string;
  errorClassName?: string;
  paginationClassName?: string;
};

/**
 * One shape for every paged list: a skeleton for the first load, the API's sentence with a retry
 * when the load fails, an empty state, and pagination under the rows.
 */
export function PagedList<T>({
  query,
  skeleton,
  empty,
  children,
  onPageChange,
  variant = "page",
  errorTitle = "Could not load the list",
  errorFallback,
  errorClassName,
  paginationClassName,
}: PagedListProps<T>) {
  // The rows of an answer render as a transition: React builds them in slices between frames
  // instead of in one long task as the answer arrives, and the skeleton stays until they are
  // ready (decision 0062).
  const data = useDeferredValue(query.data);
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) {
    const message = errorMessage(query.error, errorFallback);
    return variant === "card" ? (
      <div className={errorClassName}>
        <p role="alert">{message}</p>
        <Button variant="link" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <EmptyState
        className={errorClassName}
        icon={AlertCircle}
        title={errorTitle}
        description={message}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  if (!data) return <>{skeleton}</>;
  const { items, pagination } = data;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items, { stale: query.isPlaceholderData, fetching: query.isFetching })}
      <Pagination
        className={paginationClassName}
        page={pagination.currentPage}
        totalPages={pagination.totalPages}
        capped={pagination.capped}
        disabled={query.isFetching}
        onPageChange={onPageChange}
      />
    </>
  );
}
