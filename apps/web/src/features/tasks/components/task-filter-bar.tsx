import { TASK_CATEGORY_LABELS } from "@crewlance/contracts/enum-values";
import type { TTaskSort } from "@crewlance/contracts/tasks";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { DebouncedInput } from "@/components/debounced-input";
import { LabelOptions } from "@/components/label-options";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { BUDGET_TYPE_LABEL } from "@/lib/marketplace/labels";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import {
  activeFilterCount,
  type BudgetProblems,
  POSTED_WITHIN_LABEL,
  SORT_OPTIONS,
  type TaskFilters,
} from "../filters";

type TaskFilterBarProps = {
  filters: TaskFilters;
  onChange: (patch: Partial<TaskFilters>) => void;
  onClear: () => void;
  problems: BudgetProblems;
};

/** Search, sort and the filter panel of /tasks (folded away until asked for, or open when filters are set). */
export function TaskFilterBar({ filters, onChange, onClear, problems }: TaskFilterBarProps) {
  const active = activeFilterCount(filters);
  const [open, setOpen] = useState(active > 0);
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
            aria-label="Search tasks"
            placeholder="Search by title, description or skill"
            value={filters.q}
            onCommit={(q) => onChange({ q })}
            className="pl-9"
          />
        </div>
        <div className="flex gap-2">
          <Select
            aria-label="Sort by"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as TTaskSort })}
            className="sm:w-52"
          >
            {SORT_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls="task-filters"
            onClick={() => setOpen(!open)}
            className="shrink-0 whitespace-nowrap"
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters{active > 0 ? ` (${active})` : ""}
          </Button>
        </div>
      </div>
      <div
        id="task-filters"
        hidden={!open}
        className={cn(
          "grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3",
          !open && "hidden",
        )}
      >
        <Field label="Category">
          {(ids) => (
            <Select
              {...ids}
              value={filters.category}
              onChange={(event) => onChange({ category: event.target.value as TaskFilters["category"] })}
            >
              <option value="">Any category</option>
              <LabelOptions labels={TASK_CATEGORY_LABELS} />
            </Select>
          )}
        </Field>
        <Field label="Skills" hint="Comma separated, any of them.">
          {(ids) => (
            <DebouncedInput
              {...ids}
              placeholder="React, Figma"
              value={filters.skills}
              onCommit={(skills) => onChange({ skills })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Min budget (INR)" error={problems.minBudget}>
            {(ids) => (
              <DebouncedInput
                {...ids}
                type="number"
                min={0}
                inputMode="numeric"
                value={filters.minBudget}
                onCommit={(minBudget) => onChange({ minBudget })}
              />
            )}
          </Field>
          <Field label="Max budget (INR)" error={problems.maxBudget}>
            {(ids) => (
              <DebouncedInput
                {...ids}
                type="number"
                min={0}
                inputMode="numeric"
                value={filters.maxBudget}
                onCommit={(maxBudget) => onChange({ maxBudget })}
              />
            )}
          </Field>
        </div>
        <Field label="Budget type">
          {(ids) => (
            <Select
              {...ids}
              value={filters.budgetType}
              onChange={(event) => onChange({ budgetType: event.target.value as TaskFilters["budgetType"] })}
            >
              <option value="">Fixed or hourly</option>
              <LabelOptions labels={BUDGET_TYPE_LABEL} />
            </Select>
          )}
        </Field>
        <Field label="Experience level">
          {(ids) => (
            <Select
              {...ids}
              value={filters.experienceLevel}
              onChange={(event) => onChange({ experienceLevel: event.target.value as TaskFilters["experienceLevel"] })}
            >
              <option value="">Any level</option>
              <LabelOptions labels={EXPERIENCE_LABEL} />
            </Select>
          )}
        </Field>
        <Field label="Posted within">
          {(ids) => (
            <Select
              {...ids}
              value={filters.posted}
              onChange={(event) => onChange({ posted: event.target.value as TaskFilters["posted"] })}
            >
              <option value="">Any time</option>
              <LabelOptions labels={POSTED_WITHIN_LABEL} />
            </Select>
          )}
        </Field>
        <div className="flex items-end sm:col-span-2 lg:col-span-3 lg:justify-end">
          <Button variant="ghost" onClick={onClear} disabled={active === 0 && !filters.q}>
            <X className="size-4" aria-hidden />
            Clear all
          </Button>
        </div>
      </div>
    </section>
  );
}
