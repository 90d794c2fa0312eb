import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { readTextTypesAsText } from "./pglite-text-types";
import * as authSchema from "./schema/auth";
import * as notificationsSchema from "./schema/notifications";
import * as outboxSchema from "./schema/outbox";
import * as usersSchema from "./schema/users";

export const schema = { ...usersSchema, ...authSchema, ...notificationsSchema, ...outboxSchema };

/**
 * One query-builder type for both drivers: PGlite and node-postgres expose the same
 * Drizzle API, so services never know which database they run on.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Subscribes to a NOTIFY channel. `onNotify` gets each payload; `onReady` runs once listening
 * (again); `onGap` when notifications may be missed from now on (the listening connection
 * dropped; it is opened again), so a listener that caches must forget everything and cache
 * nothing until `onReady`. Returns the unsubscribe.
 */
export type ListenHandlers = { onNotify: (payload: string) => void; onReady: () => void; onGap: () => void };
export type Listen = (channel: string, handlers: ListenHandlers) => () => Promise<void>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Absent on a database a test builds by hand: whoever caches on notifications then never caches. */
  listen?: Listen;
  /**
   * Calls `listener` each time a statement other than a SELECT (a write that changed rows, a
   * COMMIT) completes on this process's connections, before its caller sees the result: a cache kept until the
   * database notifies a change drops its entries then, so this process reads its own writes at
   * once even when the notification has not arrived yet (PostgreSQL delivers it to the listening
   * connection, on its own time). Absent on PGlite, which delivers notifications in process.
   */
  onWrite?: (listener: () => void) => void;
};

/**
 * Resolved next to this file in source (src/db/migrations) and next to the bundle
 * (dist/migrations) once built; the build script copies the folder there.
 */
function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory, starting from this dump of a migrated database (PGlite's dumpDataDir): tests. */
  inMemoryFrom?: Blob;
};

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, 5_000);
    const writeListeners: Array<() => void> = [];
    pool.on("connect", (client) => watchWrites(client, writeListeners));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      listen: (channel, handlers) => listenPg(options.databaseUrl!, channel, handlers),
      onWrite: (listener) => writeListeners.push(listener),
    };
  }
  const client = await openPglite(options);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return databaseOn(client, db);
}

/**
 * The list indexes hold enum columns in GIN (migration 0054, decision 0111), and the directory's
 * also the trigrams of each location (migration 0056, decision 0124).
 */
const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

/** The embedded database, ready and reading dates as text itself (decision 0130). */
async function openPglite(options: DatabaseOptions): Promise<PGlite> {
  if (options.inMemoryFrom) return pgliteFromDump(options.inMemoryFrom);
  let client: PGlite;
  if (options.inMemory) client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  else {
    const folder = path.join(options.dataDir ?? "./data", "pglite");
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, { extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  return readTextTypesAsText(client);
}

/** An in-memory PGlite holding a dump of a migrated database (PGlite's dumpDataDir): tests. */
export async function pgliteFromDump(dump: Blob): Promise<PGlite> {
  return readTextTypesAsText(await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }));
}

/**
 * A Database on an open, migrated PGlite. Each call makes a new Drizzle handle, which caches
 * keyed by the handle (prepared statements, estimates) start empty on: tests hand one PGlite to
 * one test file after another (test/pglite-pool.ts).
 */
export function databaseOn(client: PGlite, db = drizzlePglite(client, { schema })): Database {
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    listen: (channel, handlers) => {
      const unlisten = client.listen(channel, handlers.onNotify).then((stop) => {
        handlers.onReady();
        return stop;
      });
      return async () => (await unlisten)();
    },
  };
}

/** The connections each of the server's pools opens at most. */
export const POOL_CONNECTIONS = 10;

/**
 * A pool of POOL_CONNECTIONS connections. One that cannot be had in `connectTimeoutMs` fails the
 * request instead of hanging it while the server is unreachable; the pool keeps trying on later
 * requests.
 */
function openPool(connectionString: string, connectTimeoutMs: number, label = "PostgreSQL"): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: POOL_CONNECTIONS, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => console.error(`${label} idle client error:`, error.message));
  pool.on("acquire", (client) => returnWhenDropped(client));
  pool.on("connect", (client) => oneQueryAtATime(client));
  return pool;
}

/**
 * A connection runs one statement at a time, and a transaction's reads made together
 * (`Promise.all` inside `withTransaction`) each wait for the one before. node-postgres queued
 * them itself, but that is deprecated (a warning on every process, an error in pg 9): the wait
 * is made here instead, with the same order and results. Only promise calls are queued: a
 * callback call is the pool's own single query per checkout, and a submittable (a cursor)
 * manages itself.
 */
function oneQueryAtATime(client: pg.PoolClient): void {
  const query = client.query as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === "function" || typeof first?.submit === "function") {
      return query.apply(this, args);
    }
    const run = () => query.apply(this, args);
    const result = previous.then(run, run);
    previous = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  } as typeof client.query;
}

/**
 * A hot standby's handle (db/replicas.ts): not migrated (it replays the primary's migrations),
 * not watched for writes (it takes none). A replica that cannot be reached in a second is
 * skipped for the primary rather than waited for.
 */
export function openReplica(connectionString: string): { db: Db; pool: pg.Pool } {
  const pool = openPool(connectionString, 1_000, "PostgreSQL replica");
  return { db: drizzlePg(pool, { schema }), pool };
}

/**
 * Wraps a pooled client's `query` (the pool's own `query` goes through it, with a callback) to
 * call the listeners when a statement that is not a SELECT completes, before the caller hears of
 * it: the callback is wrapped, or the promise's first reaction is ours.
 */
function watchWrites(client: pg.PoolClient, listeners: Array<() => void>): void {
  const query = client.query as (...args: unknown[]) => unknown;
  // A write that changed no row changes nothing (the mail worker's idle pass): only a COMMIT or
  // BEGIN (no row count) or a write that touched rows is heard.
  const heard = (done: { command?: string; rowCount?: number | null } | undefined) => {
    if (done?.command && done.command !== "SELECT" && done.rowCount !== 0) for (const listener of listeners) listener();
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: unknown, done: { command?: string; rowCount?: number | null } | undefined) => {
        if (!error) heard(done);
        return callback(error, done);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(heard, () => undefined);
    return result;
  } as typeof client.query;
}

/**
 * A client handed out whose connection the server drops (restart, failover) goes back to the pool
 * with its error, which ends it. Without this its 'error' event had no listener — an uncaught
 * error in the process — and a drop between checkout and BEGIN was never released at all:
 * Drizzle's transaction runs BEGIN before the `try` whose `finally` releases, so each such drop
 * kept one of the pool's ten connections until the process ended (seen in the PostgreSQL restart
 * fault test: `pool.end()` waited for it forever). Release is made idempotent so the holder's own
 * release afterwards does nothing.
 */
function returnWhenDropped(client: pg.PoolClient): void {
  let returned = false;
  const onError = (error: Error) => {
    // After the holder's pending callbacks: a query in flight fails first and may release it itself.
    setImmediate(() => client.release(error));
  };
  client.on("error", onError);
  // pg-pool assigns `release` right after emitting 'acquire', before anyone can use the client.
  queueMicrotask(() => {
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      if (returned) return;
      returned = true;
      client.removeListener("error", onError);
      release(error);
    };
  });
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A dropped
 * connection is opened again after a second, and the gap reported.
 */
function listenPg(connectionString: string, channel: string, handlers: ListenHandlers): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = null;
      handlers.onGap();
      setTimeout(() => void open().catch(retry), 1_000).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    handlers.onReady();
  };
  const retry = () => {
    if (!stopped) setTimeout(() => void open().catch(retry), 1_000).unref();
  };
  void open().catch(retry);
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
