import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { AppContext } from "../context";
import { isTxContext } from "./transaction";

/*
 * Named prepared statements for the hot reads of a fixed shape (decision 0059): Drizzle builds a
 * statement's SQL once per shape instead of on every request, and PostgreSQL parses and plans it
 * once per connection. Only for shapes whose plan does not depend on a parameter's value: after
 * five executions PostgreSQL may switch to a generic plan, which for a selective filter (skills,
 * text search, a rate range) is a sort of every match instead of an index walk — measured at
 * 300 ms against 1 ms. Those shapes keep an unnamed statement, planned with their values.
 */

/** A shape's prepared statements are kept per database handle; this many shapes at most. */
const MAX_SHAPES = 256;

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement kept in `kept` for `shape` on `ctx.db`, built by `build` the first time; at most
 * `max` shapes per handle. Inside a transaction it is built each time (a transaction is a handle
 * of its own, used once).
 */
export function keptPerDatabase<T>(
  kept: WeakMap<object, Map<string, unknown>>,
  max: number,
  ctx: AppContext,
  shape: string,
  build: () => T,
): T {
  if (isTxContext(ctx)) return build();
  let statements = kept.get(ctx.db);
  if (!statements) {
    statements = new Map();
    kept.set(ctx.db, statements);
  }
  const found = statements.get(shape) as T | undefined;
  if (found) return found;
  const statement = build();
  // Shapes come from a few query parameters; a bound keeps a stream of odd ones from growing it.
  if (statements.size >= max) statements.clear();
  statements.set(shape, statement);
  return statement;
}

/**
 * The prepared statement of `shape` on `ctx.db`, built by `build(name)` the first time. `shape`
 * must name everything that changes the SQL text; the statement's name is derived from it, so
 * one name never stands for two texts (node-postgres refuses that).
 */
export function preparedOnce<T>(ctx: AppContext, shape: string, build: (name: string) => T): T {
  return keptPerDatabase(byDatabase, MAX_SHAPES, ctx, shape, () => build(statementName(shape)));
}

/** PostgreSQL cuts names at 63 bytes: a digest keeps distinct shapes distinct. */
function statementName(shape: string): string {
  return `q_${createHash("sha1").update(shape).digest("hex").slice(0, 24)}`;
}

/**
 * A non-negative integer written into the SQL text instead of a parameter: a prepared
 * statement's generic plan with `limit $1` guesses a tenth of the table and plans parallel
 * workers; with the number written in it is the same index walk as with the value.
 */
export function sqlInteger(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a non-negative integer: ${value}`);
  return sql.raw(String(value));
}

/** A page's limit and offset written into the text (`sqlInteger`), as Drizzle inlines an SQL object. */
export function boundsWrittenIn(paging: { page: number; limit: number }): { limit: number; offset: number } {
  return {
    limit: sqlInteger(paging.limit) as unknown as number,
    offset: sqlInteger((paging.page - 1) * paging.limit) as unknown as number,
  };
}

/** A database function called with one parameter per argument, each with its cast (`::jsonb`). */
export type DatabaseFunction = { name: string; casts: readonly string[] };

/**
 * `select * from fn(...)`: the rows it returns. Outside a transaction on node-postgres it is a
 * named prepared statement on the pool, its own autocommit transaction, parsed once per
 * connection (a tenth of the server's work per ledger transfer, decision 0058); inside a
 * transaction, or on PGlite, it goes through the context's handle.
 */
export async function callDatabaseFunction<Row extends Record<string, unknown>>(
  ctx: AppContext,
  fn: DatabaseFunction,
  values: readonly unknown[],
): Promise<Row[]> {
  const pool = (ctx.db as unknown as { $client?: Partial<Pool> }).$client;
  if (!isTxContext(ctx) && ctx.dbKind === "postgres" && typeof pool?.query === "function") {
    const text = `select * from ${fn.name}(${fn.casts.map((cast, i) => `$${i + 1}${cast}`).join(", ")})`;
    return (await (pool as Pool).query<Row>({ name: fn.name, text, values: [...values] })).rows;
  }
  const args = values.map((value, i) => sql`${value}${sql.raw(fn.casts[i]!)}`);
  const result = await ctx.db.execute(sql`select * from ${sql.raw(fn.name)}(${sql.join(args, sql`, `)})`);
  return result.rows as Row[];
}
