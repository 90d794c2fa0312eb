import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import {
  type EducationDraft,
  emptyEducation,
  emptyShowcaseItem,
  type ShowcaseDraft,
  type ShowcaseItemDraft,
} from "./freelancer-form";

/** Every listed key as text, whatever was stored (numbers from a saved profile, or nothing). */
function asText<T extends Record<string, string>>(raw: unknown, empty: T): T {
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const entries = Object.keys(empty).map((key) => {
    const value = source[key];
    return [key, typeof value === "string" || typeof value === "number" ? String(value) : ""];
  });
  return Object.fromEntries(entries) as T;
}

const asList = <T extends Record<string, string>>(raw: unknown, empty: () => T): T[] =>
  Array.isArray(raw) ? raw.map((item) => asText(item, empty())) : [];

/** The education list cached under educationData (spec A7); empty when nothing or junk is stored. */
export function readEducationDraft(): EducationDraft[] {
  return asList(readStorage<unknown>(STORAGE_KEYS.education, []), emptyEducation);
}

export function writeEducationDraft(education: EducationDraft[]): void {
  writeStorage(STORAGE_KEYS.education, education);
}

/** Portfolios, certifications and projects cached under showcaseData (spec A7). */
export function readShowcaseDraft(): ShowcaseDraft {
  const raw = readStorage<unknown>(STORAGE_KEYS.showcase, {});
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const list = (key: keyof ShowcaseDraft): ShowcaseItemDraft[] => asList(source[key], emptyShowcaseItem);
  return { portfolios: list("portfolios"), certifications: list("certifications"), projects: list("projects") };
}

export function writeShowcaseDraft(showcase: ShowcaseDraft): void {
  writeStorage(STORAGE_KEYS.showcase, showcase);
}

export function clearOnboardingDrafts(): void {
  removeStorage(STORAGE_KEYS.education);
  removeStorage(STORAGE_KEYS.showcase);
}
