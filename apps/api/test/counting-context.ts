import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import type { Pool } from "pg";
import type { AppContext } from "../src/context";
import type { Db } from "../src/db/client";

/**
 * The app's context on a second Drizzle handle over the same connections, whose logger records
 * every statement it sends, and its parameters; without the page cache, so each read reaches the
 * database. What the API keeps per database handle (decisions 0108 and 0122) starts empty on it.
 */
export function countingContext(app: FastifyInstance): {
  ctx: AppContext;
  statements: string[];
  parameters: unknown[][];
} {
  const statements: string[] = [];
  const parameters: unknown[][] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      statements.push(query);
      parameters.push(params);
    },
  };
  const client = (app.ctx.db as unknown as { $client: unknown }).$client;
  const db =
    app.ctx.dbKind === "postgres" ? drizzlePg(client as Pool, { logger }) : drizzlePglite(client as PGlite, { logger });
  return { ctx: { ...app.ctx, db: db as unknown as Db, listCache: undefined }, statements, parameters };
}
