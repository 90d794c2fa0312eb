// `npm run bench:api`: the API under load on a real PostgreSQL with 100,000 onboarded
// freelancers, side by side in one run with a bare Fastify server (the machine's ceiling) and
// pgbench running each endpoint's own SQL (the database's ceiling), because this machine is
// shared and noisy: only figures taken together compare. Writes its section of bench/REPORT.md.
// A benchmark, never a test: nothing here fails on a slow machine.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeReportSection } from "../report-section.mjs";
import { captureSql, toPgbenchScript } from "./capture-sql";
import { completeOnboarding, recreateDatabase, seedFreelancers } from "./database";
import { httpLoad, type LoadResult, sqlLoad } from "./load";
import { benchApiEnv, startProcess, waitFor } from "./server-process";
import { BENCH_APPLICATIONS, BENCH_TASKS, BUSY_TASK_ID, seedTasks } from "./tasks-seed";

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const FREELANCERS = Number(process.env.BENCH_FREELANCERS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
// Other ports (and BENCH_DATABASE_NAME) when two people bench on one machine at once.
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3180);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3181);
// BENCH_SERVER_ENTRY measures another build of the API with the same script.
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.resolve(here, "../../apps/api/dist/server.js");

type Target = { name: string; path: string; signedIn: boolean; sql: boolean };
const TARGETS: Target[] = [
  { name: "GET /api/health", path: "/api/health", signedIn: false, sql: true },
  { name: "GET /api/user (signed in)", path: "/api/user", signedIn: true, sql: true },
  { name: "directory, no filter", path: "/api/user/freelancers?limit=20", signedIn: true, sql: true },
  { name: "directory, q=react", path: "/api/user/freelancers?limit=20&q=react", signedIn: true, sql: true },
  { name: "directory, skills=react", path: "/api/user/freelancers?limit=20&skills=react", signedIn: true, sql: true },
  { name: "directory, by rate", path: "/api/user/freelancers?limit=20&sort=rate_asc", signedIn: true, sql: true },
  { name: "tasks, no filter", path: "/api/tasks?limit=20", signedIn: true, sql: true },
  { name: "tasks, q=react", path: "/api/tasks?limit=20&q=react", signedIn: true, sql: true },
  { name: "tasks, skills=react", path: "/api/tasks?limit=20&skills=react", signedIn: true, sql: true },
  {
    name: "a task's 1,000 applications",
    path: `/api/tasks/${BUSY_TASK_ID}/applications?limit=20`,
    signedIn: true,
    sql: true,
  },
];

async function signUpCompany(baseUrl: string): Promise<{ email: string; token: string }> {
  const email = `bench-company-${Date.now()}@bench.crewlance.dev`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fullName: "Bench Company", email, password: "Bench-password-1", role: "COMPANY" }),
  });
  const body = (await res.json()) as { data?: { accessToken: string }; message?: string };
  if (!res.ok || !body.data) throw new Error(`sign-up failed: ${res.status} ${body.message}`);
  return { email, token: body.data.accessToken };
}

const fmt = (value: number | null, digits = 0) => (value === null ? "—" : value.toFixed(digits));
const ratio = (a: number, b: number | undefined) => (b ? `${Math.round((a / b) * 100)}%` : "—");

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing — run \`npm run build\` first.`);
  // BENCH_DATABASE_NAME: another name, when two people bench on one PostgreSQL at once.
  const databaseUrl = await recreateDatabase(ADMIN_URL, process.env.BENCH_DATABASE_NAME ?? "crewlance_bench");
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-"));
  const env = benchApiEnv({ port: API_PORT, databaseUrl, dataDir });
  const api = startProcess(serverEntry, env);
  const hello = startProcess(path.join(here, "hello-server.ts"), { PORT: String(HELLO_PORT) }, ["--import", "tsx"]);
  const rows: { name: string; http: LoadResult; sql?: LoadResult; load: number }[] = [];
  try {
    const baseUrl = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`${baseUrl}/api/health`, api);
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, hello);
    console.log(`seeding ${FREELANCERS} freelancers…`);
    const seedStarted = Date.now();
    await seedFreelancers(databaseUrl, FREELANCERS);
    console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const company = await signUpCompany(baseUrl);
    await completeOnboarding(databaseUrl, company.email);
    console.log(`seeding ${BENCH_TASKS} tasks and ${BENCH_APPLICATIONS} applications…`);
    await seedTasks(databaseUrl, company.email);

    const sqlByTarget = await captureSql(
      env,
      TARGETS.filter((target) => target.sql).map((target) => ({
        name: target.name,
        url: target.path,
        token: target.signedIn ? company.token : undefined,
      })),
    );

    for (const [name, queries] of sqlByTarget) console.log(`-- ${name}\n${toPgbenchScript(queries)}`);
    const load = { connections: CONNECTIONS, durationSeconds: DURATION };
    console.log("bare Fastify hello-world…");
    rows.push({
      name: "bare Fastify hello-world",
      http: await httpLoad({ url: `http://127.0.0.1:${HELLO_PORT}/`, ...load }),
      load: loadavg()[0] ?? 0,
    });
    for (const target of TARGETS) {
      console.log(`${target.name}…`);
      // An unmeasured few seconds first: the figures are the steady state, not V8 compiling the
      // route's code paths and the pool opening its connections during the measured seconds.
      await httpLoad({
        url: `${baseUrl}${target.path}`,
        token: target.signedIn ? company.token : undefined,
        connections: CONNECTIONS,
        durationSeconds: WARM_UP,
      });
      const http = await httpLoad({
        url: `${baseUrl}${target.path}`,
        token: target.signedIn ? company.token : undefined,
        ...load,
      });
      // Read right after the measured seconds: what else ran on the 2 cores meanwhile.
      const loadAverage = loadavg()[0] ?? 0;
      const queries = sqlByTarget.get(target.name);
      const sql = queries?.length
        ? await sqlLoad({
            databaseUrl,
            script: toPgbenchScript(queries),
            scriptPath: path.join(dataDir, "pgbench.sql"),
            ...load,
          })
        : undefined;
      rows.push({ name: target.name, http, sql, load: loadAverage });
    }
  } finally {
    api.kill("SIGTERM");
    hello.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }

  const hello_ = rows[0]?.http.requestsPerSecond;
  const table = rows
    .map(
      (row) =>
        `| ${row.name} | ${fmt(row.http.requestsPerSecond)} | ${fmt(row.http.p99Ms)} | ${row.http.errors} | ${
          row.sql ? fmt(row.sql.requestsPerSecond) : "—"
        } | ${row.sql ? ratio(row.http.requestsPerSecond, row.sql.requestsPerSecond) : "—"} | ${ratio(
          row.http.requestsPerSecond,
          hello_,
        )} | ${row.load.toFixed(1)} |`,
    )
    .join("\n");
  const markdown = `## API under load (\`npm run bench:api\`)

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}),
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on 127.0.0.1: ${FREELANCERS.toLocaleString("en")}
onboarded freelancers; autocannon with ${CONNECTIONS} connections for ${DURATION} s per row against the built
server (\`NODE_ENV=production\`) after ${WARM_UP} s unmeasured; pgbench with ${CONNECTIONS} clients for ${DURATION} s on the SQL that the
endpoint ran (captured from the API itself, parameters inlined). Errors are non-2xx answers,
timeouts and socket errors. Goal at this size: the directory ≥ 1,000 req/s unfiltered and ≥ 300
with \`q\`, p99 ≤ 150 ms, each ≥ 70% of pgbench on the same SQL. "load avg" is the machine's
1-minute load average read right after the row's HTTP load (2 cores; the run itself adds ~2–3):
rows with a much higher figure shared the cores with other work.

| Target | req/s | p99 ms | errors | pgbench tps | vs pgbench | vs hello-world | load avg |
|---|---:|---:|---:|---:|---:|---:|---:|
${table}
`;
  writeReportSection("api-load", markdown);
  console.log(markdown);
}

await main();
