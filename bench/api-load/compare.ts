// `npm run -w @crewlance/bench api-compare`: two builds of the API side by side on the database
// `npm run bench:api` left (crewlance_bench), for a shared machine where figures taken minutes
// apart do not compare. BENCH_BEFORE_ENTRY and BENCH_SERVER_ENTRY name the two server.js files;
// each target is loaded in alternating rounds (autocannon, 50 connections, BENCH_ROUND s per round,
// BENCH_ROUNDS rounds, the order flipped every round), so both builds share whatever else the
// machine is doing. Prints the median req/s of each, and the server's own CPU time per request
// (from /proc, so what else runs on the machine moves it much less), with their ratios. A tool,
// not a test.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PLATFORM_TAX_IDENTITY } from "../../apps/api/test/production-env";
import { completeOnboarding, recreateDatabase, seedFreelancers } from "./database";
import { httpLoad, type LoadResult } from "./load";

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const AFTER = process.env.BENCH_SERVER_ENTRY ?? path.resolve(here, "../../apps/api/dist/server.js");
const BEFORE = process.env.BENCH_BEFORE_ENTRY;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND ?? 5);
const TARGETS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/api/user", "/api/user/freelancers?limit=20", "/api/user/freelancers?limit=20&q=react"];

type Api = { name: string; baseUrl: string; child: ChildProcess; dataDir: string; token: string };

async function startApi(name: string, entry: string, port: number, databaseUrl: string): Promise<Api> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-"));
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...PLATFORM_TAX_IDENTITY,
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 240 || child.exitCode !== null) throw new Error(`${name} (${entry}) did not start`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // BENCH_SIGN_IN=<email>: signs in as an account bench:api made (its company owns the task with
  // 1,000 applicants, whose list only its owner may read) instead of signing a new company up.
  const existing = process.env.BENCH_SIGN_IN;
  const email = existing ?? `compare-${name}-${Date.now()}@bench.crewlance.dev`;
  const res = await fetch(`${baseUrl}/api/auth/${existing ? "login" : "register"}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      existing
        ? { email, password: "Bench-password-1" }
        : { fullName: "Compare Company", email, password: "Bench-password-1", role: "COMPANY" },
    ),
  });
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  if (!existing) await completeOnboarding(databaseUrl, email);
  return { name, baseUrl, child, dataDir, token };
}

/** The process's CPU time so far (user + system), in ms, from /proc: what a request costs, whatever else runs. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  if (!BEFORE) throw new Error("set BENCH_BEFORE_ENTRY to the server.js to compare with");
  const url = new URL(ADMIN_URL);
  url.pathname = `/${process.env.BENCH_DATABASE_NAME ?? "crewlance_bench"}`;
  const databaseUrl = url.toString();
  // BENCH_SEED=<n>: a fresh database with n freelancers first, instead of the one bench:api left.
  const seed = Number(process.env.BENCH_SEED ?? 0);
  if (seed > 0) await recreateDatabase(ADMIN_URL, url.pathname.slice(1));
  // The newer build first: it applies any newer migrations, which the older one then finds done.
  const after = await startApi("after", AFTER, Number(process.env.BENCH_AFTER_PORT ?? 3184), databaseUrl);
  if (seed > 0) await seedFreelancers(databaseUrl, seed);
  const before = await startApi("before", BEFORE, Number(process.env.BENCH_BEFORE_PORT ?? 3183), databaseUrl);
  try {
    console.log(
      "| Target | before req/s | after req/s | after ÷ before | before CPU ms/request | after CPU ms/request | after ÷ before | load avg |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const target of TARGETS) {
      const results = new Map<string, LoadResult[]>([
        ["before", []],
        ["after", []],
      ]);
      const cpu = new Map<string, { ms: number; requests: number }>([
        ["before", { ms: 0, requests: 0 }],
        ["after", { ms: 0, requests: 0 }],
      ]);
      const loads: number[] = [];
      for (const api of [before, after])
        await httpLoad({ url: `${api.baseUrl}${target}`, token: api.token, connections: 50, durationSeconds: 2 });
      for (let round = 0; round < ROUNDS; round++) {
        for (const api of round % 2 === 0 ? [before, after] : [after, before]) {
          const cpuBefore = cpuMs(api.child.pid);
          const result = await httpLoad({
            url: `${api.baseUrl}${target}`,
            token: api.token,
            connections: 50,
            durationSeconds: ROUND_SECONDS,
          });
          const spent = cpu.get(api.name);
          if (spent) {
            spent.ms += cpuMs(api.child.pid) - cpuBefore;
            spent.requests += result.requestsPerSecond * ROUND_SECONDS;
          }
          results.get(api.name)?.push(result);
          loads.push(loadavg()[0] ?? 0);
        }
      }
      const rps = (name: string) => median((results.get(name) ?? []).map((r) => r.requestsPerSecond));
      const perRequest = (name: string) => {
        const spent = cpu.get(name);
        return spent && spent.requests > 0 ? spent.ms / spent.requests : Number.NaN;
      };
      const errors = [...results.values()].flat().reduce((sum, r) => sum + r.errors, 0);
      console.log(
        `| ${target} | ${rps("before").toFixed(0)} | ${rps("after").toFixed(0)} | ${(rps("after") / rps("before")).toFixed(2)} | ${perRequest("before").toFixed(2)} | ${perRequest("after").toFixed(2)} | ${(perRequest("after") / perRequest("before")).toFixed(2)} | ${median(loads).toFixed(1)} |${errors ? ` ${errors} errors` : ""}`,
      );
    }
  } finally {
    for (const api of [before, after]) {
      api.child.kill("SIGTERM");
      rmSync(api.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
