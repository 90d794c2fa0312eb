import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { resetClock } from "../lib/clock";

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

const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A fresh database per call: in-memory PGlite by default, or a new database on the real
 * PostgreSQL server when TEST_DATABASE=postgres (dropped again on close).
 */
async function openTestDatabase(): Promise<{
  database: Database;
  /** Another handle on the same database, closed by whoever opened it. */
  reopen: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DATABASE !== "postgres") {
    const database = await openDatabase({ inMemory: true });
    return { database, reopen: async () => ({ ...database, close: async () => {} }), drop: async () => {} };
  }
  const name = `crewlance_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    reopen: () => openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  resetClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-test-"));
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    webDistDir: undefined,
    seedDemoData: false,
    ...overrides,
  };
  const { database, reopen, drop } = await openTestDatabase();
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
