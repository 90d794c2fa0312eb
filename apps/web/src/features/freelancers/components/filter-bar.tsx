import { Search, SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { DebouncedInput } from "@/components/debounced-input";
import { LabelOptions } from "@/components/label-options";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import {
  activeFilterCount,
  type FreelancerFilters,
  type FreelancerSort,
  type RateProblems,
  SORT_OPTIONS,
} from "../filters";
import { AVAILABILITY_LABEL } from "./labels";

type FilterBarProps = {
  filters: FreelancerFilters;
  onChange: (patch: Partial<FreelancerFilters>) => void;
  onClear: () => void;
  /** Refused rate filters: shown on their fields (and the list is not asked for). */
  problems: RateProblems;
};

/** Search, sort and the filter panel (folded away on small screens until asked for). */
export function FilterBar({ filters, onChange, onClear, problems }: FilterBarProps) {
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
            aria-label="Search freelancers"
            placeholder="Search by name, headline, bio or skill"
            value={filters.q}
            onCommit={(q) => onChange({ q })}
            className="pl-9"
          />
        </div>
        <div className="flex gap-2">
          <Select
            aria-label="Sort by"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as FreelancerSort })}
            className="sm:w-48"
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
            aria-controls="freelancer-filters"
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters{active > 0 ? ` (${active})` : ""}
          </Button>
        </div>
      </div>
      <div
        id="freelancer-filters"
        hidden={!open}
        className={cn(
          "grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3",
          !open && "hidden",
        )}
      >
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
        <Field label="Location">
          {(ids) => (
            <DebouncedInput
              {...ids}
              placeholder="City or country"
              value={filters.location}
              onCommit={(location) => onChange({ location })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Min rate (INR/hr)" error={problems.minRate}>
            {(ids) => (
              <DebouncedInput
                {...ids}
                type="number"
                min={0}
                inputMode="numeric"
                value={filters.minRate}
                onCommit={(minRate) => onChange({ minRate })}
              />
            )}
          </Field>
          <Field label="Max rate (INR/hr)" error={problems.maxRate}>
            {(ids) => (
              <DebouncedInput
                {...ids}
                type="number"
                min={0}
                inputMode="numeric"
                value={filters.maxRate}
                onCommit={(maxRate) => onChange({ maxRate })}
              />
            )}
          </Field>
        </div>
        <Field label="Experience level">
          {(ids) => (
            <Select
              {...ids}
              value={filters.experienceLevel}
              onChange={(event) => onChange({ experienceLevel: event.target.value })}
            >
              <option value="">Any level</option>
              <LabelOptions labels={EXPERIENCE_LABEL} />
            </Select>
          )}
        </Field>
        <Field label="Availability">
          {(ids) => (
            <Select
              {...ids}
              value={filters.availability}
              onChange={(event) => onChange({ availability: event.target.value })}
            >
              <option value="">Any availability</option>
              <LabelOptions labels={AVAILABILITY_LABEL} />
            </Select>
          )}
        </Field>
        <div className="flex items-end">
          <Button variant="ghost" onClick={onClear} disabled={active === 0 && !filters.q}>
            <X className="size-4" aria-hidden />
            Clear all
          </Button>
        </div>
      </div>
    </section>
  );
}
