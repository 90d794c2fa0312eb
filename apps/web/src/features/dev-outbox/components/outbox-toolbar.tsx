import { RefreshCw, Search, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

type OutboxToolbarProps = {
  filter: string;
  onFilter: (value: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onClear: () => void;
  clearing: boolean;
  canClear: boolean;
};

export function OutboxToolbar({
  filter,
  onFilter,
  onRefresh,
  refreshing,
  onClear,
  clearing,
  canClear,
}: OutboxToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor="outbox-recipient" className="block text-sm font-medium text-fg">
          Filter by recipient
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <Input
            id="outbox-recipient"
            type="search"
            value={filter}
            onChange={(event) => onFilter(event.target.value)}
            placeholder="name@example.com"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing} className="flex-1 sm:flex-none">
          <RefreshCw className={cn("size-4", refreshing && "animate-spin")} aria-hidden />
          Refresh
        </Button>
        <Button
          variant="secondary"
          onClick={onClear}
          disabled={clearing || !canClear}
          className="flex-1 text-red-600 hover:bg-red-50 sm:flex-none dark:text-red-400 dark:hover:bg-red-500/10"
        >
          <Trash2 className="size-4" aria-hidden />
          {clearing ? "Clearing..." : "Clear outbox"}
        </Button>
      </div>
    </div>
  );
}
