import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { TaskAlertFacts } from "../tasks/index";

/*
 * The percolation index (decision 0102). A saved task search is stored under a few keys, each a
 * condition that every task it matches meets, so a published task looks up only the searches
 * under one of its own keys instead of reading them all:
 * - `w:<lexeme>`: one lexeme of `q` when its query is a conjunction of words and phrases (beside
 *   any `-word`), since then every such lexeme must be in the task's text; the longest is kept,
 *   as the rarest guess; or each lexeme of an `or` query without `-word` (any one of them);
 * - else `s:<skill>` for each skill (any one of them matches);
 * - else `c:<category>`;
 * - else `*`, which every task carries.
 * A key only narrows the candidates; each is then checked in full (matcher.ts).
 */

export const CATCH_ALL_KEY = "*";

const LEXEME = /'((?:[^']|'')*)'/g;
const NEGATED_LEXEME = /!\s*'(?:[^']|'')*'/g;

/** tsquery text writes each lexeme quoted, doubling a quote or a backslash inside it. */
const lexemesIn = (text: string) =>
  [...text.matchAll(LEXEME)].map((match) => match[1]!.replaceAll("''", "'").replaceAll("\\\\", "\\"));

/**
 * What `q` demands of a task's lexemes, read from `websearch_to_tsquery('simple', q)`:
 * - `all`: words and phrases only (`&`, `<->`), after leaving out `-word`s: each remaining lexeme
 *   must be in the task;
 * - `any`: `or`s and no `-word`: a query without negation matches only a text holding at least
 *   one of its lexemes;
 * - null: anything else (a negated phrase, `or` beside `-word`, nothing left), which then says
 *   nothing about lexemes.
 */
export async function lexemeDemandOf(
  ctx: AppContext,
  q: string,
): Promise<{ all: string[] } | { any: string[] } | null> {
  const result = await ctx.db.execute<{ query: string }>(
    sql`select websearch_to_tsquery('simple', ${q})::text as query`,
  );
  const text = result.rows[0]?.query ?? "";
  if (!text.includes("|")) {
    const positive = text.replace(NEGATED_LEXEME, "");
    if (positive.includes("!")) return null;
    const lexemes = lexemesIn(positive);
    return lexemes.length > 0 ? { all: lexemes } : null;
  }
  if (text.includes("!")) return null;
  const lexemes = lexemesIn(text);
  return lexemes.length > 0 ? { any: lexemes } : null;
}

type SearchConditions = { q: string | null; skillsKey: string[] | null; category: string | null };

/** The keys a saved task search is stored under. */
export async function searchKeysOf(ctx: AppContext, search: SearchConditions): Promise<string[]> {
  const demand = search.q ? await lexemeDemandOf(ctx, search.q) : null;
  if (demand && "all" in demand) {
    const longest = demand.all.reduce((best, lexeme) => (lexeme.length > best.length ? lexeme : best));
    return [`w:${longest}`];
  }
  if (demand && (!search.skillsKey || search.skillsKey.length === 0 || demand.any.length <= search.skillsKey.length)) {
    return [...new Set(demand.any)].map((lexeme) => `w:${lexeme}`);
  }
  if (search.skillsKey && search.skillsKey.length > 0)
    return [...new Set(search.skillsKey)].map((skill) => `s:${skill}`);
  if (search.category) return [`c:${search.category}`];
  return [CATCH_ALL_KEY];
}

/** Every key a task carries: a search stored under any of them may match it. */
export function taskKeysOf(task: TaskAlertFacts): string[] {
  return [
    ...task.lexemes.map((lexeme) => `w:${lexeme}`),
    ...task.skillsKey.map((skill) => `s:${skill}`),
    `c:${task.category}`,
    CATCH_ALL_KEY,
  ];
}
