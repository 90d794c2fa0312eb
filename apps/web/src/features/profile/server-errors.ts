import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/**
 * Puts the server's field errors (ApiError.fieldErrors, paths like `skills.0`) on the form's own
 * fields; returns true when at least one landed on a field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = path.split(".")[0] as Path<T>;
    if (fields.includes(field)) {
      setError(field, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}
