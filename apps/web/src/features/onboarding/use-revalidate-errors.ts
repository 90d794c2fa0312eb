import { useEffect } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A field that shows an error is checked again as soon as it changes, so the error goes away
 * while the person fixes it. (The wizard validates steps with trigger(), not handleSubmit(),
 * so react-hook-form's re-validate-after-submit never starts on its own.)
 */
export function useRevalidateErrors<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name as FieldPath<T>).error) void form.trigger(name as FieldPath<T>);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
