import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Puts one server field error (`skills.0`, `education.0.school`) on the form; false when it has no field there. */
type PlaceFieldError = (path: string, message: string) => boolean;

/**
 * The one way a form reports a failed call: the server's message in an error toast,
 * each field error under its field, and a message that lands on no field as the form's root
 * error (`root.server`, shown by FormAlert). react-hook-form clears root errors when the form is
 * submitted again, so the message stays on screen until the next attempt, well after the toast.
 *
 * `fields` names the form's fields: a server path goes on the field of the same name, or on the
 * field its first segment names (`skills.0` on `skills`). A function places paths itself.
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | PlaceFieldError = [],
): void {
  const message = errorMessage(error);
  toast.error(message);
  const place: PlaceFieldError =
    typeof fields === "function"
      ? fields
      : (path, fieldMessage) => {
          const field = fields.includes(path) ? path : fields.find((name) => name === path.split(".")[0]);
          if (!field) return false;
          setError(field as Path<T>, { type: "server", message: fieldMessage });
          return true;
        };
  let placed = false;
  if (error instanceof ApiError) {
    for (const [path, fieldMessage] of Object.entries(error.fieldErrors)) {
      if (place(path, fieldMessage)) placed = true;
    }
  }
  if (!placed) setError("root.server" as Path<T>, { type: "server", message });
}
