import { DebouncedInput } from "@/components/debounced-input";
import { LabelOptions } from "@/components/label-options";
import { RangeFields, SearchFilterBar, SkillsFilterField } from "@/components/search-filter-bar";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { activeFilterCount, type FreelancerFilters, type RateProblems, SORT_OPTIONS } from "../filters";
import { AVAILABILITY_LABEL } from "./labels";

type FilterBarProps = {
  filters: FreelancerFilters;
  onChange: (patch: Partial<FreelancerFilters>) => void;
  onClear: () => void;
  /** Refused rate filters: shown on their fields (and the list is not asked for). */
  problems: RateProblems;
};

/** Search, sort and the filter panel of the directory (folded away on small screens until asked for). */
export function FilterBar({ filters, onChange, onClear, problems }: FilterBarProps) {
  return (
    <SearchFilterBar
      searchLabel="Search freelancers"
      searchPlaceholder="Search by name, headline, bio or skill"
      q={filters.q}
      onSearch={(q) => onChange({ q })}
      sort={filters.sort}
      sortOptions={SORT_OPTIONS}
      onSort={(sort) => onChange({ sort })}
      activeCount={activeFilterCount(filters)}
      panelId="freelancer-filters"
      onClear={onClear}
    >
      <SkillsFilterField value={filters.skills} onCommit={(skills) => onChange({ skills })} />
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
      <RangeFields
        minLabel="Min rate (INR/hr)"
        maxLabel="Max rate (INR/hr)"
        min={filters.minRate}
        max={filters.maxRate}
        minError={problems.minRate}
        maxError={problems.maxRate}
        onMin={(minRate) => onChange({ minRate })}
        onMax={(maxRate) => onChange({ maxRate })}
      />
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
    </SearchFilterBar>
  );
}
