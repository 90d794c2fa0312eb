import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { TagInput } from "@/components/ui/tag-input";

type TagFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  /** A form field holding a list of strings (skills, languages). */
  name: FieldPath<TValues>;
  label: string;
  hint?: string;
  error?: string;
  max?: number;
  /** Chosen by what is already typed: an example first, a shorter prompt once there are chips. */
  placeholder: (count: number) => string;
  className?: string;
};

/** A labelled chip input bound to a react-hook-form list field, as the profile forms use it. */
export function TagField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  max,
  placeholder,
  className,
}: TagFieldProps<TValues>) {
  return (
    <Field className={className} label={label} hint={hint} error={error}>
      {(ids) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const value: string[] = field.value ?? [];
            return (
              <TagInput
                {...ids}
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={max}
                placeholder={placeholder(value.length)}
              />
            );
          }}
        />
      )}
    </Field>
  );
}
