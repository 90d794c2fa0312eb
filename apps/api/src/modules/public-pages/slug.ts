/*
 * A job's address: `/jobs/<title in kebab case, up to 60 characters>-<task id>` (decision 0096).
 * The id at the end decides; the title part is for people and search engines, so an old or wrong
 * one is answered with a permanent redirect to the current slug.
 */

const SLUG_TITLE_LENGTH = 60;
const ID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function kebabTitle(title: string): string {
  const kebab = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = kebab.slice(0, SLUG_TITLE_LENGTH).replace(/-+$/, "");
  return cut || "task";
}

export function jobSlug(task: { id: string; title: string }): string {
  return `${kebabTitle(task.title)}-${task.id}`;
}

/** The task id a slug ends with, lower-cased; null when it ends with none. */
export function taskIdOfSlug(slug: string): string | null {
  return ID_AT_END.exec(slug)?.[1]?.toLowerCase() ?? null;
}
