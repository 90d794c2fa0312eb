import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { resetClock } from "../src/lib/clock";
import { adminQuery, databaseUrlOf } from "./database-template";
import { givePgliteBack, takePglite } from "./pglite-pool";
import { givePostgresBack, takePostgres } from "./postgres-pool";

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /**
   * A second server on the same database, as a second instance behind a load balancer: its own
   * connection pool on PostgreSQL (the PGlite one is shared, PGlite being one connection).
   */
  startAnotherInstance: () => Promise<{ app: FastifyInstance; close: () => Promise<void> }>;
  close: () => Promise<void>;
};

/** Read once per worker: every test file in it loads the same migrated dump. */
let pgliteTemplate: Blob | undefined;

function pgliteTemplateDump(): Blob | undefined {
  const file = inject("pgliteTemplateFile");
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh database per call: in-memory PGlite by default, or a database on the real PostgreSQL
 * server when TEST_DATABASE=postgres. Both start as copies of the database
 * test/database-template.ts migrated once for the run, when a config provides it: a load of its
 * dump or a copy of the template, or one an earlier file closed, emptied back to it
 * (test/pglite-pool.ts, test/postgres-pool.ts).
 */
async function openTestDatabase({ database: wanted }: TestAppOptions): Promise<{
  database: Database;
  /** Another handle on the same database, closed by whoever opened it. */
  reopen: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DATABASE !== "postgres") {
    const dump = pgliteTemplateDump();
    const database = dump ? await takePglite(dump) : await openDatabase({ inMemory: true });
    return {
      database: dump ? { ...database, close: () => givePgliteBack(database) } : database,
      reopen: async () => ({ ...database, close: async () => {} }),
      drop: async () => {},
    };
  }
  const template = inject("postgresTemplate");
  // Without a template (a config with no global setup) a new database is migrated, and dropped after.
  const name = template
    ? await takePostgres(template, { unused: wanted === "unused" })
    : `crewlance_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  if (!template) await adminQuery(`create database ${name}`);
  const url = databaseUrlOf(name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    reopen: () => openDatabase({ databaseUrl: url }),
    drop: () => (template ? givePostgresBack(name) : adminQuery(`drop database if exists ${name} with (force)`)),
  };
}

const HOUR_MS = 3_600_000;

/**
 * The timed sweeps that move money and state pass once at start, then hourly rather than every
 * minute: a test runs the passes it checks itself, and on PostgreSQL a pass of the app's own that
 * claims a row (FOR UPDATE SKIP LOCKED) while the test's runs makes the test's pass skip that row.
 */
function quietSweeps(config: Config): Pick<Config, "hourly" | "projects"> {
  return {
    hourly: { ...config.hourly, sweepIntervalMs: HOUR_MS },
    projects: { ...config.projects, autoApproveIntervalMs: HOUR_MS },
  };
}

export type TestAppOptions = {
  /**
   * "unused" for a test of query plans: on PostgreSQL a database no earlier file has used, whose
   * tables and indexes are only as big on disk as the test's own rows make them
   * (test/postgres-pool.ts). PGlite's emptying truncates, which leaves nothing behind.
   */
  database?: "any" | "unused";
};

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  resetClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-test-"));
  const loaded = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const config: Config = {
    ...loaded,
    ...quietSweeps(loaded),
    webDistDir: undefined,
    seedDemoData: false,
    ...overrides,
  };
  const { database, reopen, drop } = await openTestDatabase(options);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    config,
    async startAnotherInstance() {
      const another = await reopen();
      const instance = await buildApp(config, { database: another, logger: false });
      await instance.ready();
      return {
        app: instance,
        close: async () => {
          await instance.close();
          await another.close();
        },
      };
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
