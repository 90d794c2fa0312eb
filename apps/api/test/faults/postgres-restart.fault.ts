import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { call, taskBody } from "../../src/modules/tasks/testing";
import { addCompanyProfile, createUser, type TestUser } from "../users";
import { type PrivatePostgres, startPrivatePostgres } from "./services";

/*
 * Fault: PostgreSQL restarted under load. Workers keep posting tasks while the
 * database stops and starts again. While it is down every request answers 503 with a sentence
 * (never a 500, never a hang) and the health check says so; when it is back the same app, with
 * no restart of its own, answers 201 again; and every task it acknowledged is stored.
 */

const WORKERS = 4;
/**
 * Outages in one run: they alternate between a restart (`pg_ctl -m fast`: sessions are ended) and
 * a crash (`-m immediate`: no goodbye, recovery at start). CI does one of each; bench/faults more.
 */
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 2);

let pg: PrivatePostgres;
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let company: TestUser;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-fault-"));
  const config = {
    ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: pg.url }),
    webDistDir: undefined,
    seedDemoData: false,
  };
  database = await openDatabase({ databaseUrl: pg.url });
  app = await buildApp(config, { database, logger: false });
  await app.ready();
  company = await createUser(app, { role: "COMPANY" });
  await addCompanyProfile(app, company.user);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await pg?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

type Seen = { status: number; code?: string; message?: string };

describe("PostgreSQL restarted under load", () => {
  it(`answers 503 while it is down, recovers by itself, and loses no acknowledged task (${ROUNDS} outages)`, async () => {
    const acknowledged: string[] = [];
    const answers: Seen[] = [];
    let phase: "up" | "down" | "done" = "up";
    const counts = { up: 0, down: 0 };
    const waiters: Array<() => boolean> = [];
    const until = (condition: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!condition()) return false;
          resolve();
          return true;
        };
        if (!check()) waiters.push(check);
      });

    const worker = async () => {
      let n = 0;
      while (phase !== "done") {
        const asked = phase;
        const res = await call(app, company, {
          method: "POST",
          url: "/api/tasks",
          payload: taskBody({ title: `Load task ${asked} ${n++} ${Math.random()}` }),
        });
        const body = res.json();
        answers.push({ status: res.statusCode, code: body.code, message: body.message });
        if (res.statusCode === 201) {
          acknowledged.push(body.data.id);
          if (asked === "up" && phase === "up") counts.up += 1;
        }
        if (res.statusCode === 503 && phase === "down") counts.down += 1;
        for (let i = waiters.length - 1; i >= 0; i--) if (waiters[i]!()) waiters.splice(i, 1);
      }
    };
    const load = Array.from({ length: WORKERS }, worker);

    for (let round = 0; round < ROUNDS; round++) {
      counts.up = 0;
      await until(() => counts.up >= 20);
      phase = "down";
      counts.down = 0;
      await pg.stop(round % 2 === 0 ? "fast" : "immediate");
      await until(() => counts.down >= 20);
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
      await pg.start();
      phase = "up";
    }
    // Back to normal by itself: more tasks are acknowledged after the last outage.
    counts.up = 0;
    await until(() => counts.up >= 20);
    phase = "done";
    await Promise.all(load);

    // Every answer was a success or a 503 with the standard error body: no 500, nothing else.
    const odd = answers.filter((a) => a.status !== 201 && a.status !== 503);
    expect(odd).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 503)) {
      expect(refused.code).toBe("SERVICE_UNAVAILABLE");
      expect(refused.message).toMatch(/try again/);
    }
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    // Nothing acknowledged was lost: each one reads back.
    const stored = await database.db.execute<{ id: string }>(
      sql`select id from tasks where company_id = ${company.user.id}`,
    );
    const ids = new Set(stored.rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
