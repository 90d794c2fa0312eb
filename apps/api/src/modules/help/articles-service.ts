import {
  HELP_CATEGORIES,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  type THelpArticle,
  type THelpArticleSummary,
  type THelpArticlesResult,
  type THelpCategory,
  type THelpSearchHit,
} from "@crewlance/contracts/help";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { helpArticles, helpArticleVotes } from "../../db/schema/help";
import { notFound } from "../../lib/errors";
import type { CurrentUser } from "../../plugins/auth";

/*
 * Reading the help center: every article by category, a ranked full-text search, one article
 * with its related ones, and the 'Was this helpful?' votes (decision 0049).
 */

const SEARCH_LIMIT = 20;

const summaryColumns = {
  slug: helpArticles.slug,
  category: helpArticles.category,
  title: helpArticles.title,
  summary: helpArticles.summary,
};

type SummaryRow = { slug: string; category: string; title: string; summary: string };

function toSummary(row: SummaryRow): THelpArticleSummary {
  return { ...row, category: row.category as THelpCategory };
}

async function listByCategory(ctx: AppContext): Promise<THelpArticlesResult["categories"]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(helpArticles)
    .orderBy(asc(helpArticles.category), asc(helpArticles.position), asc(helpArticles.slug));
  return HELP_CATEGORIES.map((category) => ({
    category,
    articles: rows.filter((row) => row.category === category).map(toSummary),
  })).filter((group) => group.articles.length > 0);
}

/**
 * The words typed, each as a prefix (`withdr` → withdr:*): the fallback while someone is still
 * typing a word, when the whole-word search found nothing.
 */
function prefixQuery(q: string): SQL | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  if (words.length === 0) return null;
  return sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" & ")})`;
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`;

async function searchWith(ctx: AppContext, query: SQL): Promise<THelpSearchHit[]> {
  // A title match outranks any number of body matches; inside each, ts_rank_cd with the
  // A/B/C weights of the search vector decides.
  const rows = await ctx.db.execute<SummaryRow & { title_highlighted: string; excerpt_highlighted: string }>(sql`
    with q as (select ${query} as query)
    select a.slug, a.category, a.title, a.summary,
      ts_headline('english', a.title, q.query, ${`${HEADLINE_OPTIONS}, HighlightAll=true`}) as title_highlighted,
      ts_headline('english', a.summary || ' ' || a.body_text, q.query,
        ${`${HEADLINE_OPTIONS}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`}) as excerpt_highlighted
    from ${helpArticles} a, q
    where a.search_vector @@ q.query
    order by (ts_filter(a.search_vector, '{a}') @@ q.query) desc, ts_rank_cd(a.search_vector, q.query) desc, a.slug
    limit ${SEARCH_LIMIT}`);
  return rows.rows.map((row) => ({
    ...toSummary(row),
    titleHighlighted: row.title_highlighted,
    excerptHighlighted: row.excerpt_highlighted,
  }));
}

export async function listHelpArticles(ctx: AppContext, input: { q?: string }): Promise<THelpArticlesResult> {
  if (!input.q) return { query: null, hits: [], categories: await listByCategory(ctx) };
  let hits = await searchWith(ctx, sql`websearch_to_tsquery('english', ${input.q})`);
  const prefix = hits.length === 0 ? prefixQuery(input.q) : null;
  if (prefix) hits = await searchWith(ctx, prefix);
  return { query: input.q, hits, categories: [] };
}

async function feedbackCounts(ctx: AppContext, slug: string) {
  const [row] = await ctx.db
    .select({
      helpful: sql<number>`count(*) filter (where ${helpArticleVotes.helpful})::int`,
      notHelpful: sql<number>`count(*) filter (where not ${helpArticleVotes.helpful})::int`,
    })
    .from(helpArticleVotes)
    .where(eq(helpArticleVotes.slug, slug));
  return { helpful: row?.helpful ?? 0, notHelpful: row?.notHelpful ?? 0 };
}

export async function getHelpArticle(
  ctx: AppContext,
  input: { slug: string; viewer: CurrentUser | null },
): Promise<THelpArticle> {
  const [article] = await ctx.db.select().from(helpArticles).where(eq(helpArticles.slug, input.slug));
  if (!article) throw notFound("This help article");
  const related =
    article.related.length === 0
      ? []
      : await ctx.db.select(summaryColumns).from(helpArticles).where(inArray(helpArticles.slug, article.related));
  const order = new Map(article.related.map((slug, index) => [slug, index]));
  related.sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
  let myVote: boolean | null = null;
  if (input.viewer) {
    const [vote] = await ctx.db
      .select({ helpful: helpArticleVotes.helpful })
      .from(helpArticleVotes)
      .where(and(eq(helpArticleVotes.slug, input.slug), eq(helpArticleVotes.userId, input.viewer.id)));
    myVote = vote?.helpful ?? null;
  }
  return {
    ...toSummary(article),
    html: article.bodyHtml,
    related: related.map(toSummary),
    myVote,
    feedback: input.viewer?.role === "ADMIN" ? await feedbackCounts(ctx, input.slug) : null,
    updatedAt: article.updatedAt.toISOString(),
  };
}

/** One vote per person per article; voting again replaces it. */
export async function voteOnHelpArticle(
  ctx: AppContext,
  input: { slug: string; userId: string; helpful: boolean },
): Promise<{ helpful: boolean }> {
  const [article] = await ctx.db
    .select({ slug: helpArticles.slug })
    .from(helpArticles)
    .where(eq(helpArticles.slug, input.slug));
  if (!article) throw notFound("This help article");
  await ctx.db
    .insert(helpArticleVotes)
    .values({ slug: input.slug, userId: input.userId, helpful: input.helpful })
    .onConflictDoUpdate({
      target: [helpArticleVotes.slug, helpArticleVotes.userId],
      set: { helpful: input.helpful, updatedAt: sql`now()` },
    });
  return { helpful: input.helpful };
}
