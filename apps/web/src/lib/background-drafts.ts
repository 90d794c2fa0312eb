import { type EducationDraft, emptyEducation, type ShowcaseDraft, type ShowcaseItemDraft } from "./background-form";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "./storage";

/** Every listed key as text, whatever was stored (numbers from a saved profile, or nothing). */
function asText<T extends Record<string, string | undefined>>(raw: unknown, empty: T, optional: string[] = []): T {
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
  const entries = Object.keys(empty).map((key) => [key, text(source[key])]);
  // Keys only some editors show (a certification's issuer and year) survive when present.
  const extra = optional.filter((key) => source[key] !== undefined).map((key) => [key, text(source[key])]);
  return Object.fromEntries([...entries, ...extra]) as T;
}

const asList = <T extends Record<string, string | undefined>>(
  raw: unknown,
  empty: () => T,
  optional?: string[],
): T[] => (Array.isArray(raw) ? raw.map((item) => asText(item, empty(), optional)) : []);

type ImageDraft = NonNullable<ShowcaseItemDraft["images"]>[number];
const isImage = (value: unknown): value is ImageDraft => {
  const image = value as Partial<ImageDraft> | null;
  return (
    typeof image === "object" &&
    image !== null &&
    typeof image.path === "string" &&
    typeof image.alt === "string" &&
    typeof image.width === "number" &&
    typeof image.height === "number"
  );
};

/** A showcase item's text fields, and its uploaded images when any valid ones were stored. */
function asShowcaseItem(raw: unknown): ShowcaseItemDraft {
  const item: ShowcaseItemDraft = asText(raw, { title: "", description: "", url: "" }, ["issuer", "year"]);
  const stored = raw && typeof raw === "object" ? (raw as { images?: unknown }).images : undefined;
  const images = Array.isArray(stored) ? stored.filter(isImage) : [];
  return images.length > 0 ? { ...item, images } : item;
}

const asShowcase = (raw: unknown): ShowcaseDraft => {
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const list = (key: keyof ShowcaseDraft): ShowcaseItemDraft[] =>
    Array.isArray(source[key]) ? (source[key] as unknown[]).map(asShowcaseItem) : [];
  return { portfolios: list("portfolios"), certifications: list("certifications"), projects: list("projects") };
};

/** The education list cached under educationData; empty when nothing or junk is stored. */
export function readEducationDraft(): EducationDraft[] {
  return asList(readStorage<unknown>(STORAGE_KEYS.education, []), emptyEducation);
}

export function writeEducationDraft(education: EducationDraft[]): void {
  writeStorage(STORAGE_KEYS.education, education);
}

/** Portfolios, certifications and projects cached under showcaseData. */
export function readShowcaseDraft(): ShowcaseDraft {
  return asShowcase(readStorage<unknown>(STORAGE_KEYS.showcase, {}));
}

export function writeShowcaseDraft(showcase: ShowcaseDraft): void {
  writeStorage(STORAGE_KEYS.showcase, showcase);
}

/**
 * The drafts an unfinished edit left behind, each null when none is stored (or it cannot be
 * read: the failure is logged and the editor starts from the saved profile).
 */
export function readPendingDrafts(): { education: EducationDraft[] | null; showcase: ShowcaseDraft | null } {
  const education = readStorage<unknown>(STORAGE_KEYS.education, null);
  const showcase = readStorage<unknown>(STORAGE_KEYS.showcase, null);
  return {
    education: Array.isArray(education) ? asList(education, emptyEducation) : null,
    showcase: showcase && typeof showcase === "object" ? asShowcase(showcase) : null,
  };
}

export function clearBackgroundDrafts(): void {
  removeStorage(STORAGE_KEYS.education);
  removeStorage(STORAGE_KEYS.showcase);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps each list's draft only while it differs from the saved profile: an edit is cached, and
 * an edit taken back leaves no pending draft behind.
 */
export function syncBackgroundDrafts(
  current: { education: EducationDraft[]; showcase: ShowcaseDraft },
  saved: { education: EducationDraft[]; showcase: ShowcaseDraft },
): void {
  if (same(current.education, saved.education)) removeStorage(STORAGE_KEYS.education);
  else writeEducationDraft(current.education);
  if (same(current.showcase, saved.showcase)) removeStorage(STORAGE_KEYS.showcase);
  else writeShowcaseDraft(current.showcase);
}
