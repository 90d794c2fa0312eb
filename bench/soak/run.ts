// `npm run bench:soak [-- --minutes N] [--scale X] [--no-report]`: a soak of the built server.
// Starts it in production mode on the real PostgreSQL (database `soakbench`) and Redis
// (key prefix `soak:`), with bench/soak/probe.mjs loaded to log its own memory and event-loop
// delay every 10 s; seeds people, tasks and conversations through the API; then drives a mixed
// load for N minutes (10 by default) — sign-ins, directory and task searches, task posts,
// applications, deposits with Idempotency-Keys (some retried), notification and wallet reads,
// chat over sockets with connections churning. Verdict: after a warm-up (2 minutes, or a fifth of
// a shorter run), the heap after a forced full collection must not grow faster than 1 MB/min
// (least-squares slope). Writes the `soak` section of bench/REPORT.md. A benchmark, never a test.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { PLATFORM_TAX_IDENTITY } from "../../apps/api/test/production-env";
import { recreateDatabase } from "../api-load/database";
import { startBuiltServer } from "../built-server.mjs";
import { writeReportSection } from "../report-section.mjs";
import { writeSummary } from "../summary.mjs";
import { chatCounters, startChat } from "./chat";
import { counters } from "./http";
import { report } from "./report";
import { seed } from "./seed";
import { startTraffic, trafficCounters } from "./traffic";
import type { Sample } from "./trend";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const MINUTES = option("minutes", 10);
const SCALE = option("scale", 1);
const WRITE_REPORT = !args.includes("--no-report");
const EVERY_SECONDS = 10;
export const HEAP_BOUND_MB_PER_MIN = 1;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const PORT = Number(process.env.BENCH_SOAK_PORT ?? 3260);

type ProbeLine = {
  pid: number;
  rss: number;
  heapUsed: number;
  heapAfterGc: number | null;
  gcMs: number | null;
  loopP50Ms: number;
  loopP99Ms: number;
};

function latestProbe(file: string): ProbeLine | null {
  const lines = readFileSync(file, "utf8").trim().split("\n").filter(Boolean);
  return lines.length ? (JSON.parse(lines[lines.length - 1]!) as ProbeLine) : null;
}

async function main(): Promise<void> {
  const databaseUrl = await recreateDatabase(ADMIN_URL, "soakbench");
  const probeFile = path.join(tmpdir(), `soak-probe-${process.pid}.jsonl`);
  writeFileSync(probeFile, "");
  const server = await startBuiltServer({
    port: PORT,
    env: {
      NODE_ENV: "production",
      ...PLATFORM_TAX_IDENTITY,
      NODE_OPTIONS: `--expose-gc --import=${path.join(here, "probe.mjs")}`,
      SOAK_PROBE_FILE: probeFile,
      SOAK_PROBE_SECONDS: String(EVERY_SECONDS),
      APP_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: "soak:",
      JWT_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY_HOPS: "0",
      RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
      SMTP_URL: "",
    },
  });
  const stops: Array<() => void> = [];
  try {
    console.log("bench:soak: seeding through the API…");
    const data = await seed(server.baseUrl, databaseUrl, {
      companies: 20,
      freelancers: 80,
      directory: 5_000,
      tasksPerCompany: 5,
    });
    const traffic = startTraffic(server.baseUrl, data, SCALE);
    stops.push(traffic.stop);
    stops.push(startChat({ baseUrl: server.baseUrl, people: data.freelancers, everySeconds: 4, churnEverySeconds: 5 }));
    console.log(`bench:soak: ${MINUTES} min of ${traffic.mix}, chat every 4 s on ${data.freelancers.length} sockets`);

    const samples: Sample[] = [];
    const started = Date.now();
    let seen = { requests: 0, errors: 0, chatSent: 0, chatDelivered: 0 };
    // One sample per period, so a 10-minute run has 60 (a loop on the clock would take a 61st).
    for (let n = 0; n < (MINUTES * 60) / EVERY_SECONDS; n++) {
      await new Promise((resolve) => setTimeout(resolve, EVERY_SECONDS * 1000));
      const probe = latestProbe(probeFile);
      if (!probe) continue;
      const now = {
        requests: counters.requests,
        errors: counters.errors,
        chatSent: chatCounters.sent,
        chatDelivered: chatCounters.delivered,
      };
      const sample: Sample = {
        second: Math.round((Date.now() - started) / 1000),
        rssMb: probe.rss / 2 ** 20,
        heapMb: probe.heapUsed / 2 ** 20,
        heapAfterGcMb: probe.heapAfterGc === null ? null : probe.heapAfterGc / 2 ** 20,
        gcMs: probe.gcMs,
        loopP50Ms: probe.loopP50Ms,
        loopP99Ms: probe.loopP99Ms,
        requests: now.requests - seen.requests,
        errors: now.errors - seen.errors,
        chatSent: now.chatSent - seen.chatSent,
        chatDelivered: now.chatDelivered - seen.chatDelivered,
      };
      seen = now;
      samples.push(sample);
      console.log(
        `  ${sample.second}s rss ${sample.rssMb.toFixed(1)} MB, heap ${sample.heapMb.toFixed(1)} (after GC ${sample.heapAfterGcMb?.toFixed(1)}) MB, loop p99 ${sample.loopP99Ms} ms, ${(sample.requests / EVERY_SECONDS).toFixed(0)} req/s, ${sample.errors} errors, ${sample.chatDelivered} chat deliveries`,
      );
    }
    for (const stop of stops.splice(0)) stop();
    const markdown = report({
      samples,
      minutes: MINUTES,
      everySeconds: EVERY_SECONDS,
      boundMbPerMin: HEAP_BOUND_MB_PER_MIN,
      mix: traffic.mix,
      scale: SCALE,
      chatSockets: data.freelancers.filter((f) => f.conversationId).length,
      errorsByStatus: counters.byStatus,
      skipped: trafficCounters.skipped,
      chat: chatCounters,
      machine: `${cpus().length} cores, load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(" / ")} at the end`,
    });
    console.log(markdown);
    if (WRITE_REPORT) {
      writeReportSection("soak", markdown);
      writeSummary();
    }
  } finally {
    for (const stop of stops) stop();
    // Dropping the database under a server still closing its pool would end those connections
    // with an error it does not expect at that moment: wait for the process itself to be gone.
    const pid = latestProbe(probeFile)?.pid;
    server.stop();
    rmSync(probeFile, { force: true });
    for (let i = 0; pid && existsSync(`/proc/${pid}`) && i < 120; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The soak's data is of no use afterwards; the figures are in the report.
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query("drop database if exists soakbench with (force)");
    await admin.end();
  }
}

await main();
process.exit(0);
