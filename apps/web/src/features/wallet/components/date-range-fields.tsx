import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type DateRangeFieldsProps = {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  /** Said under "To" when the range runs backwards. */
  rangeProblem?: string;
};

/** "From" and "To" dates of a wallet list's filters, each bounding the other; two cells of the filter grid. */
export function DateRangeFields({ from, to, onChange, rangeProblem }: DateRangeFieldsProps) {
  return (
    <>
      <Field label="From">
        {(ids) => (
          <Input
            {...ids}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To" error={rangeProblem}>
        {(ids) => (
          <Input
            {...ids}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
