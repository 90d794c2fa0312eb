import { type SQL, sql } from "drizzle-orm";
import type { Bind } from "./statement-shapes";

/**
 * Relevance ranks the matches in blocks of ten pages (decision 0111): a page's block is the next
 * ten pages' worth of matches in the list's own order (newest tasks, best-rated freelancers),
 * ordered by how well they match the words. A page reads one block, never every match, and the
 * blocks follow one another, so paging on neither repeats nor skips a row.
 */
export const RELEVANCE_BLOCK_PAGES = 10;

/** Where the page's block starts in the list's own order, how many rows it holds, and where the page starts in it. */
export function relevanceBlock(page: number, limit: number): { offset: number; size: number; pageOffset: number } {
  const size = RELEVANCE_BLOCK_PAGES * limit;
  return {
    offset: Math.floor((page - 1) / RELEVANCE_BLOCK_PAGES) * size,
    size,
    pageOffset: ((page - 1) % RELEVANCE_BLOCK_PAGES) * limit,
  };
}

/**
 * Which of a search's few matches (numbered in the list's order, or the order asked) its page
 * reads, and the page number that reads them as the first of their own: in an order, the page's
 * own slice, read as page 1 (decision 0123); by relevance, the page's block, ranked again as the
 * same page of a first block (decision 0129).
 */
export function sliceOfFew(
  search: { page: number; limit: number },
  byRelevance: boolean,
): { offset: number; size: number; page: number } {
  if (!byRelevance) return { offset: (search.page - 1) * search.limit, size: search.limit, page: 1 };
  const block = relevanceBlock(search.page, search.limit);
  return { offset: block.offset, size: block.size, page: ((search.page - 1) % RELEVANCE_BLOCK_PAGES) + 1 };
}

/**
 * The condition that a relevance block's candidates, the common table `candidates`, are the whole
 * block: a block read from a walk along the list's order is left empty when the walk met fewer
 * matches (decision 0139). Written beside the page, PostgreSQL keeps the candidates once for both.
 */
export function wholeBlock(bind: Bind<{ blockSize: number }>): SQL {
  return sql`(select count(*) from ${sql.identifier("candidates")}) = ${bind("blockSize")}`;
}
