import type { z } from "zod";
import { ApiError } from "@/lib/api-client";

export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse, keyed by its path ('entries.0.reason'). */
export function issuesOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** A failed call's field errors (none for other failures). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** Whether a failed call's sentence has no field of the form to sit under, so the form shows it whole. */
export function errorOffFields(error: unknown, fields: readonly string[]): boolean {
  if (!error) return false;
  return !Object.keys(fieldErrorsOf(error)).some((path) => fields.includes(path));
}
