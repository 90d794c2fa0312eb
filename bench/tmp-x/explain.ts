import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { PLATFORM_TAX_IDENTITY } from "../../apps/api/test/production-env";
import { captureSql } from "../api-load/capture-sql";
import { directoryPath, generator, taskListPath } from "../traffic/requests";

const db = "postgres://postgres@127.0.0.1:5432/crewlance_bench_traffic";
const env = { NODE_ENV: "production", ...PLATFORM_TAX_IDENTITY, DATABASE_URL: db, DATA_DIR: "/tmp/xdata", JWT_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", SEED_DEMO_DATA: "false", LIST_PAGE_CACHE: "false", APP_URL: "http://127.0.0.1:1" };
const kind = process.argv[2] ?? "tasks";
const app = await buildApp(loadConfig(env), { logger: false });
const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: process.argv[3], password: "Bench-password-1" } });
const token = login.json().data.accessToken as string;
await app.close();
const r = generator(kind === "tasks" ? 1 : 2);
const sample = Array.from({ length: 40 }, (_, i) => ({ name: String(i), url: kind === "tasks" ? taskListPath(r) : directoryPath(r), token }));
const captured = await captureSql(env, sample);
const client = new pg.Client({ connectionString: db });
await client.connect();
const results: { url: string; ms: number; text: string; values: unknown[] }[] = [];
for (const [name, queries] of captured) {
  for (const q of queries) {
    if (!/from "(tasks|freelancer_profiles)"|from tasks|freelancer_profiles/.test(q.text)) continue;
    const started = performance.now();
    await client.query(q.text, q.values as unknown[]);
    results.push({ url: sample[Number(name)]!.url, ms: performance.now() - started, text: q.text, values: q.values });
  }
}
results.sort((a, b) => b.ms - a.ms);
for (const x of results.slice(0, 12)) console.log(x.ms.toFixed(1), x.url);
const worst = results[0]!;
const plan = await client.query(`explain (analyze, buffers) ${worst.text}`, worst.values as unknown[]);
console.log(worst.text.slice(0, 3000));
console.log(JSON.stringify(worst.values));
console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
await client.end();
