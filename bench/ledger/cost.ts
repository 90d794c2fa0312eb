/**
 * `npm run -w @crewlance/bench ledger-cost`: what one escrow release costs in CPU, on each side,
 * measured in a way a busy shared machine barely moves (decision 0058): the PostgreSQL backend's
 * own CPU time (/proc/<pid>/stat of `pg_backend_pid()`, so the server must be local) and this
 * process's CPU time, over LEDGER_COST_TRANSFERS sequential transfers on one connection, in
 * alternating rounds so the variants share the same minutes. Variants:
 * - "0015 in a transaction": begin, migration 0015's function (installed here as
 *   wallet_transfer_0015), commit — what the service sent before 0058;
 * - "0018 in a transaction": begin, the current function, commit — a transfer inside a caller's
 *   transaction (a milestone's release with its state change);
 * - "0018 alone": the current function as one autocommit statement.
 * The statements are the service's own, recorded from it (same-sql.ts) and replayed with fresh keys
 * (a named prepared statement replayed as one).
 * A tool, not a test.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadConfig } from "../../apps/api/src/config";
import type { AppContext } from "../../apps/api/src/context";
import { type Db, openDatabase, schema } from "../../apps/api/src/db/client";
import { withTransaction } from "../../apps/api/src/lib/transaction";
import { releaseEscrow, transfer } from "../../apps/api/src/modules/money/index";
import { recreateDatabase } from "../api-load/database";
import { seedLedgerPeople } from "./people";
import { recordingPool, type Statement } from "./same-sql";

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TRANSFERS = Number(process.env.LEDGER_COST_TRANSFERS ?? 400);
const ROUNDS = Number(process.env.LEDGER_COST_ROUNDS ?? 4);
const PEOPLE = 500;
const TICK_MS = 10; // USER_HZ = 100 on Linux

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/api/src/db/migrations");

function backendCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const url = await recreateDatabase(ADMIN_URL, process.env.LEDGER_COST_DATABASE ?? "ledgerbench_cost");
  const migrated = await openDatabase({ databaseUrl: url });
  await migrated.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // 0015's function beside the current one, under its own name.
  const old = readFileSync(path.join(MIGRATIONS, "0015_performance.sql"), "utf8").replace(
    'CREATE FUNCTION "wallet_transfer"(',
    'CREATE FUNCTION "wallet_transfer_0015"(',
  );
  await client.query(old);

  const recorder = recordingPool(url);
  const db = drizzle(recorder.pool, { schema }) as unknown as Db;
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url });
  const ctx = {
    config: { ...config, wallet: { ...config.wallet, ledgerShards: 16 } },
    db,
    dbKind: "postgres",
  } as unknown as AppContext;
  const { companies, freelancers } = await seedLedgerPeople(db, "cost", PEOPLE);
  for (const userId of companies)
    await transfer(ctx, {
      type: "DEPOSIT",
      description: "cost funds",
      legs: [
        { account: { system: "EXTERNAL" }, amount: -10_000_000_000 },
        { account: { userId, kind: "ESCROW" }, amount: 10_000_000_000 },
      ],
    });
  for (const userId of freelancers)
    await transfer(ctx, {
      type: "DEPOSIT",
      description: "cost funds",
      legs: [
        { account: { system: "EXTERNAL" }, amount: -1 },
        { account: { userId, kind: "AVAILABLE" }, amount: 1 },
      ],
    });

  // The service's statements for a sample of releases, in both shapes, recorded once.
  const release = (i: number) => ({
    companyId: companies[i % PEOPLE]!,
    freelancerId: freelancers[(i * 7) % PEOPLE]!,
    amount: 10_000,
    idempotencyKey: randomUUID(),
    reference: null,
  });
  const sample = async (alone: boolean) => {
    const recorded: Array<{ statements: Statement[]; key: string }> = [];
    for (let i = 0; i < 64; i++) {
      const input = release(i);
      recorder.next();
      if (alone) await releaseEscrow(ctx, input);
      else await withTransaction(ctx, (tx) => releaseEscrow(tx, input));
      recorded.push({ statements: recorder.groups.at(-1)!, key: input.idempotencyKey });
    }
    return recorded;
  };
  const inTx = await sample(false);
  const alone = await sample(true);
  const asOld = inTx.map(({ statements, key }) => ({
    key,
    statements: statements.map((s) =>
      s.text.includes("wallet_transfer(")
        ? {
            text: s.text.replace("wallet_transfer(", "wallet_transfer_0015(").replace(/, \$12(::boolean)?\)/, ")"),
            values: s.values.slice(0, 11),
          }
        : s,
    ),
  }));

  const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
  const pid = rows[0]!.pid;
  const variants = { "0015 in a transaction": asOld, "0018 in a transaction": inTx, "0018 alone": alone };
  const results = new Map<string, { server: number[]; client: number[] }>();
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const names = Object.keys(variants) as Array<keyof typeof variants>;
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      const recorded = variants[name];
      const server0 = backendCpuMs(pid);
      const client0 = process.cpuUsage();
      for (let i = 0; i < TRANSFERS; i++) {
        const { statements, key } = recorded[i % recorded.length]!;
        const fresh = `cost-${n++}`;
        for (const s of statements)
          await client.query(
            s.text,
            s.values.map((v) => (v === key ? fresh : v)),
          );
      }
      const used = process.cpuUsage(client0);
      const entry = results.get(name) ?? { server: [], client: [] };
      entry.server.push(((backendCpuMs(pid) - server0) * 1000) / TRANSFERS);
      entry.client.push((used.user + used.system) / TRANSFERS);
      results.set(name, entry);
    }
  }

  // The Node side of the service itself: the same releases through releaseEscrow, in both shapes.
  const nodeSide = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const shape of round % 2 === 0 ? ["in a transaction", "alone"] : ["alone", "in a transaction"]) {
      const started = process.cpuUsage();
      for (let i = 0; i < TRANSFERS; i++) {
        recorder.next();
        const input = release(i);
        if (shape === "alone") await releaseEscrow(ctx, input);
        else await withTransaction(ctx, (tx) => releaseEscrow(tx, input));
      }
      const used = process.cpuUsage(started);
      nodeSide.set(shape, [...(nodeSide.get(shape) ?? []), (used.user + used.system) / TRANSFERS]);
    }
  }

  console.log(
    `PostgreSQL backend CPU per escrow release (µs), median of ${ROUNDS} rounds of ${TRANSFERS}; load ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log("| Variant | statements | server µs/transfer | replaying client µs/transfer |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [name, r] of results)
    console.log(
      `| ${name} | ${variants[name as keyof typeof variants][0]!.statements.length} | ${median(r.server).toFixed(0)} | ${median(r.client).toFixed(0)} |`,
    );
  console.log("\nThe service's Node CPU per escrow release (µs), releaseEscrow on node-postgres:");
  for (const [shape, values] of nodeSide) console.log(`| ${shape} | ${median(values).toFixed(0)} |`);
  await client.end();
  await recorder.pool.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
