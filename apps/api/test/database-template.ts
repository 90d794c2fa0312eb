import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { pgliteOf } from "./pglite-pool";

/*
 * Vitest's global setup: the migrations run once per run instead of once per test file. Every
 * test file still gets a database of its own (decision 0003), copied from this migrated one — a
 * dump PGlite loads, or a PostgreSQL template database — which takes a fraction of migrating.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding PGlite's dump of a freshly migrated database. */
    pgliteTemplateFile?: string;
    /** A migrated PostgreSQL database that test databases are created from. */
    postgresTemplate?: string;
  }
}

export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE === "postgres") {
    const name = `crewlance_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(name) });
    // A template must have no connections while databases are created from it.
    await database.close();
    project.provide("postgresTemplate", name);
    return async () => {
      // The test files' databases each worker kept for a next file (test/postgres-pool.ts), then the template.
      for (const database of await adminRows<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [databasePrefixOf(name)],
      )) {
        await adminQuery(`drop database if exists ${database.datname} with (force)`);
      }
      await adminQuery(`drop database if exists ${name} with (force)`);
    };
  }
  const database = await openDatabase({ inMemory: true });
  const dump = await pgliteOf(database).dumpDataDir("none");
  await database.close();
  const file = path.join(tmpdir(), `crewlance-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return async () => rmSync(file, { force: true });
}

export function databaseUrlOf(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The test files' databases of a run start with its template's name. */
export const databasePrefixOf = (template: string) => `${template}_f`;

export async function adminQuery(text: string): Promise<void> {
  await adminRows(text);
}

async function adminRows<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return (await admin.query<Row>(text, values)).rows;
  } finally {
    await admin.end();
  }
}
