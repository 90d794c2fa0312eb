import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { type InvoiceFilters, NO_INVOICE_FILTERS } from "../invoices-api";
import { DateRangeFields } from "./date-range-fields";

type InvoiceFiltersBarProps = {
  filters: InvoiceFilters;
  years: string[];
  onChange: (patch: Partial<InvoiceFilters>) => void;
  rangeProblem?: string;
};

/** Kind, financial year and a date range for the invoices list. */
export function InvoiceFiltersBar({ filters, years, onChange, rangeProblem }: InvoiceFiltersBarProps) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[10rem_9rem_10rem_10rem_auto]">
      <Field label="Kind">
        {(ids) => (
          <Select
            {...ids}
            value={filters.kind}
            onChange={(event) => onChange({ kind: event.target.value as InvoiceFilters["kind"] })}
          >
            <option value="">All</option>
            <option value="INVOICE">Tax invoices</option>
            <option value="CREDIT_NOTE">Credit notes</option>
          </Select>
        )}
      </Field>
      <Field label="Financial year">
        {(ids) => (
          <Select
            {...ids}
            value={filters.financialYear}
            onChange={(event) => onChange({ financialYear: event.target.value })}
          >
            <option value="">Any</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DateRangeFields from={filters.from} to={filters.to} onChange={onChange} rangeProblem={rangeProblem} />
      <Button
        variant="ghost"
        className="col-span-2 lg:col-span-1"
        onClick={() => onChange(NO_INVOICE_FILTERS)}
        disabled={!filtered}
      >
        <X className="size-4" aria-hidden />
        Clear
      </Button>
    </div>
  );
}
