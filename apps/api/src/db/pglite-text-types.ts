import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

/*
 * Drizzle reads dates, times and intervals as PostgreSQL's text and maps them itself, so its PGlite
 * session hands PGlite parsers that keep those types as text with every statement. PGlite merges a
 * statement's parsers into its own ~320 each time it answers one: about a third of a small select's
 * CPU (decision 0130). A PGlite the app opens keeps those types as text itself instead, and the
 * statements go without them.
 */

/** timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval, date. */
const TEXT_TYPES = new Set(["1114", "1184", "1186", "1082", "1231", "1115", "1185", "1187", "1182"]);

const asText = (value: string) => value;

/**
 * Makes `client` read TEXT_TYPES as text and take statements without parsers for them. Call it
 * once per client, when it is ready: PGlite's start sets the array types' parsers, which this
 * overrides. The client's own readers (tests, the pools) then also get those types as text, as
 * Drizzle does.
 */
export function readTextTypesAsText(client: PGlite): PGlite {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    PGlite.prototype.query.call(client, text, params, withoutTextParsers(options))) as PGlite["query"];
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    PGlite.prototype.transaction.call(client, (tx) => {
      const txQuery = tx.query;
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        txQuery(text, params, withoutTextParsers(options))) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
  return client;
}

/** The options without their parsers when those are only for TEXT_TYPES; anyone else's pass as given. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type in parsers) if (!TEXT_TYPES.has(type)) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}
