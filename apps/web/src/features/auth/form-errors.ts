import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { ApiError, errorMessage } from "@/lib/api-client";

/**
 * A failed auth call (spec A9): the server's message in an error toast, and each of its field
 * errors under the form field of the same name.
 */
export function showAuthError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields: readonly Path<T>[] = [],
): void {
  toast.error(errorMessage(error));
  if (!(error instanceof ApiError) || !setError) return;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => name === path);
    if (field) setError(field, { type: "server", message });
  }
}
