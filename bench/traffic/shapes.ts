// `npm run -w @crewlance/bench traffic-shapes [-- --seed]`: what each varied list request costs
// the database, one request at a time. The requests are the ones bench:traffic draws (the same
// seeds); the API is built in this process and each request's SQL captured (capture-sql.ts) as a
// warm server runs it, then every statement runs again under EXPLAIN ANALYZE. Prints the mean per
// request with and without words, the statement kinds that cost most, and the slowest requests:
// where to look next; BENCH_SHAPES_EACH names a file for each request's figures and its
// statements' (two runs' files compare with `traffic-shapes-compare`, shapes-compare.ts). The
// times include EXPLAIN's own timing, so they compare runs of this tool, not req/s; the shared
// buffers each request touched move far less between runs than its time. A benchmark tool, never
// a test.
// `--seed` first makes the bench database (bench:api's seed) on BENCH_DATABASE_URL's server, which
// takes a few minutes; later runs reuse it.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { type CapturedQuery, captureSql } from "../api-load/capture-sql";
import { completeOnboarding, recreateDatabase, seedFreelancers } from "../api-load/database";
import { benchApiEnv } from "../api-load/server-process";
import { seedTasks } from "../api-load/tasks-seed";
import { generator } from "../random";
import { directoryPath, SAMPLE_AFTER, taskListPath } from "./requests";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DATABASE = "crewlance_bench_shapes";
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/** Requests of each list answered before the sample: bench:traffic's pgbench sample starts there too. */
const ANSWERED_BEFORE = Number(process.env.BENCH_ANSWERED_BEFORE ?? SAMPLE_AFTER);
const COMPANY = "shapes-company@bench.crewlance.dev";
const PASSWORD = "Bench-password-1";

const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const env = {
  ...benchApiEnv({ port: 0, databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), "crewlance-shapes-")) }),
  LIST_PAGE_CACHE: "false",
};

async function withApp<T>(use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const app = await buildApp(loadConfig(env), { logger: false });
  await app.ready();
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

async function seed(): Promise<void> {
  await recreateDatabase(ADMIN_URL, DATABASE);
  // The API migrates the new database on start; the company signs up through it.
  await withApp(async (app) => {
    await seedFreelancers(databaseUrl, Number(process.env.BENCH_FREELANCERS ?? 100_000));
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Bench Company", email: COMPANY, password: PASSWORD, role: "COMPANY" },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
  });
  await completeOnboarding(databaseUrl, COMPANY);
  await seedTasks(databaseUrl, COMPANY);
}

type Cost = { request: string; url: string; statement: string; ms: number; planningMs: number; buffers: number };

/**
 * Planning plus execution of one captured statement, the planning alone, and the shared buffers its
 * execution touched (found in memory or read), from its second run (the first warms the cache).
 */
async function costOf(
  client: pg.Client,
  query: CapturedQuery,
): Promise<{ ms: number; planningMs: number; buffers: number }> {
  // A statement that is itself an EXPLAIN (a planner estimate, decision 0111) is timed from here:
  // all of it is planning.
  if (/^\s*explain\b/i.test(query.text)) {
    await client.query(query.text, query.values);
    const start = performance.now();
    await client.query(query.text, query.values);
    const ms = performance.now() - start;
    return { ms, planningMs: ms, buffers: 0 };
  }
  const explain = `explain (analyze, buffers, format json) ${query.text}`;
  await client.query(explain, query.values);
  const { rows } = await client.query(explain, query.values);
  const plan = rows[0]["QUERY PLAN"][0] as {
    "Planning Time": number;
    "Execution Time": number;
    Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number };
  };
  return {
    ms: plan["Planning Time"] + plan["Execution Time"],
    planningMs: plan["Planning Time"],
    buffers: plan.Plan["Shared Hit Blocks"] + plan.Plan["Shared Read Blocks"],
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function report(costs: Cost[], urls: Map<string, string>): void {
  const perRequest = new Map<string, number>();
  const buffersPerRequest = new Map<string, number>();
  for (const cost of costs) {
    perRequest.set(cost.request, (perRequest.get(cost.request) ?? 0) + cost.ms);
    buffersPerRequest.set(cost.request, (buffersPerRequest.get(cost.request) ?? 0) + cost.buffers);
  }
  for (const [list, prefix] of [
    ["tasks", "t"],
    ["directory", "d"],
  ] as const) {
    const names = [...urls.keys()].filter((name) => name.startsWith(prefix));
    const withWords = names.filter((name) => /[?&]q=/.test(urls.get(name)!));
    const without = names.filter((name) => !withWords.includes(name));
    const ms = (group: string[]) => mean(group.map((name) => perRequest.get(name) ?? 0)).toFixed(2);
    const buffers = (group: string[]) => mean(group.map((name) => buffersPerRequest.get(name) ?? 0)).toFixed(0);
    console.log(
      `${list}: ${names.length} requests, mean ${ms(names)} ms, ${buffers(names)} buffers; with words ${withWords.length} (${ms(withWords)} ms, ${buffers(withWords)} buffers), without ${without.length} (${ms(without)} ms, ${buffers(without)} buffers)`,
    );
  }
  const planning = costs.reduce((sum, cost) => sum + cost.planningMs, 0);
  const total = costs.reduce((sum, cost) => sum + cost.ms, 0);
  console.log(`planning: ${planning.toFixed(0)} of ${total.toFixed(0)} ms (${((100 * planning) / total).toFixed(0)}%)`);
  const kinds = new Map<string, { count: number; ms: number; planningMs: number }>();
  for (const cost of costs) {
    const kind = `${cost.request[0] === "t" ? "tasks" : "directory"}: ${cost.statement.replace(/\s+/g, " ").slice(0, 80)}`;
    const entry = kinds.get(kind) ?? { count: 0, ms: 0, planningMs: 0 };
    kinds.set(kind, { count: entry.count + 1, ms: entry.ms + cost.ms, planningMs: entry.planningMs + cost.planningMs });
  }
  console.log("\nstatement kinds, most time first (total ms, count, mean ms, mean planning ms):");
  for (const [kind, { count, ms, planningMs }] of [...kinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10))
    console.log(
      `${ms.toFixed(0).padStart(7)} ${String(count).padStart(5)} ${(ms / count).toFixed(2).padStart(7)} ${(planningMs / count).toFixed(2).padStart(7)}  ${kind}`,
    );
  console.log("\nslowest requests (ms, buffers):");
  for (const [name, ms] of [...perRequest].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(
      `${ms.toFixed(1).padStart(8)} ${String(buffersPerRequest.get(name) ?? 0).padStart(8)}  ${urls.get(name)}`,
    );
}

async function main(): Promise<void> {
  if (process.argv.includes("--seed")) await seed();
  const token = await withApp(async (app) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: COMPANY, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: run with --seed first`);
    return res.json().data.accessToken as string;
  });
  const before: { name: string; url: string; token: string }[] = [];
  const requests: typeof before = [];
  // The seeds bench:traffic draws its task and directory rows with: the sample follows the
  // requests a busy server would have answered just before it, so what that server keeps in
  // memory from them (company cards, kept verdicts) is not read for the sample either.
  for (const [prefix, draw, seedNumber] of [
    ["t", taskListPath, 1],
    ["d", directoryPath, 2],
  ] as const) {
    const r = generator(seedNumber);
    for (let i = 0; i < ANSWERED_BEFORE; i++) before.push({ name: `${prefix}-before${i}`, url: draw(r), token });
    for (let i = 0; i < SAMPLES; i++) requests.push({ name: `${prefix}${i}`, url: draw(r), token });
  }
  const captured = await captureSql(env, requests, { before });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const costs: Cost[] = [];
  try {
    for (const request of requests) {
      for (const query of captured.get(request.name) ?? []) {
        if (/^\s*(begin|commit|rollback|set)\b/i.test(query.text)) continue;
        costs.push({
          request: request.name,
          url: request.url,
          statement: query.text,
          ...(await costOf(client, query)),
        });
      }
    }
  } finally {
    await client.end();
  }
  report(costs, new Map(requests.map((request) => [request.name, request.url])));
  // Each request's figures, to set two runs of the sample beside each other request by request.
  const each = process.env.BENCH_SHAPES_EACH;
  if (each) {
    const perRequest = requests.map((request) => {
      const own = costs.filter((cost) => cost.request === request.name);
      return {
        url: request.url,
        ms: own.reduce((sum, cost) => sum + cost.ms, 0),
        buffers: own.reduce((sum, cost) => sum + cost.buffers, 0),
        statements: own.map((cost) => ({
          ms: Number(cost.ms.toFixed(2)),
          buffers: cost.buffers,
          text: cost.statement.replace(/\s+/g, " ").slice(0, 160),
        })),
      };
    });
    writeFileSync(each, JSON.stringify(perRequest, null, 1));
  }
}

await main();
process.exit(0);
