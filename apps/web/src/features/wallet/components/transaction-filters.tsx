import { WALLET_LISTED_TRANSACTION_TYPES } from "@crewlance/contracts/wallet";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { hasTransactionFilters, type TransactionFilters } from "../filters";
import { TRANSACTION_TYPE_LABEL } from "../labels";
import { DateRangeFields } from "./date-range-fields";

type TransactionFiltersBarProps = {
  filters: TransactionFilters;
  onChange: (patch: Partial<TransactionFilters>) => void;
  onClear: () => void;
  rangeProblem?: string;
};

/** Type and date range; they live in the address, so a filtered history can be reloaded or shared. */
export function TransactionFiltersBar({ filters, onChange, onClear, rangeProblem }: TransactionFiltersBarProps) {
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto]">
      <Field label="Type" className="col-span-2 sm:col-span-1">
        {(ids) => (
          <Select
            {...ids}
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value as TransactionFilters["type"] })}
          >
            <option value="">All types</option>
            {WALLET_LISTED_TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TRANSACTION_TYPE_LABEL[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DateRangeFields from={filters.from} to={filters.to} onChange={onChange} rangeProblem={rangeProblem} />
      <Button
        variant="ghost"
        className="col-span-2 sm:col-span-1"
        onClick={onClear}
        disabled={!hasTransactionFilters(filters)}
      >
        <X className="size-4" aria-hidden />
        Clear
      </Button>
    </div>
  );
}
