import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * A failed auth call (spec A9): the server's message in an error toast, and each of its field
 * errors under the form field of the same name. A message that belongs to no field stays on
 * the form as its root error, so it outlives the toast.
 */
export function showAuthError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields: readonly Path<T>[] = [],
): void {
  const message = errorMessage(error);
  toast.error(message);
  if (!setError) return;
  let placed = false;
  if (error instanceof ApiError) {
    for (const [path, fieldMessage] of Object.entries(error.fieldErrors)) {
      const field = fields.find((name) => name === path);
      if (!field) continue;
      setError(field, { type: "server", message: fieldMessage });
      placed = true;
    }
  }
  if (!placed) setError("root.server" as Path<T>, { type: "server", message });
}
