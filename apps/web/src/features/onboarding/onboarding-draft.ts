import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";

/*
 * What a person typed into an onboarding wizard, kept in local storage as they type, so a reload
 * does not lose it: the wizards' other fields beside the education and showcase drafts
 * (decision 0082). Files cannot be kept; a sign-out clears local storage and with it the draft.
 */

type StoredDraft = { userId: string; values: Record<string, unknown> };

const isText = (value: unknown) => typeof value === "string";
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
const isTextRecord = (value: unknown) => isRecord(value) && Object.values(value).every(isText);

/** Whether a stored value can stand where the form has `template`: text for text, a list of text or of text records for a list. */
function fits(template: unknown, value: unknown): boolean {
  if (isText(template)) return isText(value);
  if (Array.isArray(template)) return Array.isArray(value) && value.every((item) => isText(item) || isTextRecord(item));
  return false;
}

/** The form's empty values with each field the same person's draft holds in the same shape. */
export function readOnboardingDraft<T extends Record<string, unknown>>(userId: string | undefined, empty: T): T {
  const stored = readStorage<unknown>(STORAGE_KEYS.onboarding, null) as StoredDraft | null;
  if (!userId || !isRecord(stored) || stored.userId !== userId || !isRecord(stored.values)) return empty;
  const restored: Record<string, unknown> = { ...empty };
  for (const key of Object.keys(empty)) {
    if (fits(empty[key], stored.values[key])) restored[key] = stored.values[key];
  }
  return restored as T;
}

export function clearOnboardingDraft(): void {
  removeStorage(STORAGE_KEYS.onboarding);
}

/** Writes the named fields to the draft on every change (a subscription: the wizard does not re-render). */
export function useOnboardingDraft<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  userId: string | undefined,
  fields: readonly string[],
): void {
  useEffect(() => {
    if (!userId) return;
    const subscription = form.watch((values) => {
      const picked = Object.fromEntries(fields.map((field) => [field, (values as Record<string, unknown>)[field]]));
      writeStorage(STORAGE_KEYS.onboarding, { userId, values: picked } satisfies StoredDraft);
    });
    return () => subscription.unsubscribe();
  }, [form, userId, fields]);
}
