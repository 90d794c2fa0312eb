import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** The total stopped being counted at a cap, so more pages than `totalPages` may follow. */
  capped?: boolean;
  className?: string;
};

/** Previous / next with the current page; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, disabled, capped, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn("flex items-center justify-between gap-3", className)}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Page <span className="font-medium text-fg">{page}</span> of{" "}
        <span className="font-medium text-fg">{capped ? `${totalPages}+` : totalPages}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= totalPages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
