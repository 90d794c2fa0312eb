// `npm run bench:traffic`: the lists under the traffic people really send, on the seed of
// `npm run bench:api` (100,000 freelancers, 100,000 tasks, 300,000 applications, real PostgreSQL).
// Every request is drawn on its own (requests.ts): varied searches, filters, sorts and pages for
// the task list, the directory, a company's applicants and the notifications list; then the lists
// mixed, and mixed with writes (task posts and edits, applications, milestone funding, profile
// saves, chat messages) at 2% and 10%.
// Each row runs with the per-instance page cache on, and the main ones again with it off
// (LIST_PAGE_CACHE=false), then on a primary with one streaming replica (decision 0107). The
// bench makes its own PostgreSQL 15 primary (the machine server's settings) so it can add the
// standby. In the same run: bare Fastify through the same driver (the machine's ceiling), and
// pgbench on the SQL the API ran for a sample of the same varied requests. Writes its section of
// bench/REPORT.md. A benchmark, never a test.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { POOL_CONNECTIONS } from "../../apps/api/src/db/client";
import { hashPassword } from "../../apps/api/src/modules/auth/passwords";
import { type Primary, startPrimary } from "../../apps/api/test/replica-cluster";
import { captureSql, toPgbenchScript } from "../api-load/capture-sql";
import { completeOnboarding, recreateDatabase, seedFreelancers } from "../api-load/database";
import { type ScriptFigures, sqlLoad } from "../api-load/load";
import { benchApiEnv, postJson, startProcess, waitFor } from "../api-load/server-process";
import { BENCH_APPLICATIONS, BENCH_TASKS, BUSY_TASK_ID, benchUuid, seedTasks } from "../api-load/tasks-seed";
import { productionNode } from "../production-node.mjs";
import { type Generator, generator } from "../random";
import { writeReportSection } from "../report-section.mjs";
import { type DriveResult, drive, type Request } from "./drive";
import { applicantsPath, directoryPath, notificationsPath, SAMPLE_AFTER, taskListPath, VOCABULARY } from "./requests";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The machine server's settings that differ from initdb's (`select … from pg_settings where source = 'configuration file'`). */
const MACHINE_SETTINGS = ["autovacuum = off", "max_connections = 100", "max_wal_size = 1GB", "min_wal_size = 80MB"];
const FREELANCERS = Number(process.env.BENCH_FREELANCERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_DURATION ?? 15);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3190);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3191);
/**
 * pgbench's sample per list: scripts (pgbench takes at most 128), each the SQL of several
 * requests in a row. Its figure moves with how many rare, costly requests the sample holds (at a
 * million rows one request took a third of a thousand requests' time): a thousand hold it nearer
 * the mix than the hundred of one request a script did.
 */
const SCRIPTS = 100;
const REQUESTS_PER_SCRIPT = 10;
/**
 * pgbench's clients: as many as the server's pool has connections to PostgreSQL, and as many as
 * the driver has to the server. The server never gives PostgreSQL more than its pool at once, and
 * fifty heavy searches at once on two cores may run slower than ten: the table keeps the faster.
 */
const PGBENCH_CLIENTS = [POOL_CONNECTIONS, CONNECTIONS];
/** The scripts named in the log as taking the most of pgbench's time, to look into. */
const COSTLIEST_SHOWN = 5;
const PASSWORD = "Bench-password-1";
/** Freelancers who sign in to apply, save profiles and message the company: old accounts (no new-account limits). */
const WRITERS = 50;
/** Projects the company hires for, each with milestones for the write mixes to fund (8 stays under a new company's offers a day). */
const PROJECTS = 8;
const MILESTONES_PER_PROJECT = 50;
const MILESTONE_AMOUNT = 100_000;
const serverEntry = path.resolve(here, "../../apps/api/dist/server.js");
/** The API and bare Fastify run on production's Node (decision 0135); the driver on this one. */
const SERVER_NODE = productionNode();

/**
 * A run at a million rows has a section of its own in the REPORT, beside the 100,000-row one, so
 * each size's goals read that size's latest run (bench/summary.mjs).
 */
const AT_MILLION = FREELANCERS >= 1_000_000;

type Api = { child: ChildProcess; origin: string };

async function startApi(env: Record<string, string>): Promise<Api> {
  const child = startProcess(serverEntry, env, [], SERVER_NODE.path);
  const origin = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${origin}/api/health`, child);
  return { child, origin };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const signIn = async (origin: string, email: string) =>
  postJson<{ accessToken: string; user: { id: string } }>(`${origin}/api/auth/login`, { email, password: PASSWORD });

/** Each writer's direct conversation with the company (opening one again answers the same). */
async function openConversations(origin: string, writers: string[], companyId: string): Promise<string[]> {
  return Promise.all(
    writers.map(
      async (token) =>
        (await postJson<{ id: string }>(`${origin}/api/chat/conversations/direct`, { userId: companyId }, token)).id,
    ),
  );
}

/** Runs `use` on a connection of its own to the bench's database, closed afterwards. */
async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Old freelancers (created months ago by the seed) get a password, as if they had set one. */
async function prepareWriters(databaseUrl: string): Promise<string[]> {
  const hash = await hashPassword(PASSWORD, "owasp");
  const numbers = Array.from({ length: WRITERS }, (_, i) => FREELANCERS - i);
  const emails = numbers.map((n) => `freelancer${n}@bench.crewlance.dev`);
  await withClient(databaseUrl, (client) =>
    client.query("update users set password_hash = $1 where email = any($2::text[])", [hash, emails]),
  );
  return emails;
}

/** The bench company's notifications: a feed to page through. */
async function seedNotifications(databaseUrl: string, email: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into notifications (user_id, type, title, body, link, data, read_at, created_at)
     select u.id, 'APPLICATION_RECEIVED', 'New application ' || n, 'Bench Freelancer ' || n || ' applied.',
            '/tasks/${BUSY_TASK_ID}', '{}'::jsonb, case when n % 3 = 0 then null else now() end,
            now() - (n || ' minutes')::interval
       from users u, generate_series(1, 2000) as n where u.email = $1`,
      [email],
    );
    // As after every seed (bench/api-load/database.ts): what autovacuum does soon after a bulk load.
    await client.query("vacuum analyze notifications");
  });
}

/**
 * Writes the seed's dirty pages out before the first measured row, so the checkpointer is not
 * flushing a million rows' worth of them while the first rows run.
 */
const checkpoint = (databaseUrl: string) => withClient(databaseUrl, (client) => client.query("checkpoint"));

/** Who signs in for the writes, and the conversation each writer keeps with the company. */
type Tokens = { company: string; freelancers: string[]; conversations: string[] };

/** The writes of the write mixes: each a real request a person sends. */
function writer(tokens: () => Tokens) {
  let posted: string[] = [];
  let unfunded: string[] = [];
  let applications = 0;
  let saves = 0;
  let posts = 0;
  let messages = 0;
  const openTask = (i: number) => {
    // Seeded tasks n with n % 10 of 8 (drafts) or 9 (in progress) are not open.
    const n = 2 + ((i * 7919) % (BENCH_TASKS - 10));
    return benchUuid("bench-task-", n % 10 >= 8 ? n + 3 : n);
  };
  return {
    next(r: Generator): Request {
      const roll = r.next();
      const { company, freelancers, conversations } = tokens();
      if (roll < 0.16 && unfunded.length > 0) {
        return {
          kind: "write: fund a milestone",
          method: "POST",
          path: `/api/milestones/${unfunded.pop()}/fund`,
          token: company,
          body: {},
          headers: { "idempotency-key": randomUUID() },
        };
      }
      if (roll < 0.32) {
        const i = messages++;
        return {
          kind: "write: send a message",
          method: "POST",
          path: `/api/chat/conversations/${conversations[i % conversations.length]}/messages`,
          token: freelancers[i % freelancers.length]!,
          body: {
            clientId: `bench-${i}-${Math.floor(r.next() * 1e9)}`,
            body: `Week ${i}: the ${r.pick(VOCABULARY)} part is done, review when you can.`,
          },
        };
      }
      if (roll < 0.48 || (roll < 0.64 && posted.length === 0)) {
        posts++;
        return {
          kind: "write: post a task",
          method: "POST",
          path: "/api/tasks",
          token: company,
          body: {
            title: `${r.pick(VOCABULARY)} work for our team, part ${posts}`,
            description: `We need help with ${Array.from({ length: 8 }, () => r.pick(VOCABULARY)).join(", ")}. Clear milestones and weekly calls.`,
            category: "WEB_DEVELOPMENT",
            skills: ["React", "Node.js"],
            budgetType: "FIXED",
            budgetMin: 1_000_000,
            budgetMax: 2_000_000,
            deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            experienceLevel: "INTERMEDIATE",
            publish: true,
          },
        };
      }
      if (roll < 0.64) {
        return {
          kind: "write: edit a task",
          method: "PATCH",
          path: `/api/tasks/${r.pick(posted)}`,
          token: company,
          body: { budgetMax: 2_000_000 + Math.floor(r.next() * 20) * 100_000 },
        };
      }
      if (roll < 0.82) {
        const i = applications++;
        return {
          kind: "write: apply",
          method: "POST",
          path: `/api/tasks/${openTask(i)}/applications`,
          token: freelancers[i % freelancers.length]!,
          body: {
            coverLetter: "I have built this kind of thing before and can start this week, with a demo every Friday.",
            proposedAmount: 1_500_000,
            estimatedDays: 20,
          },
        };
      }
      const i = saves++;
      return {
        kind: "write: save a profile",
        method: "PUT",
        path: "/api/user/profile/freelancer",
        token: freelancers[i % freelancers.length]!,
        body: {
          headline: `${r.pick(VOCABULARY)} and ${r.pick(VOCABULARY)} specialist`,
          bio: "I build things with care.",
          skills: ["React", "TypeScript", r.pick(["Node.js", "Python", "Go"])],
          hourlyRate: 100_000 + Math.floor(r.next() * 40) * 10_000,
          experienceLevel: "EXPERT",
          availability: "AVAILABLE",
          location: "Bengaluru",
        },
      };
    },
    /** Tasks the run posted, which the edits then change. */
    remember(taskId: string) {
      posted = [...posted.slice(-200), taskId];
    },
    /** Milestones the company added, each funded once by a write. */
    fundLater(milestoneIds: string[]) {
      unfunded = [...unfunded, ...milestoneIds];
    },
    unfundedCount: () => unfunded.length,
  };
}

/**
 * The company adds funds, hires PROJECTS writers (a task each, their application accepted) and
 * adds MILESTONES_PER_PROJECT milestones to each project: all through the API, as people do.
 */
async function prepareMilestones(origin: string, tokens: Tokens): Promise<string[]> {
  const amount = PROJECTS * MILESTONES_PER_PROJECT * MILESTONE_AMOUNT * 2;
  await postJson(`${origin}/api/wallet/deposits`, { amount }, tokens.company, { "idempotency-key": randomUUID() });
  const ids: string[] = [];
  for (let p = 0; p < PROJECTS; p++) {
    const task = await postJson<{ id: string }>(
      `${origin}/api/tasks`,
      {
        title: `Milestone work for the bench, project ${p + 1}`,
        description: "A project for the write mix to fund milestones of: weekly deliveries, each paid on approval.",
        category: "WEB_DEVELOPMENT",
        skills: ["React"],
        budgetType: "FIXED",
        budgetMin: 1_000_000,
        budgetMax: 10_000_000,
        deadline: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        experienceLevel: "INTERMEDIATE",
        publish: true,
      },
      tokens.company,
    );
    const application = await postJson<{ id: string }>(
      `${origin}/api/tasks/${task.id}/applications`,
      {
        coverLetter: "I have delivered weekly milestones like these for years and can start on Monday.",
        proposedAmount: 5_000_000,
        estimatedDays: 30,
      },
      tokens.freelancers[p]!,
    );
    const { projectId } = await postJson<{ projectId: string }>(
      `${origin}/api/applications/${application.id}/accept`,
      {},
      tokens.company,
    );
    for (let m = 0; m < MILESTONES_PER_PROJECT; m++) {
      const added = await postJson<{ milestone: { id: string } }>(
        `${origin}/api/projects/${projectId}/milestones`,
        { title: `Week ${m + 1} delivery`, amount: MILESTONE_AMOUNT },
        tokens.company,
      );
      ids.push(added.milestone.id);
    }
  }
  return ids;
}

type Row = {
  traffic: string;
  cache: string;
  database: string;
  result: DriveResult;
  sql?: { tps: number };
  load: number;
};

/**
 * Names the scripts that took the largest shares of pgbench's time (its runs × their mean
 * latency) with the requests they replay, so a run whose pgbench figure moves can be looked into.
 */
function logCostliestScripts(figures: ScriptFigures[], scripts: Array<Array<{ url: string }>>): void {
  const total = figures.reduce((sum, figure) => sum + figure.transactions * figure.latencyMs, 0);
  if (total === 0) return;
  const costliest = figures
    .map((figure, index) => ({ index, share: (figure.transactions * figure.latencyMs) / total, ...figure }))
    .sort((a, b) => b.share - a.share)
    .slice(0, COSTLIEST_SHOWN);
  for (const { index, share, latencyMs } of costliest) {
    console.log(
      `  script ${index + 1}: ${(share * 100).toFixed(1)}% of pgbench's time, ${latencyMs.toFixed(0)} ms a run`,
    );
    for (const request of scripts[index] ?? []) console.log(`    ${request.url}`);
  }
}

/** Waits until the standby has replayed everything the primary had flushed when asked. */
async function caughtUp(primaryUrl: string, standbyUrl: string): Promise<void> {
  const ask = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ lsn: string }>(text);
    await client.end();
    return rows[0]!.lsn;
  };
  const target = await ask(primaryUrl, "select pg_current_wal_flush_lsn()::text as lsn");
  for (;;) {
    const replayed = await ask(
      standbyUrl,
      `select case when pg_last_wal_replay_lsn() >= '${target}'::pg_lsn then 'yes' else 'no' end as lsn`,
    );
    if (replayed === "yes") return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing — run \`npm run build\` first.`);
  console.log("starting a PostgreSQL 15 primary for the bench…");
  const primary: Primary = await startPrimary(MACHINE_SETTINGS);
  const databaseUrl = await recreateDatabase(primary.url, "crewlance_bench_traffic");
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-traffic-"));
  // The writers sign in afresh for each row: more sign-ins a minute than a person needs.
  const env = { ...benchApiEnv({ port: API_PORT, databaseUrl, dataDir }), AUTH_RATE_LIMIT_PER_MINUTE: "100000" };
  const hello = startProcess(
    path.join(here, "../api-load/hello-server.ts"),
    { PORT: String(HELLO_PORT) },
    ["--import", "tsx"],
    SERVER_NODE.path,
  );
  let api = await startApi(env);
  const rows: Row[] = [];
  try {
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, hello);
    console.log(`seeding ${FREELANCERS} freelancers, tasks and applications…`);
    await seedFreelancers(databaseUrl, FREELANCERS);
    const companyEmail = `bench-traffic-${Date.now()}@bench.crewlance.dev`;
    await postJson(`${api.origin}/api/auth/register`, {
      fullName: "Bench Company",
      email: companyEmail,
      password: PASSWORD,
      role: "COMPANY",
    });
    await completeOnboarding(databaseUrl, companyEmail);
    await seedTasks(databaseUrl, companyEmail);
    await seedNotifications(databaseUrl, companyEmail);
    const writerEmails = await prepareWriters(databaseUrl);
    await checkpoint(databaseUrl);

    let tokens: Tokens = { company: "", freelancers: [], conversations: [] };
    let signedInAt = 0;
    // Access tokens last 15 minutes: sign in afresh before a row when they are 10 minutes old.
    const refreshTokens = async () => {
      if (Date.now() - signedInAt < 10 * 60_000) return;
      signedInAt = Date.now();
      const company = await signIn(api.origin, companyEmail);
      const freelancers = await Promise.all(
        writerEmails.map(async (email) => (await signIn(api.origin, email)).accessToken),
      );
      tokens = {
        company: company.accessToken,
        freelancers,
        conversations: await openConversations(api.origin, freelancers, company.user.id),
      };
    };
    const writes = writer(() => tokens);

    const reads: Record<string, (r: Generator) => Request> = {
      tasks: (r) => ({ kind: "tasks", method: "GET", path: taskListPath(r), token: tokens.company }),
      directory: (r) => ({ kind: "directory", method: "GET", path: directoryPath(r), token: tokens.company }),
      applicants: (r) => ({
        kind: "applicants",
        method: "GET",
        path: applicantsPath(r, BUSY_TASK_ID),
        token: tokens.company,
      }),
      notifications: (r) => ({
        kind: "notifications",
        method: "GET",
        path: notificationsPath(r),
        token: tokens.company,
      }),
    };
    /** The lists mixed as a session of browsing would: mostly tasks and people. */
    const readMix = (r: Generator) => {
      const roll = r.next();
      if (roll < 0.35) return reads.tasks!(r);
      if (roll < 0.7) return reads.directory!(r);
      if (roll < 0.85) return reads.applicants!(r);
      return reads.notifications!(r);
    };
    const withWrites = (share: number) => (r: Generator) => (r.next() < share ? writes.next(r) : readMix(r));

    let database = "primary";
    async function measure(traffic: string, cache: string, draw: (r: Generator) => Request, seed: number) {
      console.log(`${traffic} (cache ${cache})…`);
      await refreshTokens();
      const r = generator(seed);
      const next = () => draw(r);
      await drive({ origin: api.origin, connections: CONNECTIONS, seconds: WARM_UP, next });
      const result = await drive({ origin: api.origin, connections: CONNECTIONS, seconds: SECONDS, next });
      rows.push({ traffic, cache, database, result, load: loadavg()[0] ?? 0 });
      console.log(
        `  ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors`,
      );
    }

    // The edits need tasks the company posted: a few first, outside the measured rows.
    await refreshTokens();
    const seedR = generator(7);
    for (let i = 0; i < 20; i++) {
      const request = writes.next(seedR);
      if (request.kind !== "write: post a task") continue;
      writes.remember((await postJson<{ id: string }>(`${api.origin}${request.path}`, request.body, request.token)).id);
    }
    writes.fundLater(await prepareMilestones(api.origin, tokens));

    console.log("bare Fastify hello-world…");
    const helloResult = await drive({
      origin: `http://127.0.0.1:${HELLO_PORT}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      next: () => ({ kind: "hello", method: "GET", path: "/", token: "" }),
    });
    rows.push({
      traffic: "bare Fastify hello-world",
      cache: "—",
      database: "—",
      result: helloResult,
      load: loadavg()[0] ?? 0,
    });

    await measure("tasks, each request different", "on", reads.tasks!, 1);
    await measure("directory, each request different", "on", reads.directory!, 2);
    await measure("a company's applicants, each request different", "on", reads.applicants!, 3);
    await measure("notifications, each page different", "on", reads.notifications!, 4);
    await measure("the four lists mixed", "on", readMix, 5);
    await measure("the lists with 2% writes", "on", withWrites(0.02), 6);
    await measure("the lists with 10% writes", "on", withWrites(0.1), 7);

    await stop(api.child);
    api = await startApi({ ...env, LIST_PAGE_CACHE: "false" });
    await measure("tasks, each request different", "off", reads.tasks!, 1);
    await measure("directory, each request different", "off", reads.directory!, 2);
    await measure("the four lists mixed", "off", readMix, 5);
    await measure("the lists with 10% writes", "off", withWrites(0.1), 7);

    // The same rows on the primary and one streaming standby of it, on this same machine.
    console.log("copying the primary to a standby…");
    const standby = await primary.startStandby();
    await caughtUp(databaseUrl, standby.url.replace(/\/postgres$/, "/crewlance_bench_traffic"));
    await stop(api.child);
    api = await startApi({
      ...env,
      LIST_PAGE_CACHE: "false",
      DATABASE_REPLICA_URLS: standby.url.replace(/\/postgres$/, "/crewlance_bench_traffic"),
    });
    database = "primary + 1 replica";
    await measure("tasks, each request different", "off", reads.tasks!, 1);
    await measure("directory, each request different", "off", reads.directory!, 2);
    await measure("the four lists mixed", "off", readMix, 5);
    await measure("the lists with 10% writes", "off", withWrites(0.1), 7);
    await stop(api.child);
    await standby.stop();
    api = await startApi({ ...env, LIST_PAGE_CACHE: "false" });

    // pgbench on what the API ran for a sample of the same requests, captured with the page cache
    // off after SAMPLE_AFTER of them answered unrecorded, so the server keeps in memory what a busy
    // one would have by then (capture-sql.ts). The sample is the same requests in every run, and
    // traffic-shapes' own with BENCH_SAMPLES=1000: runs of two servers replay the same SQL.
    await refreshTokens();
    for (const [list, draw, seed] of [
      ["tasks, each request different", reads.tasks!, 1],
      ["directory, each request different", reads.directory!, 2],
    ] as const) {
      const row = rows.find((row) => row.traffic === list && row.cache === "off" && row.database === "primary");
      const r = generator(seed);
      const next = (i: number) => ({ name: `${i}`, url: draw(r).path, token: tokens.company });
      const before = Array.from({ length: SAMPLE_AFTER }, (_, i) => next(i));
      const sample = Array.from({ length: SCRIPTS * REQUESTS_PER_SCRIPT }, (_, i) => next(i));
      const captured = await captureSql({ ...env, LIST_PAGE_CACHE: "false", PORT: "0" }, sample, { before });
      const scripts = Array.from({ length: SCRIPTS }, (_, i) =>
        sample.slice(i * REQUESTS_PER_SCRIPT, (i + 1) * REQUESTS_PER_SCRIPT),
      );
      const script = scripts.map((requests) =>
        requests.map((request) => toPgbenchScript(captured.get(request.name) ?? [])).join(""),
      );
      let best = 0;
      for (const clients of PGBENCH_CLIENTS) {
        console.log(`pgbench: ${list}, ${clients} clients…`);
        const result = await sqlLoad({
          databaseUrl,
          script,
          scriptPath: path.join(dataDir, "pgbench"),
          connections: clients,
          durationSeconds: SECONDS,
        });
        const perSecond = result.requestsPerSecond * REQUESTS_PER_SCRIPT;
        console.log(`  ${perSecond.toFixed(0)} requests' SQL a second`);
        logCostliestScripts(result.scripts, scripts);
        best = Math.max(best, perSecond);
      }
      if (row) row.sql = { tps: best };
    }
  } finally {
    await stop(api.child);
    hello.kill("SIGTERM");
    await primary.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeReportSection(AT_MILLION ? "traffic-million" : "traffic", report(rows));
}

function report(rows: Row[]): string {
  const fmt = (value: number) => value.toFixed(0);
  const table = rows
    .map(
      (row) =>
        `| ${row.traffic} | ${row.cache} | ${row.database} | ${fmt(row.result.requestsPerSecond)} | ${fmt(row.result.p50)} | ${fmt(row.result.p99)} | ${row.result.errors} | ${row.sql ? fmt(row.sql.tps) : "—"} | ${row.sql ? `${Math.round((row.result.requestsPerSecond / row.sql.tps) * 100)}%` : "—"} | ${row.load.toFixed(1)} |`,
    )
    .join("\n");
  const kinds = rows
    .filter((row) => row.traffic.includes("writes"))
    .flatMap((row) =>
      [...row.result.kinds].map(
        ([kind, figures]) =>
          `| ${row.traffic} | ${row.cache} | ${row.database} | ${kind} | ${figures.count} | ${fmt(figures.p50)} | ${fmt(figures.p99)} | ${figures.errors} |`,
      ),
    )
    .join("\n");
  const heading = AT_MILLION
    ? "Lists under varied traffic, a million rows (`npm run bench:traffic` with BENCH_FREELANCERS and the like)"
    : "Lists under varied traffic (`npm run bench:traffic`)";
  const goal = AT_MILLION
    ? "tasks and directory ≥ 500 req/s and p99 ≤ 250 ms under the read mix, with the cache off too."
    : "tasks and directory ≥ 1,000 req/s and p99 ≤ 150 ms\nunder the read mix, ≥ 700 req/s and p99 ≤ 200 ms with 10% writes, ≥ 70% of pgbench, with the cache off too.";
  return `## ${heading}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}),
${Math.round(totalmem() / 2 ** 30)} GiB, the API and bare Fastify on Node ${SERVER_NODE.version} (production's, decision 0135), the driver on ${process.version}, PostgreSQL 15 on 127.0.0.1 (the bench's own primary with the machine server's settings): ${FREELANCERS.toLocaleString("en")} freelancers,
${BENCH_TASKS.toLocaleString("en")} tasks, ${BENCH_APPLICATIONS.toLocaleString("en")} applications, 2,000 notifications of the signed-in company. Each request drawn on its
own (bench/traffic/requests.ts: ${VOCABULARY.length} search words with a Zipf head, 0–2 filters, every sort, pages 1–10
weighted to the first); ${CONNECTIONS} connections for ${SECONDS} s per row after ${WARM_UP} s unmeasured, through the
same driver for every row (bench/traffic/drive.ts); the built server (\`NODE_ENV=production\`), its page cache on,
then off (\`LIST_PAGE_CACHE=false\`), then off on the primary and one streaming standby on the same machine
(\`DATABASE_REPLICA_URLS\`, decision 0107: the company's reads wait for its own writes). pgbench: ${PGBENCH_CLIENTS.join(" and ")} clients (the server's pool, the driver's connections; the faster kept) for ${SECONDS} s each on the SQL the API ran for
${(SCRIPTS * REQUESTS_PER_SCRIPT).toLocaleString("en")} of the same requests (${REQUESTS_PER_SCRIPT} a script, its runs a second × ${REQUESTS_PER_SCRIPT} in the table), with the page cache off, recorded after the first ${SAMPLE_AFTER.toLocaleString("en")} of them were answered, so what a busy server keeps (company cards, kept verdicts) is kept here too: the same requests in every run. Goal at this size: ${goal}

| Traffic | page cache | database | req/s | p50 ms | p99 ms | errors | pgbench tps | vs pgbench | load avg |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|
${table}

Each kind of request in the write mixes:

| Traffic | page cache | database | kind | requests | p50 ms | p99 ms | errors |
|---|---|---|---|---:|---:|---:|---:|
${kinds}
`;
}

await main();
