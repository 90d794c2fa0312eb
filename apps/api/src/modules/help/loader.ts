import { HIGHLIGHT_END, HIGHLIGHT_START } from "@crewlance/contracts/help";
import { notInArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { helpArticles } from "../../db/schema/help";
import { withTransaction } from "../../lib/transaction";
import { defaultArticlesFolder, readArticleFiles } from "./article-files";
import { type RenderedArticle, renderArticle } from "./markdown";
import { fillPlaceholders, helpPlaceholders } from "./placeholders";

/*
 * At every start the articles of apps/api/help-articles replace what the database holds: the
 * files are the only source (README there). Placeholders are filled from this instance's
 * configuration before rendering and indexing, so search finds "5%" in the fees article.
 */

/** Any number that is the same on every instance: several instances starting at once take turns. */
const LOAD_LOCK = 4_900_013;

/** The highlight markers are ours alone; an article can never carry them into an excerpt. */
const MARKERS = new RegExp(`[${HIGHLIGHT_START}${HIGHLIGHT_END}]`, "g");

export type LoadedArticles = { count: number };

/**
 * The last rendering of each file, kept for the next load in this process: every app a test
 * suite starts loads the same files, and rendering them again cost each start as much.
 */
const lastRendered = new Map<string, { source: string; rendered: RenderedArticle }>();

function renderedOnce(body: string, slugs: ReadonlySet<string>, file: string): RenderedArticle {
  const source = `${[...slugs].join(" ")}\n${body}`;
  const last = lastRendered.get(file);
  if (last?.source === source) return last.rendered;
  const rendered = renderArticle(body, slugs, file);
  lastRendered.set(file, { source, rendered });
  return rendered;
}

export async function loadHelpArticles(ctx: AppContext, folder?: string): Promise<LoadedArticles> {
  const files = await readArticleFiles(folder ?? (await defaultArticlesFolder()));
  const values = helpPlaceholders(ctx.config);
  const slugs = new Set(files.map((file) => file.slug));
  const rows = files.map((file) => {
    const body = fillPlaceholders(file.body, values, file.file);
    const rendered = renderedOnce(body, slugs, file.file);
    return {
      slug: file.slug,
      category: file.category,
      title: fillPlaceholders(file.title, values, file.file).replace(MARKERS, ""),
      summary: fillPlaceholders(file.summary, values, file.file).replace(MARKERS, ""),
      bodyMarkdown: body,
      bodyHtml: rendered.html,
      bodyText: rendered.text.replace(MARKERS, ""),
      position: file.order,
      related: file.related,
    };
  });
  if (rows.length === 0) return { count: 0 };

  await withTransaction(ctx, async (txCtx) => {
    await txCtx.db.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    await txCtx.db
      .insert(helpArticles)
      .values(rows)
      .onConflictDoUpdate({
        target: helpArticles.slug,
        set: {
          category: sql`excluded.category`,
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          bodyMarkdown: sql`excluded.body_markdown`,
          bodyHtml: sql`excluded.body_html`,
          bodyText: sql`excluded.body_text`,
          position: sql`excluded.position`,
          related: sql`excluded.related`,
          updatedAt: sql`now()`,
        },
        // An unchanged article is not rewritten: a restart leaves its row (and updatedAt) alone.
        setWhere: sql`(${helpArticles.category}, ${helpArticles.title}, ${helpArticles.summary}, ${helpArticles.bodyHtml}, ${helpArticles.position}, ${helpArticles.related})
          is distinct from (excluded.category, excluded.title, excluded.summary, excluded.body_html, excluded.position, excluded.related)`,
      });
    await txCtx.db.delete(helpArticles).where(notInArray(helpArticles.slug, [...slugs]));
  });
  return { count: rows.length };
}
