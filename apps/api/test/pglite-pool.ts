import type { PGlite } from "@electric-sql/pglite";
import { type Database, databaseOn, pgliteFromDump } from "../src/db/client";
import { emptyingScript, type Migrated, readMigrated, schemaFingerprint } from "./emptied-database";

/*
 * PGlite databases for test files, one worker's (decision 0115). Loading the migrated dump costs
 * about 1.2 CPU-seconds a file; emptying a database a closed test app left back to what the dump
 * holds costs about a tenth of that. So a file's database is either a fresh load of the dump or
 * one an earlier file closed and this module emptied: its rows, sequences, statistics and session
 * state as the dump has them. One whose schema a test changed and did not put back is closed
 * instead, as is one whose emptying fails.
 */

const idle: PGlite[] = [];
let migrated: Promise<Migrated> | undefined;

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
  await client.exec(emptyingScript(state, "truncate"));
  if ((await schemaFingerprint(client)) !== state.schemaFingerprint) throw new Error("A test changed the schema.");
}
