import { TASK_CATEGORY_LABELS } from "@crewlance/contracts/enum-values";
import type { ReactNode } from "react";
import { LabelOptions } from "@/components/label-options";
import { RangeFields, SearchFilterBar, SkillsFilterField } from "@/components/search-filter-bar";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
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

type ChoiceFilter = "category" | "budgetType" | "experienceLevel" | "posted";

/** Search, sort and the filter panel of /tasks (folded away until asked for, or open when filters are set). */
export function TaskFilterBar({ filters, onChange, onClear, problems }: TaskFilterBarProps) {
  /** A select over one of the fixed lists, with "any" first. */
  const choice = (key: ChoiceFilter, label: string, any: string, labels: Record<string, string>): ReactNode => (
    <Field label={label}>
      {(ids) => (
        <Select
          {...ids}
          value={filters[key]}
          onChange={(event) => onChange({ [key]: event.target.value } as Partial<TaskFilters>)}
        >
          <option value="">{any}</option>
          <LabelOptions labels={labels} />
        </Select>
      )}
    </Field>
  );
  return (
    <SearchFilterBar
      searchLabel="Search tasks"
      searchPlaceholder="Search by title, description or skill"
      q={filters.q}
      onSearch={(q) => onChange({ q })}
      sort={filters.sort}
      sortOptions={SORT_OPTIONS}
      onSort={(sort) => onChange({ sort })}
      activeCount={activeFilterCount(filters)}
      panelId="task-filters"
      onClear={onClear}
      clearClassName="sm:col-span-2 lg:col-span-3 lg:justify-end"
    >
      {choice("category", "Category", "Any category", TASK_CATEGORY_LABELS)}
      <SkillsFilterField value={filters.skills} onCommit={(skills) => onChange({ skills })} />
      <RangeFields
        minLabel="Min budget (INR)"
        maxLabel="Max budget (INR)"
        min={filters.minBudget}
        max={filters.maxBudget}
        minError={problems.minBudget}
        maxError={problems.maxBudget}
        onMin={(minBudget) => onChange({ minBudget })}
        onMax={(maxBudget) => onChange({ maxBudget })}
      />
      {choice("budgetType", "Budget type", "Fixed or hourly", BUDGET_TYPE_LABEL)}
      {choice("experienceLevel", "Experience level", "Any level", EXPERIENCE_LABEL)}
      {choice("posted", "Posted within", "Any time", POSTED_WITHIN_LABEL)}
    </SearchFilterBar>
  );
}
