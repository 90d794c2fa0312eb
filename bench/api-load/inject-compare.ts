// `npm run -w @crewlance/bench api-inject-compare -- [paths…]`: two source trees of the API in one
// process, on the database `npm run bench:api` left (crewlance_bench), each built as production
// builds it (`NODE_ENV=production`) and driven through `app.inject` (no sockets, so what is left
// is routing, hooks, validation, the statements and their driver work, and serialization) in
// alternating rounds of BENCH_INJECT_REQUESTS requests, 10 at a time. Reports this process's CPU
// time per request for each tree, which a busy machine moves far less than throughput.
// BENCH_BEFORE_APP names the other tree's src/app.ts (e.g. from `git archive <commit> apps/api
// packages | tar -x -C /tmp/before`), BENCH_AFTER_APP optionally another as the "after". A tool,
// not a test.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import * as current from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { PLATFORM_TAX_IDENTITY } from "../../apps/api/test/production-env";
import { completeOnboarding } from "./database";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BEFORE = process.env.BENCH_BEFORE_APP;
const REQUESTS = Number(process.env.BENCH_INJECT_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const TARGETS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/api/user", "/api/user/freelancers?limit=20", "/api/tasks?limit=20", "/api/tasks?limit=20&q=react"];

type BuildApp = typeof current.buildApp;

async function start(name: string, buildApp: BuildApp, databaseUrl: string) {
  const config = loadConfig({
    NODE_ENV: "production",
    ...PLATFORM_TAX_IDENTITY,
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "crewlance-inject-")),
    JWT_SECRET: randomBytes(32).toString("hex"),
    APP_URL: "http://127.0.0.1:3185",
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
  });
  const app = await buildApp({ ...config, webDistDir: undefined }, { logger: false });
  await app.ready();
  const email = `inject-${name}-${Date.now()}@bench.crewlance.dev`;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { fullName: "Inject Company", email, password: "Bench-password-1", role: "COMPANY" },
  });
  const token = (res.json() as { data: { accessToken: string } }).data.accessToken;
  await completeOnboarding(databaseUrl, email);
  return { name, app, token };
}

async function round(api: { app: FastifyInstance; token: string }, url: string): Promise<number> {
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < REQUESTS) {
        next++;
        const res = await api.app.inject({
          method: "GET",
          url,
          headers: { authorization: `Bearer ${api.token}`, "accept-encoding": "br, gzip" },
        });
        if (res.statusCode !== 200) failures++;
      }
    }),
  );
  return failures;
}

async function main() {
  if (!BEFORE) throw new Error("set BENCH_BEFORE_APP to the other tree's src/app.ts");
  const url = new URL(ADMIN_URL);
  url.pathname = `/${process.env.BENCH_DATABASE_NAME ?? "crewlance_bench"}`;
  const databaseUrl = url.toString();
  const before = (await import(path.resolve(BEFORE))) as typeof current;
  // BENCH_AFTER_APP: another tree as the "after" (default: this one).
  const after = process.env.BENCH_AFTER_APP
    ? ((await import(path.resolve(process.env.BENCH_AFTER_APP))) as typeof current)
    : current;
  const apis = [await start("after", after.buildApp, databaseUrl), await start("before", before.buildApp, databaseUrl)];
  console.log("| Target | before CPU ms/request | after CPU ms/request | after ÷ before | load avg |");
  console.log("|---|---:|---:|---:|---:|");
  for (const target of TARGETS) {
    const spent = new Map<string, number>([
      ["before", 0],
      ["after", 0],
    ]);
    const loads: number[] = [];
    let failures = 0;
    for (const api of apis) await round(api, target);
    for (let r = 0; r < ROUNDS; r++) {
      for (const api of r % 2 === 0 ? apis : [...apis].reverse()) {
        const cpu = process.cpuUsage();
        failures += await round(api, target);
        const used = process.cpuUsage(cpu);
        spent.set(api.name, (spent.get(api.name) ?? 0) + (used.user + used.system) / 1000);
        loads.push(loadavg()[0] ?? 0);
      }
    }
    const per = (name: string) => (spent.get(name) ?? 0) / (ROUNDS * REQUESTS);
    loads.sort((a, b) => a - b);
    console.log(
      `| ${target} | ${per("before").toFixed(2)} | ${per("after").toFixed(2)} | ${(per("after") / per("before")).toFixed(2)} | ${loads[Math.floor(loads.length / 2)]?.toFixed(1)} |${failures ? ` ${failures} failures` : ""}`,
    );
  }
  for (const api of apis) await api.app.close();
}

await main();
