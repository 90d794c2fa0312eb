// `npm run bench:alerts`: what saved-search alerts cost a task's publish (decision 0102). On a real
// PostgreSQL, BENCH_SAVED_SEARCHES saved task searches (100,000 by default; 50 per freelancer, the
// cap) are made through the alerts module's own service, `createSavedSearch`, with queries as the
// task list sends them — varied words and phrases, `or` and `-word`, skills, categories, budgets,
// types, levels; words from a 3,000-word vocabulary, a few common and most rare — 8 at a time; each goes through ZCreateSavedSearchBody and the percolation keys
// exactly as a person's save does (about 5 statements, so 100,000 take minutes, not hours). Then
// one company publishes BENCH_PUBLISHES varied tasks one at a time through HTTP (POST /api/tasks
// with publish), first one every BENCH_PUBLISH_INTERVAL_MS, then as many again back to back, each
// timed from request to answer (the publish queues the task); the alert worker matches them
// meanwhile in the same process, and each task's alert lag (its last alerts' time minus its publish)
// is read from the rows. Writes its section of bench/REPORT.md. A benchmark, never a test.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { EXPERIENCE_LEVELS, TASK_CATEGORIES } from "@crewlance/contracts/enum-values";
import { ZCreateSavedSearchBody } from "@crewlance/contracts/saved-searches";
import pg from "pg";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { createSavedSearch } from "../apps/api/src/modules/alerts/index";
import { completeOnboarding, recreateDatabase, seedFreelancers } from "./api-load/database";
import { benchApiEnv, postJson } from "./api-load/server-process";
import { generator } from "./random";
import { writeReportSection } from "./report-section.mjs";
import { percentile } from "./traffic/drive";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 300);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3196);
const PUBLISH_INTERVAL_MS = Number(process.env.BENCH_PUBLISH_INTERVAL_MS ?? 500);
const PER_PERSON = 50;
const CONCURRENCY = 8;

const WORDS = [
  "react",
  "dashboard",
  "kotlin",
  "logo",
  "seo",
  "python",
  "api",
  "shopify",
  "video",
  "flutter",
  "figma",
  "migration",
  "chatbot",
  "landing",
  "report",
  "analytics",
  "wordpress",
  "android",
  "ios",
  "django",
  "devops",
  "aws",
  "copywriting",
  "translation",
  "excel",
  "tally",
  "gst",
  "invoice",
  "marketing",
  "campaign",
  "redesign",
  "payments",
];
const SKILLS = [
  "React",
  "TypeScript",
  "Node.js",
  "Python",
  "Django",
  "Figma",
  "Go",
  "Rust",
  "Kotlin",
  "Swift",
  "Flutter",
  "AWS",
  "SQL",
  "SEO",
  "Copywriting",
  "Video editing",
];
const SYLLABLES = ["ka", "ro", "mi", "tel", "san", "vo", "len", "pra", "dit", "shu", "bar", "ne", "qi", "lor", "gam"];
/** The common words first, then 3,000 rarer made-up ones (the length of a real task vocabulary). */
const VOCABULARY = [
  ...WORDS,
  ...Array.from({ length: 3_000 }, (_, n) =>
    [n % 15, Math.floor(n / 15) % 15, Math.floor(n / 225) % 15].map((i) => SYLLABLES[i]).join(""),
  ),
];
const ALL_SKILLS = [...SKILLS, ...VOCABULARY.slice(WORDS.length, WORDS.length + 400).map((word) => `${word}js`)];

/** Search n's query as the task list screen would send it. */
function searchQuery(n: number): Record<string, string> {
  const r = generator(n);
  const query: Record<string, string> = {};
  const shape = n % 100;
  if (shape < 55) query.q = r.skewed(VOCABULARY) + (r.next() < 0.5 ? ` ${r.skewed(VOCABULARY)}` : "");
  else if (shape < 60) query.q = `${r.skewed(VOCABULARY)} or ${r.skewed(VOCABULARY)}`;
  else if (shape < 65) query.q = `${r.skewed(VOCABULARY)} -${r.skewed(VOCABULARY)}`;
  if ((shape >= 60 && shape < 85) || r.next() < 0.2) query.skills = `${r.skewed(ALL_SKILLS)},${r.skewed(ALL_SKILLS)}`;
  if ((shape >= 85 && shape < 99) || r.next() < 0.2) query.category = r.pick(TASK_CATEGORIES);
  if (r.next() < 0.3) query.minBudget = String(Math.floor(r.next() * 50) * 100_000);
  if (r.next() < 0.2) query.maxBudget = String(5_000_000 + Math.floor(r.next() * 50) * 100_000);
  if (r.next() < 0.1) query.budgetType = r.next() < 0.5 ? "FIXED" : "HOURLY";
  if (r.next() < 0.1) query.experienceLevel = r.pick(EXPERIENCE_LEVELS);
  return query;
}

const ALERTS = ["instant", "daily", "weekly", "off"] as const;

function taskBody(n: number) {
  const r = generator(1_000_000 + n);
  const min = (1 + Math.floor(r.next() * 40)) * 100_000;
  return {
    title: `${r.skewed(VOCABULARY)} ${r.skewed(VOCABULARY)} for a ${r.skewed(VOCABULARY)} team`.replace(/^./, (c) =>
      c.toUpperCase(),
    ),
    description: `We need help with ${Array.from({ length: 12 }, () => r.skewed(VOCABULARY)).join(", ")}. Clear milestones, weekly calls, and a review at the end of each stage.`,
    category: r.pick(TASK_CATEGORIES),
    skills: [r.skewed(ALL_SKILLS), r.skewed(ALL_SKILLS)].filter((skill, index, all) => all.indexOf(skill) === index),
    budgetType: r.next() < 0.8 ? "FIXED" : "HOURLY",
    budgetMin: min,
    budgetMax: min + Math.floor(r.next() * 20) * 100_000,
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    experienceLevel: r.pick(EXPERIENCE_LEVELS),
    publish: true,
  };
}

async function each(count: number, concurrency: number, work: (n: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** Back to back is a burst far past what the worker matches in a second; the paced row is a busy day. */
const PACES = [
  { name: `a publish every ${PUBLISH_INTERVAL_MS} ms`, intervalMs: PUBLISH_INTERVAL_MS },
  { name: "back to back", intervalMs: 0 },
];

type Phase = {
  pace: (typeof PACES)[number];
  p50: number;
  p99: number;
  mean: number;
  alerts: number;
  lagP50: number;
  lagP99: number;
  drainSeconds: number;
  load: number;
};

/** Publishes tasks `first`… at the pace, waits until the worker has matched them all, and reads their figures. */
async function publishPhase(
  client: pg.Client,
  input: { baseUrl: string; accessToken: string; pace: (typeof PACES)[number]; first: number },
): Promise<Phase> {
  const latencies: number[] = [];
  const taskIds: string[] = [];
  for (let n = input.first; n < input.first + PUBLISHES; n++) {
    const started = performance.now();
    const task = await postJson(`${input.baseUrl}/api/tasks`, taskBody(n), input.accessToken);
    const took = performance.now() - started;
    latencies.push(took);
    taskIds.push(String(task.id));
    if (input.pace.intervalMs > took) await new Promise((resolve) => setTimeout(resolve, input.pace.intervalMs - took));
  }
  const drainStarted = Date.now();
  while (Number((await client.query("select count(*)::int as n from task_alert_queue")).rows[0].n) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  const load = loadavg()[0] ?? 0;
  const figures = (
    await client.query<{ alerts: string; p50: number | null; p99: number | null }>(
      `select sum(n)::text as alerts,
              percentile_cont(0.5) within group (order by ms) as p50,
              percentile_cont(0.99) within group (order by ms) as p99
         from (select count(*) as n, extract(epoch from max(a.created_at) - t.published_at) * 1000 as ms
                 from tasks t join notifications a on a.type = 'ALERT_MATCH' and a.data->>'taskId' = t.id::text
                where t.id = any($1::uuid[])
                group by t.id, t.published_at) as per_task`,
      [taskIds],
    )
  ).rows[0]!;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    pace: input.pace,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    alerts: Number(figures.alerts ?? 0),
    lagP50: Number(figures.p50 ?? 0),
    lagP99: Number(figures.p99 ?? 0),
    drainSeconds,
    load,
  };
}

async function main(): Promise<void> {
  const databaseUrl = await recreateDatabase(ADMIN_URL, process.env.BENCH_DATABASE_NAME ?? "crewlance_bench_alerts");
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-alerts-"));
  const app = await buildApp(loadConfig(benchApiEnv({ port: API_PORT, databaseUrl, dataDir })), { logger: false });
  await app.listen({ host: "127.0.0.1", port: API_PORT });
  const baseUrl = `http://127.0.0.1:${API_PORT}`;
  try {
    const people = Math.ceil(SEARCHES / PER_PERSON);
    await seedFreelancers(databaseUrl, people);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const owners = (await client.query<{ id: string }>("select id from users where role = 'FREELANCER' order by id"))
      .rows;

    console.log(`saving ${SEARCHES} searches through createSavedSearch…`);
    const seedStarted = Date.now();
    await each(SEARCHES, CONCURRENCY, (n) =>
      createSavedSearch(app.ctx, {
        userId: owners[Math.floor(n / PER_PERSON)]!.id,
        body: ZCreateSavedSearchBody.parse({
          kind: "tasks",
          name: `Search ${n}`,
          alerts: ALERTS[n % ALERTS.length],
          query: searchQuery(n),
        }),
      }),
    );
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const keys = (
      await client.query<{ key: string; n: string }>(
        "select count(*)::text as n, count(distinct key)::text as key from saved_search_keys",
      )
    ).rows[0]!;
    await client.query("analyze");

    const email = `bench-alerts-${Date.now()}@bench.crewlance.dev`;
    const password = "Bench-password-1";
    await postJson(`${baseUrl}/api/auth/register`, { fullName: "Bench Company", email, password, role: "COMPANY" });
    await completeOnboarding(databaseUrl, email);
    const { accessToken } = (await postJson(`${baseUrl}/api/auth/login`, { email, password })) as {
      accessToken: string;
    };

    const phases: Phase[] = [];
    for (const pace of PACES) {
      console.log(`publishing ${PUBLISHES} tasks, ${pace.name}…`);
      phases.push(await publishPhase(client, { baseUrl, accessToken, pace, first: phases.length * PUBLISHES }));
    }
    await client.end();
    console.log({ seedSeconds, phases });

    const measured = new Date().toISOString().slice(0, 16).replace("T", " ");
    const rows = phases.map(
      (phase) =>
        `| ${phase.pace.name} | ${PUBLISHES} | ${phase.p50.toFixed(1)} | ${phase.p99.toFixed(1)} | ${phase.mean.toFixed(1)} | ${phase.alerts.toLocaleString("en-US")} | ${phase.lagP50.toFixed(0)} | ${phase.lagP99.toFixed(0)} | ${phase.drainSeconds.toFixed(1)} | ${phase.load.toFixed(1)} |`,
    );
    writeReportSection(
      "saved-searches",
      `## Saved-search alerts at publish (\`npm run bench:alerts\`)

Measured ${measured} UTC on ${cpus().length} cores (${cpus()[0]?.model.split(" ").slice(0, 2).join(" ")}),
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on 127.0.0.1:
${SEARCHES.toLocaleString("en-US")} saved task searches (a quarter each instant, daily, weekly and off), made through
\`createSavedSearch\` in ${seedSeconds.toFixed(0)} s, ${Number(keys.n).toLocaleString("en-US")} percolation keys
(${Number(keys.key).toLocaleString("en-US")} distinct); then, per row, ${PUBLISHES} varied tasks published one at a
time over HTTP (\`POST /api/tasks\` with \`publish\`), each queuing its task for the alert worker, which
matched them meanwhile in the same process. Goal: publish p99 < 50 ms. Alert lag is, per task, the
time of its last slice of 500 alerts (written just before the worker commits them) minus its publish; "drained" is how long after the row's last publish the queue was
empty; the load average is read then.

| Pace | publishes | publish p50 ms | publish p99 ms | mean ms | alerts recorded | alert lag p50 ms | alert lag p99 ms | drained s | load avg |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}
`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
