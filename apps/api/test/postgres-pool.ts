import pg from "pg";
import { adminQuery, databasePrefixOf, databaseUrlOf } from "./database-template";
import { emptyingScript, type Migrated, readMigrated, schemaFingerprint } from "./emptied-database";

/*
 * PostgreSQL databases for test files, one worker's (decision 0120). Creating a database from the
 * migrated template and dropping it again cost the server about half a CPU-second a file;
 * emptying one a closed test app left costs a few hundredths. So a file's database is either a
 * new copy of the template or one an earlier file closed and this module emptied. One whose
 * schema a test changed and did not put back is dropped instead, as is one whose emptying fails.
 * Every database is named after the template, so the run's teardown drops the ones still idle
 * (test/database-template.ts).
 */

const idle: string[] = [];
let migrated: Promise<Migrated> | undefined;

/** Runs `use` on a client of the named database, closed after. */
export async function onDatabase<T>(name: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlOf(name) });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * The name of a database as the template holds it: one an earlier file left, emptied, or a new
 * copy. `unused` asks for a new copy: the planner prices a table and its indexes by their size on
 * disk, which the rows of earlier files leave grown after they are deleted, so a test of query
 * plans reads them on a database no file has used.
 */
export async function takePostgres(template: string, { unused = false } = {}): Promise<string> {
  const reused = unused ? undefined : idle.pop();
  if (reused) return reused;
  const name = `${databasePrefixOf(template)}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`create database ${name} template ${template}`);
  migrated ??= onDatabase(name, readMigrated);
  await migrated;
  return name;
}

/** Gives back a database a closed test app used: emptied for the next file, or dropped. */
export async function givePostgresBack(name: string): Promise<void> {
  try {
    const state = await (migrated ?? Promise.reject(new Error("No database was taken.")));
    await onDatabase(name, async (client) => {
      // Sessions a test left open would keep their locks, LISTENs and settings.
      await client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await client.query(emptyingScript(state, "delete"));
      if ((await schemaFingerprint(client)) !== state.schemaFingerprint) throw new Error("A test changed the schema.");
    });
    idle.push(name);
  } catch {
    await adminQuery(`drop database if exists ${name} with (force)`).catch(() => {});
  }
}
