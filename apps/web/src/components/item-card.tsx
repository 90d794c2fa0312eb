import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type ItemCardProps = { title: string; onRemove: () => void; children: ReactNode };

/** One entry of an editable list (an education, a job, a project) with its Remove button. */
export function ItemCard({ title, onRemove, children }: ItemCardProps) {
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-muted/50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-fg">{title}</h4>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
          <Trash2 className="size-4" aria-hidden />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </div>
  );
}

type ListSectionProps = {
  title: string;
  description: string;
  empty: string;
  addLabel: string;
  onAdd: () => void;
  canAdd: boolean;
  count: number;
  error?: string;
  children: ReactNode;
};

/** A titled list of ItemCards with its Add button and an empty state. */
export function ListSection({
  title,
  description,
  empty,
  addLabel,
  onAdd,
  canAdd,
  count,
  error,
  children,
}: ListSectionProps) {
  return (
    <section className="space-y-3">
      <div>
        <h3 className="text-base font-semibold text-fg">{title}</h3>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">{empty}</p>
      ) : (
        children
      )}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onAdd} disabled={!canAdd}>
        {addLabel}
      </Button>
    </section>
  );
}
