import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HELP_CATEGORIES, type THelpCategory } from "@crewlance/contracts/help";
import { parse as parseYaml } from "yaml";

/*
 * Reads apps/api/help-articles/<category>/<slug>.md: YAML front matter between `---` lines and
 * a markdown body. A file that breaks the README's rules stops the start with its path named.
 */

export type ArticleFile = {
  slug: string;
  file: string;
  title: string;
  category: THelpCategory;
  summary: string;
  related: string[];
  order: number;
  body: string;
};

export class ArticleFileError extends Error {}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Next to the bundle once built (dist/help-articles, copied by scripts/build.mjs), else the
 * source folder three levels above this file.
 */
export async function defaultArticlesFolder(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "help-articles"), path.resolve(here, "../../../help-articles")];
  for (const candidate of candidates) {
    const found = await readdir(candidate).then(
      () => true,
      () => false,
    );
    if (found) return candidate;
  }
  throw new ArticleFileError(`The help-articles folder was not found (looked in ${candidates.join(", ")}).`);
}

function splitFrontMatter(text: string, file: string): { meta: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ArticleFileError(`${file}: the file must start with front matter between --- lines.`);
  try {
    return { meta: parseYaml(match[1]!), body: match[2]!.trim() };
  } catch (error) {
    throw new ArticleFileError(`${file}: the front matter is not valid YAML (${(error as Error).message}).`);
  }
}

function requiredText(meta: Record<string, unknown>, key: string, file: string): string {
  const value = meta[key];
  if (typeof value !== "string" || value.trim() === "") throw new ArticleFileError(`${file}: "${key}" is missing.`);
  return value.trim();
}

export function parseArticleFile(text: string, file: string): ArticleFile {
  const slug = path.basename(file, ".md");
  if (!SLUG.test(slug)) throw new ArticleFileError(`${file}: the file name must be a slug such as fees.md.`);
  const { meta, body } = splitFrontMatter(text, file);
  if (!meta || typeof meta !== "object") throw new ArticleFileError(`${file}: the front matter is empty.`);
  const fields = meta as Record<string, unknown>;
  const category = requiredText(fields, "category", file);
  if (!(HELP_CATEGORIES as readonly string[]).includes(category)) {
    throw new ArticleFileError(`${file}: "${category}" is not one of the help center's categories.`);
  }
  const related = fields.related ?? [];
  if (!Array.isArray(related) || related.some((item) => typeof item !== "string" || !SLUG.test(item))) {
    throw new ArticleFileError(`${file}: "related" must be a list of article slugs.`);
  }
  const order = fields.order;
  if (typeof order !== "number" || !Number.isInteger(order)) {
    throw new ArticleFileError(`${file}: "order" must be a whole number.`);
  }
  if (body === "") throw new ArticleFileError(`${file}: the article has no body.`);
  return {
    slug,
    file,
    title: requiredText(fields, "title", file),
    category: category as THelpCategory,
    summary: requiredText(fields, "summary", file),
    related: related as string[],
    order,
    body,
  };
}

/** Every article of every category folder (the README at the top is not an article). */
export async function readArticleFiles(folder: string): Promise<ArticleFile[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const articles: ArticleFile[] = [];
  for (const entry of entries.filter((item) => item.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const names = (await readdir(path.join(folder, entry.name))).filter((name) => name.endsWith(".md")).sort();
    for (const name of names) {
      const file = path.join(entry.name, name);
      articles.push(parseArticleFile(await readFile(path.join(folder, file), "utf8"), file));
    }
  }
  const seen = new Map<string, string>();
  for (const article of articles) {
    const other = seen.get(article.slug);
    if (other) throw new ArticleFileError(`${article.file}: the slug "${article.slug}" is also used by ${other}.`);
    seen.set(article.slug, article.file);
  }
  for (const article of articles) {
    const missing = article.related.filter((slug) => !seen.has(slug));
    if (missing.length > 0)
      throw new ArticleFileError(`${article.file}: related articles not found: ${missing.join(", ")}.`);
  }
  return articles;
}
