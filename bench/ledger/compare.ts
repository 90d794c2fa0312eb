/**
 * `npm run -w @crewlance/bench ledger-compare`: two implementations of the ledger's `transfer`
 * side by side on one database, for a shared machine where runs minutes apart do not compare.
 * LEDGER_BEFORE_SERVICE names another ledger-service.ts (e.g. one extracted with `git archive`
 * from an older commit); the current one is the "after". Escrow releases with the revenue in 16
 * shards, in alternating rounds (LEDGER_ROUNDS, LEDGER_ROUND_SECONDS each, the order flipped every
 * round) at 1, 8 and 32 workers, reporting the median transfers/s of each and this process's CPU
 * time per transfer (what the Node side costs, which the load moves far less than throughput).
 * Both must work on the current schema. A tool, not a test.
 */
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadConfig } from "../../apps/api/src/config";
import type { AppContext } from "../../apps/api/src/context";
import { type Db, openDatabase, schema } from "../../apps/api/src/db/client";
import { createMailer } from "../../apps/api/src/lib/mail";
import { createSmsSender } from "../../apps/api/src/lib/sms";
import { type TxContext, withTransaction } from "../../apps/api/src/lib/transaction";
import * as current from "../../apps/api/src/modules/money/index";
import { recreateDatabase } from "../api-load/database";
import { seedLedgerPeople } from "./people";

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BEFORE = process.env.LEDGER_BEFORE_SERVICE;
const ROUNDS = Number(process.env.LEDGER_ROUNDS ?? 4);
const ROUND_SECONDS = Number(process.env.LEDGER_ROUND_SECONDS ?? 3);
const PEOPLE = 200;

type Transfer = typeof current.transfer;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  if (!BEFORE) throw new Error("set LEDGER_BEFORE_SERVICE to the ledger-service.ts to compare with");
  const before = (await import(path.resolve(BEFORE))) as typeof current;
  const url = await recreateDatabase(ADMIN_URL, "crewlance_bench_ledger_compare");
  const migrated = await openDatabase({ databaseUrl: url });
  await migrated.close();
  const pool = new pg.Pool({ connectionString: url, max: 32 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url });
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, db, intervalMs: 3_600_000, log: console });
  const ctx: AppContext = { config, db, dbKind: "postgres", mailer, sms: createSmsSender(config.sms, db) };

  const { companies, freelancers } = await seedLedgerPeople(db, "compare", PEOPLE);
  for (const companyId of companies) {
    await withTransaction(ctx, (tx) =>
      current.transfer(tx, {
        type: "DEPOSIT",
        description: "compare funds",
        legs: [
          { account: { system: "EXTERNAL" }, amount: -10_000_000_000 },
          { account: { userId: companyId, kind: "ESCROW" }, amount: 10_000_000_000 },
        ],
      }),
    );
  }
  const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)]!;
  // An escrow release's legs (decision 0029's fees left at 0 here: the shape is what is measured).
  const release = (transfer: Transfer) => () =>
    withTransaction(ctx, (tx: TxContext) =>
      transfer(tx, {
        type: "ESCROW_RELEASE",
        idempotencyKey: randomUUID(),
        description: "compare release",
        legs: [
          { account: { userId: pick(companies), kind: "ESCROW" }, amount: -10_500 },
          { account: { userId: pick(freelancers), kind: "AVAILABLE" }, amount: 10_000 },
          { account: { system: "PLATFORM_REVENUE" }, amount: 500 },
        ],
      }),
    );
  const runs = { before: release(before.transfer), after: release(current.transfer) };

  console.log(
    "| Workers | before transfers/s | after transfers/s | after ÷ before | before CPU ms/transfer | after CPU ms/transfer | after ÷ before | load avg |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const workers of [1, 8, 32]) {
    const rates = { before: [] as number[], after: [] as number[] };
    const cpu = { before: { ms: 0, n: 0 }, after: { ms: 0, n: 0 } };
    const loads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of round % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const)) {
        let done = 0;
        const deadline = performance.now() + ROUND_SECONDS * 1000;
        const started = performance.now();
        const cpuStart = process.cpuUsage();
        await Promise.all(
          Array.from({ length: workers }, async () => {
            while (performance.now() < deadline) {
              await runs[name]();
              done++;
            }
          }),
        );
        const used = process.cpuUsage(cpuStart);
        rates[name].push(done / ((performance.now() - started) / 1000));
        cpu[name].ms += (used.user + used.system) / 1000;
        cpu[name].n += done;
        loads.push(loadavg()[0] ?? 0);
      }
    }
    const b = median(rates.before);
    const a = median(rates.after);
    const cb = cpu.before.ms / cpu.before.n;
    const ca = cpu.after.ms / cpu.after.n;
    console.log(
      `| ${workers} | ${b.toFixed(0)} | ${a.toFixed(0)} | ${(a / b).toFixed(2)} | ${cb.toFixed(2)} | ${ca.toFixed(2)} | ${(ca / cb).toFixed(2)} | ${median(loads).toFixed(1)} |`,
    );
  }
  await mailer.stop();
  await pool.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
