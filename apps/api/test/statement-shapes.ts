/*
 * Decision 0125: a list search's statement is built once per shape, with placeholders, and serves
 * every search of that shape. So a shape must fix the text: each search of it, whatever its values,
 * page or matches, writes with its values the very text the shape's statement has.
 */

import type { Reading } from "../src/lib/list-statements";

type Written = { page: { toSQL(): { sql: string } }; pageWithTotal: () => { toSQL(): { sql: string } } };

const textOf = (written: Written) => `${written.page.toSQL().sql}\n${written.pageWithTotal().toSQL().sql}`;

/**
 * Each search of every query (with its own values, then `others` for the same filters), on two
 * pages, read in order and among `ids`. Pages whose every bound is past 0: Drizzle leaves out an
 * `offset 0` written as a value.
 */
export function searchesOfEveryShape<Search>(
  queries: Record<string, string>[],
  others: Record<string, string>,
  parse: (query: Record<string, string>) => Search,
): Search[] {
  return queries.flatMap((query) =>
    [
      query,
      {
        ...query,
        ...Object.fromEntries(Object.keys(query).flatMap((key) => (key in others ? [[key, others[key]!]] : []))),
      },
    ].flatMap((values) => ["12", "13"].map((page) => parse({ limit: "20", ...values, page }))),
  );
}

/**
 * The searches whose text differs from their shape's statement, or from another search of their
 * shape: each read every way a page is (all matches, among `ids`, walked along its order).
 */
export function textsOffTheirShape<Search>(
  searches: Search[],
  ids: readonly string[],
  withValues: (search: Search, reading?: Reading) => Written,
  ofShape: (search: Search, reading?: Reading) => Written & { shape: string },
): string[] {
  const texts = new Map<string, string>();
  const problems: string[] = [];
  for (const search of searches) {
    for (const reading of [undefined, ids, { walk: 5_000 }, { walk: 20_000 }]) {
      const text = textOf(withValues(search, reading));
      const shaped = ofShape(search, reading);
      if (textOf(shaped) !== text) problems.push(`${JSON.stringify(search)}: not its shape's statement`);
      if ((texts.get(shaped.shape) ?? text) !== text)
        problems.push(`${JSON.stringify(search)}: another text in ${shaped.shape}`);
      texts.set(shaped.shape, text);
    }
  }
  return problems;
}
