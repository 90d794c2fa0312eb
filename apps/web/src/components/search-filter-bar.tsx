import { Search, SlidersHorizontal, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { DebouncedInput } from "@/components/debounced-input";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";

type SearchFilterBarProps<Sort extends string> = {
  /** The search box's accessible name ("Search tasks") and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  q: string;
  onSearch: (q: string) => void;
  sort: Sort;
  sortOptions: ReadonlyArray<readonly [Sort, string]>;
  onSort: (sort: Sort) => void;
  /** Filters set besides the search text: shown on the toggle and opening the panel at first. */
  activeCount: number;
  /** The panel's id, for the toggle's aria-controls. */
  panelId: string;
  onClear: () => void;
  /** The filter fields, laid out in the panel's grid. */
  children: ReactNode;
  /** Extra classes for the "Clear all" cell (where it sits in the grid). */
  clearClassName?: string;
};

/**
 * Search, sort and a filter panel that is folded away until asked for (or open when filters are
 * set): the frame every searchable list shares, so the lists look and behave alike.
 */
export function SearchFilterBar<Sort extends string>(props: SearchFilterBarProps<Sort>) {
  const { activeCount, panelId } = props;
  const [open, setOpen] = useState(activeCount > 0);
  return (
    <section aria-label="Search and filters" className="mb-6 space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <DebouncedInput
            type="search"
            aria-label={props.searchLabel}
            placeholder={props.searchPlaceholder}
            value={props.q}
            onCommit={props.onSearch}
            className="pl-9"
          />
        </div>
        <div className="flex gap-2">
          <Select
            aria-label="Sort by"
            value={props.sort}
            onChange={(event) => props.onSort(event.target.value as Sort)}
            className="sm:w-52"
          >
            {props.sortOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="shrink-0 whitespace-nowrap"
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters{activeCount > 0 ? ` (${activeCount})` : ""}
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          "grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3",
          !open && "hidden",
        )}
      >
        {props.children}
        <div className={cn("flex items-end", props.clearClassName)}>
          <Button variant="ghost" onClick={props.onClear} disabled={activeCount === 0 && !props.q}>
            <X className="size-4" aria-hidden />
            Clear all
          </Button>
        </div>
      </div>
    </section>
  );
}

type RangeFieldsProps = {
  /** "Min rate (INR/hr)" and "Max rate (INR/hr)". */
  minLabel: string;
  maxLabel: string;
  min: string;
  max: string;
  minError?: string;
  maxError?: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
};

/** A numeric range as two fields side by side, each committing when typing pauses. */
export function RangeFields(props: RangeFieldsProps) {
  const bounds = [
    { label: props.minLabel, value: props.min, error: props.minError, onCommit: props.onMin },
    { label: props.maxLabel, value: props.max, error: props.maxError, onCommit: props.onMax },
  ];
  return (
    <div className="grid grid-cols-2 gap-2">
      {bounds.map((bound) => (
        <Field key={bound.label} label={bound.label} error={bound.error}>
          {(ids) => (
            <DebouncedInput
              {...ids}
              type="number"
              min={0}
              inputMode="numeric"
              value={bound.value}
              onCommit={bound.onCommit}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

/** The skills filter every list shares: any of the comma-separated skills. */
export function SkillsFilterField({ value, onCommit }: { value: string; onCommit: (skills: string) => void }) {
  return (
    <Field label="Skills" hint="Comma separated, any of them.">
      {(ids) => <DebouncedInput {...ids} placeholder="React, Figma" value={value} onCommit={onCommit} />}
    </Field>
  );
}
