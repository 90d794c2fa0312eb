// `npm run bench:public-pages`: the public pages (decision 0096) under load on a real PostgreSQL
// with bench:api's 100,000 onboarded freelancers, each with a handle of its own (names, not
// numbers in a row), 1,000 teams with handles, and bench:api's open tasks. The first
// BENCH_HANDLES_THROUGH_SERVICE people and every team get theirs through the modules' own services
// (setPublicPage, setTeamHandle); the rest in one set-based statement that leaves the row a first
// claim leaves (one current handle, visibility PUBLIC by default), since 100,000 service calls on
// this shared machine take over half an hour. autocannon asks for a different profile, team or
// job on every request, so no one row stays hot. Before the load, each page type is requested
// once in-process to count its SQL statements. Writes its section of bench/REPORT.md with the
// load average beside each row. A benchmark, never a test.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { setTeamHandle } from "../apps/api/src/modules/teams/index";
import { setPublicPage } from "../apps/api/src/modules/users/index";
import { PLATFORM_TAX_IDENTITY } from "../apps/api/test/production-env";
import { captureSql } from "./api-load/capture-sql";
import { completeOnboarding, recreateDatabase, seedFreelancers } from "./api-load/database";
import { startProcess, waitFor } from "./api-load/server-process";
import { benchUuid, seedTasks } from "./api-load/tasks-seed";
import { writeReportSection } from "./report-section.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const FREELANCERS = Number(process.env.BENCH_FREELANCERS ?? 100_000);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 1_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3190);
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.resolve(here, "../apps/api/dist/server.js");
const THROUGH_SERVICE = Number(process.env.BENCH_HANDLES_THROUGH_SERVICE ?? 1_000);
/** Handles set at once through the service: a few transactions in flight, as many people saving. */
const HANDLE_CONCURRENCY = 8;

const FIRST = ["asha", "ravi", "priya", "arjun", "meera", "kiran", "nila", "vikram", "divya", "rahul", "sana", "omar"];
const LAST = ["sharma", "iyer", "khan", "menon", "rao", "gupta", "das", "patel", "singh", "nair", "bose", "reddy"];
/** A name-like handle, different for every n: `priya-menon-2s9`. */
const freelancerHandle = (n: number) =>
  `${FIRST[n % FIRST.length]}-${LAST[Math.floor(n / FIRST.length) % LAST.length]}-${n.toString(36)}`;
const teamHandle = (n: number) => `${LAST[n % LAST.length]}-crew-${n.toString(36)}`;

/** Runs `work(n)` for n = 1..count, `concurrency` at a time. */
async function each(count: number, concurrency: number, work: (n: number) => Promise<unknown>): Promise<void> {
  let next = 1;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next <= count) await work(next++);
    }),
  );
}

/** Teams of three bench freelancers each, inserted as the teams service would leave them. */
async function seedTeams(databaseUrl: string): Promise<{ id: string; ownerId: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const freelancer = (expression: string) =>
    `overlay(overlay(md5('bench-freelancer-' || ${expression}) placing '4' from 13) placing '8' from 17)::uuid`;
  const team = `overlay(overlay(md5('bench-team-' || n) placing '4' from 13) placing '8' from 17)::uuid`;
  await client.query(
    `insert into teams (id, name, description, skills, skills_key, owner_id, member_count)
     select ${team}, 'Bench Team ' || n, 'A bench team that builds web apps.', array['React','Node'], array['react','node'],
            ${freelancer("(n * 3)")}, 3
       from generate_series(1, ${TEAMS}) as n`,
  );
  await client.query(
    `insert into team_members (team_id, user_id, role)
     select ${team}, ${freelancer("(n * 3 + k)")}, case when k = 0 then 'OWNER' else 'MEMBER' end::team_role
       from generate_series(1, ${TEAMS}) as n, generate_series(0, 2) as k`,
  );
  await client.end();
  return Array.from({ length: TEAMS }, (_, index) => ({
    id: benchUuid("bench-team-", index + 1),
    ownerId: benchUuid("bench-freelancer-", (index + 1) * 3),
  }));
}

async function openTaskSlugs(databaseUrl: string, baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/sitemaps/jobs.xml`);
  const body = await res.text();
  const slugs = [...body.matchAll(/<loc>[^<]*(\/jobs\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  if (slugs.length === 0) throw new Error(`no open task in ${databaseUrl}'s sitemap`);
  return slugs.slice(0, 20_000);
}

type Row = { name: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; load: number };

/** `expected` is the answer every request should get: a not-found page's 404 is not an error of the run. */
async function load(
  name: string,
  baseUrl: string,
  pathOf: () => string,
  durationSeconds: number,
  expected: "2xx" | "4xx" = "2xx",
): Promise<Row> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: durationSeconds,
    headers: { "accept-encoding": "br, gzip" },
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors:
      result.errors +
      result.timeouts +
      (expected === "2xx" ? result.non2xx : result["1xx"] + result["2xx"] + result["3xx"] + result["5xx"]),
    load: loadavg()[0] ?? 0,
  };
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing — run \`npm run build\` first.`);
  const databaseUrl = await recreateDatabase(ADMIN_URL, process.env.BENCH_DATABASE_NAME ?? "crewlance_bench_pages");
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-"));
  const baseUrl = `http://127.0.0.1:${API_PORT}`;
  const env = {
    NODE_ENV: "production",
    ...PLATFORM_TAX_IDENTITY,
    HOST: "127.0.0.1",
    PORT: String(API_PORT),
    APP_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
  };
  const api = startProcess(serverEntry, env);
  const rows: Row[] = [];
  let queries: [string, number][] = [];
  try {
    await waitFor(`${baseUrl}/api/health`, api);
    console.log(`seeding ${FREELANCERS} freelancers, tasks and ${TEAMS} teams…`);
    await seedFreelancers(databaseUrl, FREELANCERS);
    const companyEmail = `bench-company-${Date.now()}@bench.crewlance.dev`;
    const signUp = await fetch(`${baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        fullName: "Bench Company",
        email: companyEmail,
        password: "Bench-password-1",
        role: "COMPANY",
      }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    await completeOnboarding(databaseUrl, companyEmail);
    await seedTasks(databaseUrl, companyEmail);
    const teams = await seedTeams(databaseUrl);

    // Handles through the services people's saves go through, in this process on the same database.
    const app = await buildApp(loadConfig(env), { logger: false });
    const started = Date.now();
    const service = Math.min(THROUGH_SERVICE, FREELANCERS);
    await each(service, HANDLE_CONCURRENCY, (n) =>
      setPublicPage(app.ctx, {
        userId: benchUuid("bench-freelancer-", n),
        handle: freelancerHandle(n),
        visibility: "PUBLIC",
      }),
    );
    await each(TEAMS, HANDLE_CONCURRENCY, (n) =>
      setTeamHandle(app.ctx, { teamId: teams[n - 1]!.id, viewerId: teams[n - 1]!.ownerId, handle: teamHandle(n) }),
    );
    console.log(
      `${service + TEAMS} handles set through the services in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await app.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rest = Array.from({ length: FREELANCERS - service }, (_, index) => service + index + 1);
    await client.query(
      `insert into handles (handle, user_id)
       select handle, overlay(overlay(md5('bench-freelancer-' || n) placing '4' from 13) placing '8' from 17)::uuid
         from unnest($1::text[], $2::int[]) as seeded(handle, n)`,
      [rest.map(freelancerHandle), rest],
    );
    await client.query("vacuum analyze");
    await client.end();

    const jobs = await openTaskSlugs(databaseUrl, baseUrl);
    const targets: { name: string; pathOf: () => string }[] = [
      {
        name: "/u/<handle>, a freelancer",
        pathOf: () => `/u/${freelancerHandle(1 + Math.floor(Math.random() * FREELANCERS))}`,
      },
      { name: "/t/<handle>, a team of 3", pathOf: () => `/t/${teamHandle(1 + Math.floor(Math.random() * TEAMS))}` },
      { name: "/jobs/<slug>, an open task", pathOf: () => pick(jobs) },
      { name: "/u/<unknown>, not found", pathOf: () => `/u/nobody-${Math.floor(Math.random() * 1e9)}` },
    ];
    // Statements per page, counted on one request of each in-process (api-load/capture-sql.ts).
    const captured = await captureSql(
      env,
      targets.slice(0, 3).map((target) => ({ name: target.name, url: target.pathOf() })),
    );
    queries = [...captured].map(([name, list]) => [name, list.length]);
    for (const target of targets) {
      console.log(`${target.name}…`);
      const expected = target.name.includes("not found") ? "4xx" : "2xx";
      await load(target.name, baseUrl, target.pathOf, WARM_UP, expected);
      rows.push(await load(target.name, baseUrl, target.pathOf, DURATION, expected));
    }
  } finally {
    api.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }

  const table = rows
    .map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.load.toFixed(1)} |`,
    )
    .join("\n");
  const markdown = `## Public pages under load (\`npm run bench:public-pages\`)

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}),
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on 127.0.0.1: ${FREELANCERS.toLocaleString("en")}
freelancers with handles, ${TEAMS.toLocaleString("en")} teams with handles, bench:api's tasks; autocannon
with ${CONNECTIONS} connections for ${DURATION} s per row against the built server (\`NODE_ENV=production\`) after ${WARM_UP} s
unmeasured, every request a different random profile, team or job. Goal: p99 ≤ 50 ms. "load avg"
is the machine's 1-minute load average right after the row (2 cores, shared; the run itself adds ~2).

| Page | req/s | p50 ms | p99 ms | errors | load avg |
|---|---:|---:|---:|---:|---:|
${table}

The first ${Math.min(THROUGH_SERVICE, FREELANCERS).toLocaleString("en")} people's handles and every team's were set through the services, the rest in one
set-based statement (see the script). SQL statements per page (one request each, counted in-process): ${queries.map(([name, count]) => `${name}: ${count}`).join("; ")}.
`;
  writeReportSection("public-pages", markdown);
  console.log(markdown);
}

await main();
