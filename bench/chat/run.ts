// `npm run bench:chat`: real-time chat under load (issue 13). Starts the built API on a real
// PostgreSQL, makes users and conversations of 2–10 people through the API (teams are written
// with SQL, as a bulk seed), then, in a separate process, opens one socket.io-client connection
// per user, each sending one message a second into its conversation. Measures deliveries per
// second, p50 and p99 delivery latency (send to receipt, one clock: both ends are in the client
// process), memory per connection (the server's RSS growth over the connections) and lost
// messages, at 500, 1,000 and 2,000 connections on one instance, then with two instances behind
// Redis (clients alternate between them, so most deliveries cross instances). Writes its section
// of bench/REPORT.md. A benchmark, never a test: nothing here fails on a slow machine.
//
// Smoke run (leaves REPORT.md alone):
//   BENCH_CHAT_STEPS=50 BENCH_CHAT_DURATION=5 BENCH_CHAT_TWO_INSTANCES=50 BENCH_CHAT_REPORT=0 npm run bench:chat
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { recreateDatabase } from "../api-load/database";
import { writeReportSection } from "../report-section.mjs";
import type { ClientPlan, ClientResult } from "./clients";

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DATABASE_NAME = process.env.BENCH_CHAT_DATABASE_NAME ?? "crewlance_bench_chat";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const STEPS = (process.env.BENCH_CHAT_STEPS ?? "500,1000,2000").split(",").filter(Boolean).map(Number);
/** Connections of the two-instance run (0 skips it). */
const TWO_INSTANCES = Number(process.env.BENCH_CHAT_TWO_INSTANCES ?? 2000);
const DURATION = Number(process.env.BENCH_CHAT_DURATION ?? 20);
const DRAIN = Number(process.env.BENCH_CHAT_DRAIN ?? 10);
const PORTS = [Number(process.env.BENCH_CHAT_PORT ?? 3142), Number(process.env.BENCH_CHAT_PORT_B ?? 3143)];
const REGISTER_CONCURRENCY = Number(process.env.BENCH_CHAT_REGISTER_CONCURRENCY ?? 8);
/** One signing secret for every instance (and restart), so a token from one is good at the other. */
const JWT_SECRET = process.env.BENCH_JWT_SECRET ?? `bench-chat-${randomUUID()}-${randomUUID()}`;
/** BENCH_CHAT_REPORT=0 (a smoke run) prints the table without writing bench/REPORT.md. */
const WRITE_REPORT = process.env.BENCH_CHAT_REPORT !== "0";
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.resolve(here, "../../apps/api/dist/server.js");

type User = { id: string; accessToken: string; refreshToken: string; conversationId: string };
type Server = { child: ChildProcess; baseUrl: string; dataDir: string };

async function startServer(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another server already there would answer the health check and take this one's clients.
  const taken = await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use; set BENCH_CHAT_PORT / BENCH_CHAT_PORT_B to free ones`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-chat-"));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_PER_MINUTE: "1000000",
      SMTP_URL: "",
      JWT_SECRET,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API on port ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, baseUrl, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API on port ${port} did not answer`);
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** The resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

async function call<T>(baseUrl: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!res.ok || !json?.data) throw new Error(`${method} ${url}: ${res.status} ${json?.message ?? ""}`);
  return json.data;
}

async function inParallel<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** Registers `count` people through the API (argon2 per password: the slow part of the setup). */
async function registerUsers(baseUrl: string, count: number): Promise<User[]> {
  const run = randomUUID().slice(0, 8);
  const users: User[] = new Array(count);
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    REGISTER_CONCURRENCY,
    async (i) => {
      const session = await call<{ user: { id: string }; accessToken: string; refreshToken: string }>(
        baseUrl,
        "POST",
        "/auth/register",
        null,
        {
          fullName: `Chat Bench ${i}`,
          email: `chat-${run}-${i}@bench.crewlance.dev`,
          password: "Bench-password-1",
          role: "FREELANCER",
        },
      );
      users[i] = {
        id: session.user.id,
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        conversationId: "",
      };
    },
  );
  return users;
}

/**
 * Consecutive groups of 2, 3, … 10, 2, 3, … people: a pair talks in a direct conversation, a larger
 * group in its team's conversation (the team and its members written with SQL).
 */
async function makeConversations(baseUrl: string, databaseUrl: string, users: User[]): Promise<User[][]> {
  const groups: User[][] = [];
  for (let from = 0, size = 2; from < users.length; from += size, size = size === 10 ? 2 : size + 1) {
    groups.push(users.slice(from, from + size));
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: REGISTER_CONCURRENCY });
  await inParallel(groups, REGISTER_CONCURRENCY, async (group, index) => {
    const owner = group[0]!;
    let conversationId: string;
    if (group.length === 2) {
      conversationId = (
        await call<{ id: string }>(baseUrl, "POST", "/chat/conversations/direct", owner.accessToken, {
          userId: group[1]!.id,
        })
      ).id;
    } else {
      const teamId = randomUUID();
      await db.query("insert into teams (id, name, owner_id, member_count) values ($1, $2, $3, $4)", [
        teamId,
        `Bench team ${index}`,
        owner.id,
        group.length,
      ]);
      await db.query(
        `insert into team_members (team_id, user_id, role)
         select $1, member, case when member = $2 then 'OWNER'::team_role else 'MEMBER'::team_role end
           from unnest($3::uuid[]) as member`,
        [teamId, owner.id, group.map((user) => user.id)],
      );
      conversationId = (
        await call<{ id: string }>(baseUrl, "GET", `/chat/conversations/team/${teamId}`, owner.accessToken)
      ).id;
    }
    for (const user of group) user.conversationId = conversationId;
  });
  await db.end();
  return groups;
}

/** A chat token for each user; an access token that expired during the setup is refreshed first. */
async function chatTokens(baseUrl: string, users: User[]): Promise<string[]> {
  const tokens: string[] = new Array(users.length);
  await inParallel(users, 32, async (user, i) => {
    try {
      tokens[i] = (await call<{ token: string }>(baseUrl, "GET", "/user/chat-token", user.accessToken)).token;
    } catch {
      const pair = await call<{ accessToken: string; refreshToken: string }>(baseUrl, "POST", "/auth/refresh", null, {
        refreshToken: user.refreshToken,
      });
      user.accessToken = pair.accessToken;
      user.refreshToken = pair.refreshToken;
      tokens[i] = (await call<{ token: string }>(baseUrl, "GET", "/user/chat-token", user.accessToken)).token;
    }
  });
  return tokens;
}

type StepResult = ClientResult & { label: string; instances: number; conversations: number; rssPerConnection: number };

async function runStep(label: string, servers: Server[], groups: User[][], connections: number): Promise<StepResult> {
  // Whole groups only, so every message has all its recipients connected.
  const chosen: User[][] = [];
  let count = 0;
  for (const group of groups) {
    if (count + group.length > connections) break;
    chosen.push(group);
    count += group.length;
  }
  const users = chosen.flat();
  const tokens = await chatTokens(servers[0]!.baseUrl, users);
  const members: Record<string, number> = {};
  for (const group of chosen) members[group[0]!.conversationId] = group.length;
  const plan: ClientPlan = {
    urls: servers.map((server) => server.baseUrl),
    users: users.map((user, i) => ({ id: user.id, chatToken: tokens[i]!, conversationId: user.conversationId })),
    members,
    durationSeconds: DURATION,
    drainSeconds: DRAIN,
  };
  const planPath = path.join(tmpdir(), `crewlance-chat-plan-${process.pid}.json`);
  writeFileSync(planPath, JSON.stringify(plan));
  const rssBefore = servers.reduce((sum, server) => sum + rssOf(server.child.pid!), 0);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "clients.ts"), planPath], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  let result: ClientResult | null = null;
  let rssAfter = rssBefore;
  for await (const line of lines) {
    if (line === "CONNECTED") {
      // Let the server settle the handshakes (room joins, recovery state) before measuring.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      rssAfter = servers.reduce((sum, server) => sum + rssOf(server.child.pid!), 0);
      console.log(`  ${label}: ${users.length} connections opened; sending for ${DURATION} s…`);
      child.stdin!.write("go\n");
    } else if (line.startsWith("RESULT ")) {
      result = JSON.parse(line.slice("RESULT ".length)) as ClientResult;
    }
  }
  rmSync(planPath, { force: true });
  if (!result) throw new Error(`${label}: the client process ended without a result`);
  return {
    ...result,
    label,
    instances: servers.length,
    conversations: chosen.length,
    rssPerConnection: Math.max(0, rssAfter - rssBefore) / Math.max(1, result.connections),
  };
}

function report(results: StepResult[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const rows = results.map((r) => {
    const lost = r.expected - r.delivered;
    return `| ${r.label} | ${r.instances} | ${r.connections} (${r.connectFailures} refused) | ${r.conversations} | ${r.sent} (${r.sendFailures} failed) | ${(r.delivered / r.sendSeconds).toFixed(0)} | ${r.latenciesMs.p50.toFixed(1)} | ${r.latenciesMs.p99.toFixed(1)} | ${r.latenciesMs.max.toFixed(0)} | ${lost} of ${r.expected} | ${r.duplicates} | ${kb(r.rssPerConnection)} |`;
  });
  return `## Real-time chat (\`npm run bench:chat\`)

Each connection sends one message a second into its conversation (groups of 2–10 people: pairs in
direct conversations, larger groups in team conversations) for ${DURATION} s; latency is from the
send to the \`message:new\` at each other member (both ends in the one client process, one clock);
lost = deliveries owed to connected members that never arrived within ${DRAIN} s of the end.
Memory per connection = the server's RSS growth while the sockets connected, over the connections.
Built API on PostgreSQL; the two-instance run uses Redis (streams adapter) and the clients
alternate between the instances. ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ")} at the end. Goal: 2,000 connections on one instance, p99 ≤ 100 ms, nothing lost.

| Run | Instances | Connections | Conversations | Messages sent | Delivered/s | p50 ms | p99 ms | max ms | Lost | Duplicates | RSS/connection |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC.`;
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing — run \`npm run build\` first.`);
  const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE_NAME);
  const most = Math.max(...STEPS, TWO_INSTANCES);
  const results: StepResult[] = [];

  let servers = [await startServer(PORTS[0]!, databaseUrl)];
  console.log(`bench:chat: registering ${most} people…`);
  const users = await registerUsers(servers[0]!.baseUrl, most);
  const groups = await makeConversations(servers[0]!.baseUrl, databaseUrl, users);
  console.log(`bench:chat: ${groups.length} conversations`);
  try {
    for (const step of STEPS) results.push(await runStep(`${step} connections`, servers, groups, step));
    if (TWO_INSTANCES > 0) {
      await stopServer(servers[0]!);
      // A key prefix of its own: other servers on the same Redis must not share the event stream.
      const env = { REDIS_URL, REDIS_KEY_PREFIX: `bench-chat-${randomUUID().slice(0, 8)}:` };
      servers = [await startServer(PORTS[0]!, databaseUrl, env), await startServer(PORTS[1]!, databaseUrl, env)];
      results.push(await runStep(`${TWO_INSTANCES} connections, 2 instances`, servers, groups, TWO_INSTANCES));
    }
  } finally {
    for (const server of servers) if (server.child.exitCode === null) await stopServer(server);
  }
  const markdown = report(results);
  console.log(markdown);
  if (WRITE_REPORT) writeReportSection("chat", markdown);
}

await main();
