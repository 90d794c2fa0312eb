import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { TaskAlertFacts } from "../tasks/index";

/*
 * The percolation index (decision 0102). A saved task search is stored under a few keys, each a
 * condition that every task it matches meets, so a published task looks up only the searches
 * under one of its own keys instead of reading them all:
 * - `w:<lexeme>`: one lexeme of `q` when its query is a conjunction (words and phrases, no `or`
 *   and no `-word`), since then every lexeme must be in the task's text; the longest is kept, as
 *   the rarest guess;
 * - else `s:<skill>` for each skill (any one of them matches);
 * - else `c:<category>`;
 * - else `*`, which every task carries.
 * A key only narrows the candidates; each is then checked in full (matcher.ts).
 */

export const CATCH_ALL_KEY = "*";

/** The lexemes of `websearch_to_tsquery('simple', q)` when all of them are necessary, else null. */
async function necessaryLexemesOf(ctx: AppContext, q: string): Promise<string[] | null> {
  const result = await ctx.db.execute<{ query: string }>(
    sql`select websearch_to_tsquery('simple', ${q})::text as query`,
  );
  const text = result.rows[0]?.query ?? "";
  if (text === "" || text.includes("|") || text.includes("!")) return null;
  // tsquery text writes each lexeme quoted, doubling a quote or a backslash inside it.
  const lexemes = [...text.matchAll(/'((?:[^']|'')*)'/g)].map((match) =>
    match[1]!.replaceAll("''", "'").replaceAll("\\\\", "\\"),
  );
  return lexemes.length > 0 ? lexemes : null;
}

type SearchConditions = { q: string | null; skillsKey: string[] | null; category: string | null };

/** The keys a saved task search is stored under. */
export async function searchKeysOf(ctx: AppContext, search: SearchConditions): Promise<string[]> {
  const lexemes = search.q ? await necessaryLexemesOf(ctx, search.q) : null;
  if (lexemes) {
    const longest = lexemes.reduce((best, lexeme) => (lexeme.length > best.length ? lexeme : best));
    return [`w:${longest}`];
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
