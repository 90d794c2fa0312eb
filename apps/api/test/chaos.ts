import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../src/config";
import type { AppContext } from "../src/context";
import { openDatabase } from "../src/db/client";
import { users } from "../src/db/schema/users";
import { createMailer } from "../src/lib/mail";
import { createSmsSender } from "../src/lib/sms";
import { startSession } from "../src/modules/auth/session";
import { verifyLedger } from "../src/modules/money/index";
import { CHAOS_WITHHOLDING_ENV, checkChaosWithholding, giveChaosTaxProfiles } from "./chaos-withholding";

/*
 * The wallet's chaos run, on the real PostgreSQL: the API runs as a child process
 * (test/chaos-server.ts under tsx); workers send random deposits, escrow funds, releases,
 * refunds and withdrawals, replaying some Idempotency-Keys; midway the API is killed with
 * SIGKILL and started again, and every client retries what got no answer with the same key, as
 * a real client would. Afterwards: the ledger balances, no account is below zero, every
 * acknowledged operation is there exactly once, a refused one left nothing, and a replay of each
 * key answers exactly what it answered first. Used by chaos.pg.test.ts (CI, a few hundred
 * operations) and bench/ledger (10,000).
 */

type Kind = "deposit" | "fund" | "release" | "refund" | "withdraw";
type Op = { kind: Kind; user: number; key: string; url: string; body: object };
type Answer = { status: number; body: unknown };

export type ChaosReport = {
  ops: number;
  workers: number;
  answered: Record<string, number>;
  /** Requests that got no answer (the kill, the restart) and were retried with the same key. */
  networkRetries: number;
  inFlightRetries: number;
  /** Answers of 503 (the server briefly unavailable: its pool full, or restarting): retried with the same key. */
  unavailableRetries: number;
  replayedAtRandom: number;
  acknowledgedBeforeKill: number;
  killedAfterMs: number;
  durationMs: number;
  problems: string[];
};

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** JSON with object keys sorted: a stored answer comes back from jsonb with its keys reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value as object).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small deterministic generator, so a failing run can be repeated with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function runChaos(options: { ops: number; workers: number; seed?: number; log?: (line: string) => void }) {
  const log = options.log ?? (() => {});
  const random = generator(options.seed ?? 20261122);
  const name = `crewlance_chaos_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-chaos-"));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    JWT_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "error",
    // A key whose request died with the process answers "in flight" (409) until its lease ends,
    // longer than the restart takes; then the client's retry takes it over.
    IDEMPOTENCY_LEASE_MS: "15000",
    MAIL_QUEUE_INTERVAL_MS: "3600000",
    ...CHAOS_WITHHOLDING_ENV,
  };
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    db: database.db,
    intervalMs: 3_600_000,
    log: console,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: "postgres",
    mailer,
    sms: createSmsSender(config.sms, database.db),
  };
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const problems: string[] = [];

  const start = async () => {
    child = spawn(process.execPath, ["--import", "tsx", "test/chaos-server.ts"], {
      cwd: API_DIR,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {}
      await sleep(100);
    }
    throw new Error("the chaos server did not start");
  };
  const kill = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill(signal);
    await exited;
  };

  try {
    // People: companies who deposit and pay, freelancers who are paid and withdraw.
    const at = new Date();
    const people = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          email: `chaos-${i}-${randomUUID()}@example.test`,
          fullName: `Chaos ${i < 4 ? "Company" : "Freelancer"} ${i}`,
          role: i < 4 ? ("COMPANY" as const) : ("FREELANCER" as const),
          emailVerifiedAt: at,
          onboardingCompletedAt: at,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning();
    const tokens = await Promise.all(
      people.map(async (person) => (await startSession(ctx, { userId: person.id, role: person.role })).accessToken),
    );
    const companies = [0, 1, 2, 3];
    const freelancers = [4, 5, 6, 7];
    // Payees with and without PANs and GSTINs, so releases withhold TDS and TCS under the chaos.
    const crossingPerson = await giveChaosTaxProfiles(
      ctx,
      freelancers.map((index) => people[index]!.id),
    );
    const pick = (list: number[]) => list[Math.floor(random() * list.length)]!;
    const amount = (min: number, max: number) => min + Math.floor(random() * (max - min));
    const bank = { type: "UPI", vpa: "chaos.payee@okhdfc" };

    const ops: Op[] = Array.from({ length: options.ops }, () => {
      const roll = random();
      const key = randomUUID();
      if (roll < 0.3) {
        return {
          kind: "deposit",
          user: pick([...companies, ...freelancers]),
          key,
          url: "/api/wallet/deposits",
          body: { amount: amount(10_000, 400_000) },
        };
      }
      if (roll < 0.55)
        return {
          kind: "fund",
          user: pick(companies),
          key,
          url: "/chaos/escrow/fund",
          body: { amount: amount(1_000, 150_000) },
        };
      if (roll < 0.75) {
        const freelancerId = people[pick(freelancers)]!.id;
        return {
          kind: "release",
          user: pick(companies),
          key,
          url: "/chaos/escrow/release",
          body: { amount: amount(1_000, 100_000), freelancerId },
        };
      }
      if (roll < 0.85)
        return {
          kind: "refund",
          user: pick(companies),
          key,
          url: "/chaos/escrow/refund",
          body: { amount: amount(1_000, 80_000) },
        };
      return {
        kind: "withdraw",
        user: pick([...companies, ...freelancers]),
        key,
        url: "/api/wallet/withdrawals",
        body: { amount: amount(50_000, 200_000), destination: bank },
      };
    });

    const counters = {
      networkRetries: 0,
      inFlightRetries: 0,
      unavailableRetries: 0,
      replayedAtRandom: 0,
      acknowledged: 0,
      acknowledgedBeforeKill: 0,
    };
    const answers = new Map<string, Answer>();

    /** Sends until an answer that is not "in flight" arrives; a lost connection is retried with the same key. */
    const send = async (op: Op): Promise<Answer> => {
      for (;;) {
        let res: Response;
        try {
          res = await fetch(`${base}${op.url}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${tokens[op.user]}`,
              "idempotency-key": op.key,
            },
            body: JSON.stringify(op.body),
          });
        } catch {
          counters.networkRetries++;
          await sleep(100);
          continue;
        }
        const body = await res.json().catch(() => null);
        if (res.status === 409) {
          counters.inFlightRetries++;
          await sleep(100);
          continue;
        }
        // A 503 is not an answer to the operation: the key was released and nothing moved, so a
        // client retries with the same key, as it does after a lost connection.
        if (res.status === 503) {
          counters.unavailableRetries++;
          await sleep(100);
          continue;
        }
        return { status: res.status, body };
      }
    };

    await start();
    const began = Date.now();
    let killedAt = 0;
    let restarting: Promise<void> | undefined;
    const killMidway = async () => {
      counters.acknowledgedBeforeKill = counters.acknowledged;
      killedAt = Date.now() - began;
      log(`SIGKILL after ${counters.acknowledged} acknowledged operations`);
      await kill("SIGKILL");
      await start();
      log("restarted");
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: options.workers }, async () => {
        while (next < ops.length) {
          const op = ops[next++]!;
          const answer = await send(op);
          answers.set(op.key, answer);
          counters.acknowledged++;
          if (!restarting && counters.acknowledged >= Math.floor(options.ops / 2)) restarting = killMidway();
          // Some clients resend at once (a timeout that fired too early): the same answer must come back.
          if (random() < 0.1) {
            counters.replayedAtRandom++;
            const again = await send(op);
            if (canonical(again) !== canonical(answer)) {
              problems.push(`replay of ${op.kind} ${op.key} answered ${again.status}, first ${answer.status}`);
            }
          }
        }
      }),
    );
    await restarting;
    const durationMs = Date.now() - began;

    // Every key replayed once more, after the restart: each answers exactly as it first did.
    let replayMismatches = 0;
    let nextReplay = 0;
    await Promise.all(
      Array.from({ length: options.workers }, async () => {
        while (nextReplay < ops.length) {
          const op = ops[nextReplay++]!;
          const again = await send(op);
          if (canonical(again) !== canonical(answers.get(op.key))) replayMismatches++;
        }
      }),
    );
    if (replayMismatches)
      problems.push(`${replayMismatches} keys answered a replay differently from their first answer`);

    // The ledger: balanced, nothing below zero.
    const check = await verifyLedger(ctx);
    if (!check.ok) problems.push(`ledger check failed: ${JSON.stringify(check).slice(0, 500)}`);
    problems.push(...(await checkChaosWithholding(ctx, crossingPerson)));

    // Exactly once: each acknowledged move is in the ledger once; each refusal left nothing.
    const answered: Record<string, number> = {};
    const expected = { deposit: 0, withdraw: 0, fund: 0, release: 0, refund: 0 };
    for (const op of ops) {
      const answer = answers.get(op.key)!;
      answered[`${op.kind} ${answer.status}`] = (answered[`${op.kind} ${answer.status}`] ?? 0) + 1;
      if (answer.status === 201) expected[op.kind]++;
      else if (answer.status !== 422)
        problems.push(`${op.kind} ${op.key} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    const counts = await ctx.db.execute<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from wallet_transactions group by type`,
    );
    const byType = Object.fromEntries(counts.rows.map((row) => [row.type, Number(row.n)]));
    const actual = {
      deposit: byType.DEPOSIT ?? 0,
      withdraw: byType.WITHDRAWAL_REQUEST ?? 0,
      fund: byType.ESCROW_FUND ?? 0,
      release: byType.ESCROW_RELEASE ?? 0,
      refund: byType.ESCROW_REFUND ?? 0,
    };
    for (const kind of Object.keys(expected) as Kind[]) {
      if (expected[kind] !== actual[kind]) {
        problems.push(`${kind}: ${expected[kind]} acknowledged, ${actual[kind]} in the ledger`);
      }
    }
    const perKey = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select idempotency_key from wallet_transactions
        where idempotency_key is not null group by idempotency_key having count(*) > 1) as twice`);
    if (Number(perKey.rows[0]!.n) > 0) problems.push("some ledger keys were applied twice");
    const orphans = await ctx.db.execute<{ deposits: number; withdrawals: number; inflight: number }>(sql`
      select (select count(*)::int from wallet_deposits where transaction_id is null) as deposits,
             (select count(*)::int from wallet_withdrawals w where not exists
                (select 1 from wallet_transactions t where t.id = w.request_transaction_id)) as withdrawals,
             (select count(*)::int from idempotency_keys where status = 'IN_FLIGHT') as inflight`);
    const orphan = orphans.rows[0]!;
    if (orphan.deposits || orphan.withdrawals) problems.push(`half-applied operations: ${JSON.stringify(orphan)}`);
    if (orphan.inflight) problems.push(`${orphan.inflight} keys were left in flight`);
    for (const op of ops) {
      const answer = answers.get(op.key)!;
      if (answer.status !== 201 || op.kind === "deposit" || op.kind === "withdraw") continue;
      // Escrow moves carry the key into the ledger: exactly one transaction each.
      const ledgerKey = `chaos:${people[op.user]!.id}:${op.key}`;
      const found = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from wallet_transactions where idempotency_key = ${ledgerKey}`,
      );
      if (Number(found.rows[0]!.n) !== 1)
        problems.push(`${op.kind} ${op.key} is in the ledger ${found.rows[0]!.n} times`);
    }

    return {
      ops: options.ops,
      workers: options.workers,
      answered,
      networkRetries: counters.networkRetries,
      inFlightRetries: counters.inFlightRetries,
      unavailableRetries: counters.unavailableRetries,
      replayedAtRandom: counters.replayedAtRandom,
      acknowledgedBeforeKill: counters.acknowledgedBeforeKill,
      killedAfterMs: killedAt,
      durationMs,
      problems,
    } satisfies ChaosReport;
  } finally {
    await kill("SIGTERM");
    await mailer.stop();
    await database.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
