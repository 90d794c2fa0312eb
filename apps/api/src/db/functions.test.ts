import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, databaseUrlOf } from "../../test/database-template";
import { type Database, type Db, openDatabase } from "./client";

/*
 * db/functions/ holds the current text of every SQL function the migrations create, so a reader
 * finds it without reading the migrations in order. This test keeps the copies true: a freshly
 * migrated database must hold exactly the functions of that folder, each defined as its file says.
 */

const FUNCTIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "functions");
/** Where a file's CREATE OR REPLACE runs, so its definition can be compared with the migrated one. */
const SCRATCH_SCHEMA = "functions_file_check";

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A fresh copy of the database the run migrated once (test/database-template.ts), of the kind the
 * run tests: PGlite, or PostgreSQL when TEST_DATABASE=postgres. Without that template (a config
 * that does not provide it) the database is migrated here.
 */
async function openFreshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE !== "postgres") {
    const file = inject("pgliteTemplateFile");
    const options = file ? { inMemoryFrom: new Blob([readFileSync(file)]) } : { inMemory: true };
    return { database: await openDatabase(options), drop: async () => {} };
  }
  const name = `crewlance_functions_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject("postgresTemplate");
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(name) });
  return { database, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** Each function of a schema (not an extension's) by name, with its full definition. */
function definitionsIn(schema: string): ReturnType<typeof sql> {
  return sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
    where n.nspname = ${schema}
      and not exists (select 1 from pg_depend as d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname`;
}

/** One form for two texts that differ only in layout and in the schema the function was made in. */
function normalised(definition: string, schema: string): string {
  return definition
    .replaceAll(`CREATE OR REPLACE FUNCTION ${schema}.`, "CREATE OR REPLACE FUNCTION ")
    .replace(/\s+/g, " ")
    .trim();
}

const files = readdirSync(FUNCTIONS_DIR)
  .filter((file) => file.endsWith(".sql"))
  .sort();

describe("db/functions/ matches the migrated database", () => {
  let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
  let migrated: Map<string, string[]>;

  beforeAll(async () => {
    fresh = await openFreshDatabase();
    migrated = new Map();
    for (const row of await rows<{ name: string; definition: string }>(fresh.database.db, definitionsIn("public"))) {
      migrated.set(row.name, [...(migrated.get(row.name) ?? []), row.definition]);
    }
  });

  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
  });

  it("has one file per function and one function per file", () => {
    expect([...migrated.keys()].sort()).toEqual(files.map((file) => file.replace(/\.sql$/, "")));
    // One name, one function: an overload a migration left behind would hide behind its file.
    expect([...migrated].filter(([, definitions]) => definitions.length > 1).map(([name]) => name)).toEqual([]);
  });

  it.each(files)("%s defines the function as the migrations last did", async (file) => {
    const name = file.replace(/\.sql$/, "");
    const text = readFileSync(path.join(FUNCTIONS_DIR, file), "utf8");
    // The file's statement runs in a scratch schema inside a transaction that is rolled back, so
    // both definitions come from the same pg_get_functiondef and nothing of the check is kept.
    let fromFile: string | undefined;
    await fresh.database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`create schema ${SCRATCH_SCHEMA}`));
        await tx.execute(sql.raw(`set local search_path to ${SCRATCH_SCHEMA}, public`));
        await tx.execute(sql.raw(text));
        const made = await rows<{ name: string; definition: string }>(
          tx as unknown as Db,
          definitionsIn(SCRATCH_SCHEMA),
        );
        expect(made.map((row) => row.name)).toEqual([name]);
        fromFile = made[0]?.definition;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (fromFile === undefined) throw error;
      });
    expect(normalised(fromFile ?? "", SCRATCH_SCHEMA)).toBe(normalised(migrated.get(name)?.[0] ?? "", "public"));
  });
});
