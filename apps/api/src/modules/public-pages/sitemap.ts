import type { AppContext } from "../../context";
import { openTasksPage } from "../tasks/index";
import { publicTeamHandlesPage } from "../teams/index";
import { publicHandlesPage } from "../users/index";
import { escapeHtml } from "./html";
import { jobPath, personPath, teamPath } from "./links";

/*
 * sitemap.xml (decision 0096): public people and companies, public teams and open tasks, each
 * walked by its door's keyset. Up to SITEMAP_URLS addresses in all it is one `urlset`; beyond, it
 * is a sitemap index of one file per SITEMAP_URLS addresses of a kind, each named by the key it
 * starts after (`/sitemaps/people.xml?after=…`).
 */

/** The sitemap protocol's limit per file. */
export const SITEMAP_URLS = 50_000;
/** Rows a door is asked for at once while a file is walked. */
const BATCH = 5_000;

export const SITEMAP_KINDS = ["people", "teams", "jobs"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type Entry = { path: string; key: string; updatedAt: Date };

async function batchOf(ctx: AppContext, kind: SitemapKind, after: string | null, limit: number): Promise<Entry[]> {
  if (kind === "people") {
    const rows = await publicHandlesPage(ctx, { after, limit });
    return rows.map((row) => ({ path: personPath(row.handle), key: row.handle, updatedAt: row.updatedAt }));
  }
  if (kind === "teams") {
    const rows = await publicTeamHandlesPage(ctx, { after, limit });
    return rows.map((row) => ({ path: teamPath(row.handle), key: row.handle, updatedAt: row.updatedAt }));
  }
  const rows = await openTasksPage(ctx, { after, limit });
  return rows.map((row) => ({ path: jobPath(row), key: row.id, updatedAt: row.updatedAt }));
}

/** Up to `max` entries of a kind after `after`, and whether more follow. */
async function walk(
  ctx: AppContext,
  kind: SitemapKind,
  after: string | null,
  max: number,
): Promise<{ entries: Entry[]; more: boolean }> {
  const entries: Entry[] = [];
  let cursor = after;
  while (entries.length < max) {
    const want = Math.min(BATCH, max - entries.length);
    const batch = await batchOf(ctx, kind, cursor, want + 1);
    entries.push(...batch.slice(0, want));
    if (batch.length <= want) return { entries, more: false };
    cursor = batch[want - 1]!.key;
  }
  return { entries, more: (await batchOf(ctx, kind, cursor, 1)).length > 0 };
}

function urlset(origin: string, entries: readonly Entry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(origin + entry.path)}</loc><lastmod>${entry.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`;
}

/** One kind's file, starting after `after` (null: from the start). */
export async function sitemapFile(
  ctx: AppContext,
  origin: string,
  kind: SitemapKind,
  after: string | null,
  perFile = SITEMAP_URLS,
): Promise<string> {
  const { entries } = await walk(ctx, kind, after, perFile);
  return urlset(origin, entries);
}

/** /sitemap.xml: every address in one file, or an index of files when there are more than `perFile`. */
export async function sitemapRoot(ctx: AppContext, origin: string, perFile = SITEMAP_URLS): Promise<string> {
  const all: Entry[] = [];
  const starts: { kind: SitemapKind; after: string | null }[] = [];
  let overflow = false;
  for (const kind of SITEMAP_KINDS) {
    let after: string | null = null;
    for (;;) {
      const { entries, more } = await walk(ctx, kind, after, perFile);
      if (entries.length > 0) starts.push({ kind, after });
      if (!overflow) all.push(...entries);
      if (all.length > perFile) overflow = true;
      if (!more) break;
      overflow = true;
      after = entries[entries.length - 1]!.key;
    }
  }
  if (!overflow) return urlset(origin, all);
  const files = starts.map(({ kind, after }) => {
    const query = after === null ? "" : `?after=${encodeURIComponent(after)}`;
    return `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${kind}.xml${query}`)}</loc></sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.join("")}</sitemapindex>\n`;
}

/**
 * Everything but the public pages (and their images and the uploads they show) is disallowed:
 * the web app's screens, /api and whatever screen comes next, without listing each.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /u/",
    "Allow: /t/",
    "Allow: /jobs/",
    "Allow: /og/",
    "Allow: /uploads/",
    "Allow: /sitemap.xml",
    "Allow: /sitemaps/",
    "Disallow: /api/",
    "Disallow: /",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
