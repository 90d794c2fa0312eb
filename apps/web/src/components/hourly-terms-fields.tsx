import { WEEKLY_LIMIT_MAX_HOURS, WEEKLY_LIMIT_MIN_HOURS } from "@crewlance/contracts/hourly";
import { type ReactNode, useId } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { HourlyTermsValues } from "@/lib/hourly-terms";

type Errors = Record<string, string | undefined>;

/** One answer of a choice, as a bordered row that shows when it is chosen. */
export function RadioChoice({
  name,
  checked,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm text-fg has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 dark:has-[:checked]:bg-amber-500/10">
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="accent-amber-600" />
      {children}
    </label>
  );
}

function HoursInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(ids) => (
        <Input
          {...ids}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-32"
        />
      )}
    </Field>
  );
}

/**
 * The weekly limit (or none), the manual-time policy and, when asked, the start date of an hourly
 * contract (decision 0091), with each field's error under it.
 */
export function HourlyTermsFields({
  values,
  onChange,
  errors,
  withStartDate,
}: {
  values: HourlyTermsValues;
  onChange: (values: HourlyTermsValues) => void;
  errors: Errors;
  withStartDate?: boolean;
}) {
  const name = useId();
  const set = (patch: Partial<HourlyTermsValues>) => onChange({ ...values, ...patch });
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-fg">Weekly limit</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <RadioChoice name={`${name}-limit`} checked={values.limited} onSelect={() => set({ limited: true })}>
            A limit of hours a week
          </RadioChoice>
          <RadioChoice name={`${name}-limit`} checked={!values.limited} onSelect={() => set({ limited: false })}>
            No limit
          </RadioChoice>
        </div>
        {values.limited ? (
          <HoursInput
            label={`Hours a week (${WEEKLY_LIMIT_MIN_HOURS}–${WEEKLY_LIMIT_MAX_HOURS})`}
            value={values.weeklyLimitHours}
            onChange={(weeklyLimitHours) => set({ weeklyLimitHours })}
            error={errors.weeklyLimitHours}
          />
        ) : (
          <p className="text-xs text-muted">
            Nothing is held at the start of a week; what was logged is billed at its end.
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-fg">Manual time</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <RadioChoice
            name={`${name}-manual`}
            checked={values.manualPolicy === "ALLOWED"}
            onSelect={() => set({ manualPolicy: "ALLOWED" })}
          >
            Allowed
          </RadioChoice>
          <RadioChoice
            name={`${name}-manual`}
            checked={values.manualPolicy === "LIMITED"}
            onSelect={() => set({ manualPolicy: "LIMITED" })}
          >
            Up to a number of hours
          </RadioChoice>
        </div>
        {values.manualPolicy === "LIMITED" ? (
          <HoursInput
            label="Manual hours a week"
            value={values.manualLimitHours}
            onChange={(manualLimitHours) => set({ manualLimitHours })}
            error={errors.manualLimitHours}
          />
        ) : null}
        {errors.manualPolicy ? (
          <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.manualPolicy}
          </p>
        ) : null}
      </fieldset>
      {withStartDate ? (
        <Field label="Start date" hint="Leave it empty to start today." error={errors.startDate}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={values.startDate}
              onChange={(event) => set({ startDate: event.target.value })}
              className="max-w-48"
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
