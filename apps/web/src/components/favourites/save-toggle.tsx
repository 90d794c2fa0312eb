import type { TFavouriteKind } from "@crewlance/contracts/favourites";
import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { savedIdsQuery, useChangeFavourite } from "@/lib/favourites/api";
import { toast } from "@/lib/toast";

/**
 * The star that saves a task, freelancer or team (decision 0103): a toggle button whose pressed
 * state says whether it is saved. `compact` is the round icon on a card, otherwise a button with
 * its word, for a page's header.
 */
export function SaveToggle({
  kind,
  id,
  compact = false,
  className,
}: {
  kind: TFavouriteKind;
  id: string;
  compact?: boolean;
  className?: string;
}) {
  const savedIds = useQuery(savedIdsQuery(kind));
  const change = useChangeFavourite();
  const saved = savedIds.data?.includes(id) ?? false;
  const label = saved ? "Saved" : `Save ${kind}`;
  const onClick = () =>
    change.mutate(
      { kind, id, save: !saved },
      { onError: (error) => toast.error(errorMessage(error, "Could not change what you saved. Please try again.")) },
    );
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      // Busy until the saved ids are in: the pressed state is not known before.
      disabled={savedIds.isPending}
      aria-busy={savedIds.isPending || undefined}
      onClick={onClick}
      className={cn(
        "relative z-10 inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-50",
        compact ? "size-9" : "h-10 px-3.5",
        saved
          ? "border-amber-300 bg-amber-50 text-amber-800 hover:bg-amber-100 dark:border-amber-500/40 dark:bg-amber-500/15 dark:text-amber-200 dark:hover:bg-amber-500/25"
          : "border-line bg-surface text-fg hover:bg-surface-muted",
        className,
      )}
    >
      <Star className={cn("size-4", saved && "fill-amber-500 text-amber-600 dark:text-amber-300")} aria-hidden />
      {compact ? null : label}
    </button>
  );
}
