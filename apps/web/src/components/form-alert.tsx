import { TriangleAlert } from "lucide-react";
import { errorMessage } from "@/lib/api-client";

type FormAlertProps = {
  /** A sentence to show, such as a form's root error. */
  message?: string;
  /** Or the failed call itself (a mutation's error): its server message is shown. */
  error?: unknown;
};

/**
 * A form-wide error, such as 'Invalid email or password', shown where the form is. Toasts vanish
 * after a second, so every form shows its server error here too, until the next try.
 */
export function FormAlert({ message, error }: FormAlertProps) {
  const text = message ?? (error ? errorMessage(error) : undefined);
  if (!text) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
