/**
 * `npm run bench:ledger`: ledger transfers per second through the wallet's service on the real
 * PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test as the admin
 * connection; the bench's database is LEDGER_BENCH_DATABASE, default crewlance_bench_ledger),
 * each transfer its own transaction, with 1, 8 and 32 concurrent workers:
 * - escrow releases (company escrow → freelancer, fees → PLATFORM_REVENUE) with the revenue
 *   account split into LEDGER_SHARDS shards (the default, 16), and with one shard (the hot row),
 *   each one autocommit statement (decision 0058);
 * - plain transfers between users' available balances, which touch no system account;
 * - the 16-shard release inside a caller's transaction (begin, the call, commit), as a
 *   milestone's approval sends it with its state change.
 * pgbench runs the SQL the service sent (recorded from it, same-sql.ts) for both release shapes,
 * and a minimal transfer of the same shape for PostgreSQL's ceiling on this machine.
 * Then the chaos run of test/chaos.ts with 10,000 operations (skip with --no-chaos).
 * Writes the "ledger" section of bench/REPORT.md.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadConfig } from "../../apps/api/src/config";
import type { AppContext } from "../../apps/api/src/context";
import { type Db, openDatabase, schema } from "../../apps/api/src/db/client";
import { createMailer } from "../../apps/api/src/lib/mail";
import { createSmsSender } from "../../apps/api/src/lib/sms";
import { withTransaction } from "../../apps/api/src/lib/transaction";
import { fundEscrow, releaseEscrow, transfer, verifyLedger } from "../../apps/api/src/modules/money/index";
import { runChaos } from "../../apps/api/test/chaos";
import { recreateDatabase } from "../api-load/database";
import { writeReportSection } from "../report-section.mjs";
import { seedLedgerPeople } from "./people";
import { pgbenchSameSql, recordingPool, type Statement } from "./same-sql";

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 5);
const WORKER_COUNTS = [1, 8, 32];
const PEOPLE = 500;
const CHAOS_OPS = Number(process.env.LEDGER_CHAOS_OPS ?? 10_000);

type Recorded = { statements: Statement[]; key: string };

type Cell = {
  scenario: string;
  workers: number;
  transfers: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The recorded shape pgbench replays for this scenario; null when pgbench ran no such SQL. */
  reference: "alone" | "inTransaction" | null;
};

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/**
 * pgbench on a minimal transfer without the service: a key lookup, two rows locked in order, one
 * statement writing the transaction, entries and balances, and the commit — PostgreSQL's own
 * ceiling for that much work on this machine at the same moment (the service's SQL does more).
 */
async function pgbenchMinimal(url: string, pool: pg.Pool): Promise<Map<number, number>> {
  await pool.query(`
    drop table if exists pgb_acc, pgb_tx, pgb_entry;
    create table pgb_acc (id int primary key, balance bigint not null check (balance >= 0));
    insert into pgb_acc select g, 1000000000 from generate_series(1, 1000) as g;
    create table pgb_tx (id bigserial primary key, created_at timestamptz default now());
    create table pgb_entry (id bigserial primary key, tx bigint, acc int, amount bigint);`);
  const dir = mkdtempSync(path.join(tmpdir(), "ledger-pgbench-"));
  const script = path.join(dir, "transfer.sql");
  writeFileSync(
    script,
    [
      "\\set a random(1, 1000)",
      "\\set b random(1, 1000)",
      "BEGIN;",
      "SELECT count(*) FROM pgb_tx WHERE id = -1;",
      "SELECT id, balance FROM pgb_acc WHERE id IN (:a, :b) ORDER BY id FOR UPDATE;",
      "WITH t AS (INSERT INTO pgb_tx DEFAULT VALUES RETURNING id), e AS (INSERT INTO pgb_entry (tx, acc, amount) SELECT t.id, v.acc, v.amount FROM t, (VALUES (:a, -100), (:b, 100)) AS v (acc, amount)), u AS (UPDATE pgb_acc SET balance = balance + v.amount FROM (VALUES (:a, -100), (:b, 100)) AS v (acc, amount) WHERE pgb_acc.id = v.acc AND :a <> :b) SELECT id FROM t;",
      "COMMIT;",
      "",
    ].join("\n"),
  );
  const result = new Map<number, number>();
  const target = new URL(url);
  try {
    for (const clients of WORKER_COUNTS) {
      const output = execFileSync(
        "pgbench",
        [
          "-n",
          "-f",
          script,
          "-c",
          String(clients),
          "-j",
          "2",
          "-T",
          String(SECONDS),
          "-h",
          target.hostname,
          "-p",
          target.port || "5432",
          "-U",
          decodeURIComponent(target.username || "postgres"),
          target.pathname.slice(1),
        ],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      const tps = /tps = ([\d.]+)/.exec(output);
      result.set(clients, tps ? Math.round(Number(tps[1])) : 0);
      console.log(`pgbench, minimal transfer, ${clients} clients: ${result.get(clients)} tps`);
    }
  } catch (error) {
    console.log(`pgbench unavailable: ${(error as Error).message.split("\n")[0]}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const url = await recreateDatabase(ADMIN_URL, process.env.LEDGER_BENCH_DATABASE ?? "crewlance_bench_ledger");
  const migrated = await openDatabase({ databaseUrl: url });
  await migrated.close();
  // A pool as large as the most workers, so 32 workers are 32 transactions at once.
  const pool = new pg.Pool({ connectionString: url, max: 32 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url });
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, db, intervalMs: 3_600_000, log: console });
  const base: AppContext = { config, db, dbKind: "postgres", mailer, sms: createSmsSender(config.sms, db) };
  const withShards = (shards: number): AppContext => ({
    ...base,
    config: { ...config, wallet: { ...config.wallet, ledgerShards: shards } },
  });

  const { companies, freelancers } = await seedLedgerPeople(db, "bench", PEOPLE);
  // Every company holds plenty in available and in escrow; every freelancer some available.
  for (const userId of [...companies, ...freelancers]) {
    await transfer(base, {
      type: "DEPOSIT",
      description: "bench funds",
      legs: [
        { account: { system: "EXTERNAL" }, amount: -10_000_000_000 },
        { account: { userId, kind: "AVAILABLE" }, amount: 10_000_000_000 },
      ],
    });
  }
  for (const companyId of companies) {
    await fundEscrow(base, {
      companyId,
      amount: 5_000_000_000,
      idempotencyKey: `bench:fund:${companyId}`,
      reference: null,
    });
  }

  const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)]!;
  const release = () => ({
    companyId: pick(companies),
    freelancerId: pick(freelancers),
    amount: 10_000,
    idempotencyKey: randomUUID(),
    reference: null,
  });

  // What the service sends for a release in each shape, recorded for pgbench (same-sql.ts).
  const recorder = recordingPool(url);
  const recordingCtx: AppContext = { ...withShards(16), db: drizzle(recorder.pool, { schema }) as unknown as Db };
  const recorded = { alone: [] as Recorded[], inTransaction: [] as Recorded[] };
  for (let i = 0; i < 128; i++) {
    for (const shape of ["alone", "inTransaction"] as const) {
      const input = release();
      recorder.next();
      if (shape === "alone") await releaseEscrow(recordingCtx, input);
      else await withTransaction(recordingCtx, (tx) => releaseEscrow(tx, input));
      recorded[shape].push({ statements: recorder.groups.at(-1)!, key: input.idempotencyKey });
    }
  }
  await recorder.pool.end();

  const scenarios: Array<{ name: string; reference: Cell["reference"]; run: () => Promise<unknown> }> = [
    {
      name: "escrow release, revenue in 16 shards",
      reference: "alone",
      run: () => releaseEscrow(withShards(16), release()),
    },
    {
      name: "escrow release, revenue in 1 row (hot)",
      reference: null,
      run: () => releaseEscrow(withShards(1), release()),
    },
    {
      name: "user → user, no system account",
      reference: null,
      run: () => {
        const from = pick(freelancers);
        let to = pick(freelancers);
        while (to === from) to = pick(freelancers);
        return transfer(base, {
          type: "ADJUSTMENT",
          description: "bench transfer",
          legs: [
            { account: { userId: from, kind: "AVAILABLE" }, amount: -100 },
            { account: { userId: to, kind: "AVAILABLE" }, amount: 100 },
          ],
        });
      },
    },
    {
      name: "escrow release, 16 shards, in a caller's transaction",
      reference: "inTransaction",
      run: () => withTransaction(withShards(16), (tx) => releaseEscrow(tx, release())),
    },
  ];

  const cells: Cell[] = [];
  for (const scenario of scenarios) {
    for (const workers of WORKER_COUNTS) {
      const latencies: number[] = [];
      const deadline = performance.now() + SECONDS * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (performance.now() < deadline) {
            const t0 = performance.now();
            await scenario.run();
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const cell = {
        scenario: scenario.name,
        workers,
        transfers: latencies.length,
        perSecond: Math.round(latencies.length / elapsed),
        p50: Math.round(percentile(latencies, 50) * 10) / 10,
        p99: Math.round(percentile(latencies, 99) * 10) / 10,
        reference: scenario.reference,
      };
      cells.push(cell);
      console.log(JSON.stringify(cell));
    }
  }
  const sameSql = {
    alone: pgbenchSameSql(url, recorded.alone, WORKER_COUNTS, SECONDS),
    inTransaction: pgbenchSameSql(url, recorded.inTransaction, WORKER_COUNTS, SECONDS),
  };
  const pgbench = await pgbenchMinimal(url, pool);
  const loadAtEnd = loadavg()[0]!;
  // What the server ran with: the commit path is most of a transfer's latency (decision 0058).
  const settingNames = ["synchronous_commit", "fsync", "wal_sync_method", "commit_delay", "commit_siblings"];
  const { rows: settingRows } = await pool.query<{ name: string; setting: string }>(
    "select name, setting from pg_settings where name = any($1) order by name",
    [settingNames],
  );
  const settings = settingRows.map((r) => `${r.name} = ${r.setting}`).join(", ");
  const check = await verifyLedger(base);
  console.log(
    `ledger check after the bench: ${check.ok ? "balanced" : "PROBLEMS"} (${check.transactionsChecked} transactions)`,
  );
  await mailer.stop();
  await pool.end();

  let chaos: Awaited<ReturnType<typeof runChaos>> | null = null;
  if (!process.argv.includes("--no-chaos")) {
    chaos = await runChaos({ ops: CHAOS_OPS, workers: 16, log: (line) => console.log(`chaos: ${line}`) });
    console.log(JSON.stringify(chaos));
  }

  const rows = cells.map((c) => {
    const reference = c.reference ? sameSql[c.reference].get(c.workers) : undefined;
    const share = reference ? `${Math.round((100 * c.perSecond) / reference)}%` : "—";
    return `| ${c.scenario} | ${c.workers} | ${c.transfers.toLocaleString("en")} | **${c.perSecond.toLocaleString("en")}** | ${c.p50} | ${c.p99} | ${share} |`;
  });
  const series = (figures: Map<number, number>) =>
    WORKER_COUNTS.map((w) => `${w}: ${figures.get(w)?.toLocaleString("en") ?? "—"}`).join(", ");
  const chaosText = chaos
    ? [
        `Chaos run (test/chaos.ts): ${chaos.ops.toLocaleString("en")} random operations by ${chaos.workers} workers over HTTP, ` +
          `the API killed with SIGKILL after ${chaos.acknowledgedBeforeKill.toLocaleString("en")} answers (${(chaos.killedAfterMs / 1000).toFixed(1)} s) and restarted; ` +
          `${chaos.networkRetries.toLocaleString("en")} retries of requests that got no answer, ${chaos.inFlightRetries} answered "in flight", ${chaos.unavailableRetries} answered 503, ` +
          `${chaos.replayedAtRandom} immediate replays; ${(chaos.durationMs / 1000).toFixed(1)} s in all.`,
        "",
        `Answers: ${Object.entries(chaos.answered)
          .sort()
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ")}.`,
        "",
        chaos.problems.length === 0
          ? "**Result: no problems** — ledger balanced, no account below zero, every acknowledged operation in the ledger exactly once, no refused or unanswered one half-applied, every key's replay answered as its first answer."
          : `**Result: ${chaos.problems.length} problems**: ${chaos.problems.slice(0, 5).join("; ")}`,
      ].join("\n")
    : "Chaos run skipped (--no-chaos).";
  writeReportSection(
    "ledger",
    [
      "## Wallet ledger (`npm run bench:ledger`)",
      "",
      `Transfers per second through the wallet service on the local PostgreSQL: each transfer is one call of the database function wallet_transfer (migration 0018: ledger-key check, missing accounts created, rows locked in one fixed order — users' accounts, then system accounts — funds check, and the transaction, entries, balances and statement lines written), sent as its own autocommit statement, one round trip (decision 0058); the last scenario sends it inside a caller's transaction (begin, call, commit) as a milestone's approval does. ${SECONDS} s per cell, ${PEOPLE} companies and ${PEOPLE} freelancers; ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")} at the end. Server: ${settings}. Goal: ≥ 2,000/s at 32 workers.`,
      "",
      "| Scenario | Workers | Transfers | Per second | p50 ms | p99 ms | vs pgbench, same SQL |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
      "",
      `pgbench running the SQL the service sent (128 recorded 16-shard releases replayed with fresh ledger keys, same clients and seconds), tps — one autocommit statement: ${series(sameSql.alone)}; begin, call, commit: ${series(sameSql.inTransaction)}. The "vs pgbench" column compares the two 16-shard release scenarios with the shape each sends; the other scenarios' SQL was not replayed.`,
      "",
      `pgbench on a minimal transfer (key lookup, two rows locked in order, one statement writing a transaction, two entries and two balances, commit) — PostgreSQL's ceiling for far less work, tps — ${series(pgbench)}.`,
      "",
      Math.max(loadAtStart, loadAtEnd) > cpus().length
        ? `The machine was shared with other sessions' work (load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end, on ${cpus().length} cores): the figures are lower bounds, and the ratios measured in this one run (service against pgbench, shards against one hot row) say more than their size.\n`
        : "",
      `Ledger check after the runs: ${check.ok ? "balanced" : "**problems**"} (${check.transactionsChecked.toLocaleString("en")} transactions).`,
      "",
      chaosText,
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
