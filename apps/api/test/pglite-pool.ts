import type { PGlite } from "@electric-sql/pglite";
import { type Database, databaseOn, pgliteFromDump } from "../src/db/client";

/*
 * PGlite databases for test files, one worker's (decision 0115). Loading the migrated dump costs
 * about 1.2 CPU-seconds a file; emptying a database a closed test app left back to what the dump
 * holds costs about a tenth of that. So a file's database is either a fresh load of the dump or
 * one an earlier file closed and this module emptied: its rows, sequences, statistics and session
 * state as the dump has them. One whose schema a test changed and did not put back is closed
 * instead, as is one whose emptying fails.
 */

/** What a freshly loaded dump holds beyond its schema, read from the worker's first load. */
type Migrated = {
  /** Every table outside the catalogs and Drizzle's journal, quoted. */
  tables: string[];
  /** The rows migrations wrote (platform accounts, settings), as INSERTs. */
  rowInserts: string[];
  /** Each sequence put back where migrating left it. */
  sequenceResets: string[];
  /** Counts of schema objects: a test that created one and left it is seen by them. */
  schemaFingerprint: string;
};

const idle: PGlite[] = [];
let migrated: Promise<Migrated> | undefined;

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function rows<Row>(client: PGlite, text: string): Promise<Row[]> {
  return (await client.query<Row>(text)).rows;
}

async function schemaFingerprint(client: PGlite): Promise<string> {
  const [row] = await rows<{ fingerprint: string }>(
    client,
    `select concat_ws(':', (select count(*) from pg_class), (select count(*) from pg_trigger),
       (select count(*) from pg_proc), (select count(*) from pg_attribute)) as fingerprint`,
  );
  return row?.fingerprint ?? "";
}

async function readMigrated(client: PGlite): Promise<Migrated> {
  const tables = await rows<{ name: string; insertable: string }>(
    client,
    `select format('%I.%I', c.table_schema, c.table_name) as name,
       string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position)
         filter (where c.is_generated = 'NEVER') as insertable
     from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
     group by 1 order by 1`,
  );
  const rowInserts: string[] = [];
  for (const table of tables) {
    const [held] = await rows<{ json: string | null }>(client, `select json_agg(t)::text as json from ${table.name} t`);
    if (!held?.json) continue;
    rowInserts.push(
      `insert into ${table.name} (${table.insertable}) overriding system value
       select ${table.insertable} from json_populate_recordset(null::${table.name}, ${quoteLiteral(held.json)})`,
    );
  }
  const sequences = await rows<{ name: string; lastValue: string | null }>(
    client,
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue"
     from pg_sequences where schemaname <> 'drizzle'`,
  );
  return {
    tables: tables.map((table) => table.name),
    rowInserts,
    sequenceResets: sequences.map(({ name, lastValue }) =>
      lastValue === null
        ? `alter sequence ${name} restart`
        : `select setval(${quoteLiteral(name)}, ${lastValue}, true)`,
    ),
    schemaFingerprint: await schemaFingerprint(client),
  };
}

/** A database as the dump holds it: one an earlier file left, emptied, or the dump loaded. */
export async function takePglite(dump: Blob): Promise<Database> {
  const client = idle.pop() ?? (await pgliteFromDump(dump));
  migrated ??= readMigrated(client);
  await migrated;
  return databaseOn(client);
}

/** The PGlite under a test database on PGlite. */
export const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * Gives back a database a closed test app used: emptied for the next file, or closed when it
 * cannot be made as the dump holds it.
 */
export async function givePgliteBack(database: Database): Promise<void> {
  const client = pgliteOf(database);
  try {
    await empty(client, await (migrated ?? Promise.reject(new Error("No database was taken."))));
    idle.push(client);
  } catch {
    await client.close().catch(() => {});
  }
}

async function empty(client: PGlite, state: Migrated): Promise<void> {
  if (client.closed) throw new Error("The database was closed.");
  // Prepared statements, settings, temporary tables, LISTENs and advisory locks of the session.
  await client.exec("discard all");
  // Triggers stay off while rows go and come back: the ledger's refuse TRUNCATE.
  await client.exec(
    [
      "set session_replication_role = replica",
      `truncate ${state.tables.join(", ")} restart identity`,
      ...state.rowInserts,
      ...state.sequenceResets,
      // Statistics an ANALYZE left would steer the next file's plans.
      "delete from pg_statistic where starelid >= 16384",
      "set session_replication_role = origin",
    ].join(";\n"),
  );
  if ((await schemaFingerprint(client)) !== state.schemaFingerprint) throw new Error("A test changed the schema.");
}
