import { type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import { keptPerDatabase } from "./prepared";

/*
 * A list search's statements built once per shape (decision 0125). Building a filtered task page
 * with Drizzle took about 0.3 ms of the server's CPU, and a search builds two or three statements:
 * together about a third of the server's work for the request. A search's shape (which filters it has,
 * its order, which statement) fixes the SQL text; its values differ per request. So each shape's
 * statement is built once with a placeholder for every value and kept, and each request fills the
 * placeholders. It stays an unnamed statement, so PostgreSQL still plans it with the request's
 * values, as every search's plan depends on them (lib/prepared.ts).
 */

/**
 * How a statement's builder writes the value named `name`: the value itself, or a placeholder
 * filled at each execution. Typed as the value, which a placeholder stands in for.
 */
export type Bind<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name];

/**
 * Writes the values themselves: for one statement (a plan test, a statement run once). An array is
 * one parameter, as a placeholder's is: Drizzle writes a bare array as a list of values.
 */
export function bindValues<Values>(values: Values): Bind<Values> {
  return (name) => {
    const value = values[name];
    return (Array.isArray(value) ? sql.param(value) : value) as Values[typeof name];
  };
}

/** Writes placeholders, so one statement serves every search of its shape. */
export function bindPlaceholders<Values>(): Bind<Values> {
  return (name) => sql.placeholder(name) as unknown as Values[typeof name];
}

/** A shape's statements are kept per database handle; this many shapes at most. */
const MAX_SHAPES = 2_048;

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/** A query builder's statement, whose rows Drizzle maps as the builder's own execution does. */
export type Preparable<Row> = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
};

/**
 * The rows of the select `build` writes for `shape`, with `values` in its placeholders. `shape`
 * must name everything that changes the statement's text (each list's test of its shapes checks
 * that every search of a shape writes the same text).
 */
export function selectOfShape<Values, Row>(
  ctx: AppContext,
  shape: string,
  build: (bind: Bind<Values>) => Preparable<Row>,
  values: Values,
): Promise<Row[]> {
  // Without a name it is an unnamed statement, planned with each execution's values.
  const statement = keptPerDatabase(byDatabase, MAX_SHAPES, ctx, shape, () =>
    build(bindPlaceholders<Values>()).prepare(undefined as unknown as string),
  );
  return statement.execute(values as Record<string, unknown>);
}

const dialect = new PgDialect();

type RawStatement = { execute(values?: Record<string, unknown>): Promise<unknown> };

/** As `selectOfShape`, for a statement written as SQL (`ctx.db.execute`'s kind): its rows as the driver returns them. */
export async function rowsOfShape<Values, Row>(
  ctx: AppContext,
  shape: string,
  build: (bind: Bind<Values>) => SQL,
  values: Values,
): Promise<Row[]> {
  const statement = keptPerDatabase(byDatabase, MAX_SHAPES, ctx, shape, (): RawStatement => {
    const session = (ctx.db as unknown as { _: { session: PgSession } })._.session;
    return session.prepareQuery(dialect.sqlToQuery(build(bindPlaceholders<Values>())), undefined, undefined, false);
  });
  const result = (await statement.execute(values as Record<string, unknown>)) as { rows: Row[] };
  return result.rows;
}

/**
 * The fields of `subquery`, each by the name its select gave it in `fields`: what an outer select
 * over the subquery reads (decision 0128).
 */
export function subqueryFields<
  Fields extends Record<string, unknown>,
  Subquery extends { [K in keyof Fields]: unknown },
>(subquery: Subquery, fields: Fields): { [K in keyof Fields]: Subquery[K] } {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, subquery[key as keyof Fields]])) as {
    [K in keyof Fields]: Subquery[K];
  };
}
