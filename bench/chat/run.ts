// `npm run bench:chat`: real-time chat under load. Starts the built API on a real
// PostgreSQL, writes people and conversations of 2–10 people with SQL (a bulk seed; chat tokens
// signed with the servers' secret), then, in separate processes, opens one socket.io-client connection
// per user, each sending one message a second into its conversation. Measures deliveries per
// second, p50 and p99 delivery latency (send to receipt, one clock: a conversation's members are
// all in one client process), memory per connection (the server's RSS growth over the connections) and lost
// messages, at 500, 1,000 and 2,000 connections on one instance (and 2,000 over TCP loopback and
// beside a busy loop), then with two instances behind Redis (clients alternate between them, so
// most deliveries cross instances). Writes its section of bench/REPORT.md. A benchmark, never a
// test: nothing here fails on a slow machine. The servers run on Node 24, production's
// (bench/production-node.mjs, BENCH_SERVER_NODE for another binary).
//
// Smoke run (leaves REPORT.md alone):
//   BENCH_CHAT_STEPS=50 BENCH_CHAT_DURATION=5 BENCH_CHAT_TWO_INSTANCES=50 BENCH_CHAT_REPORT=0 npm run bench:chat
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { recreateDatabase } from "../api-load/database";
import { machineTicks } from "../machine";
import { productionNode } from "../production-node.mjs";
import { writeReportSection } from "../report-section.mjs";
import type { ClientOutput, ClientPlan, ClientResult } from "./clients";

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DATABASE_NAME = process.env.BENCH_CHAT_DATABASE_NAME ?? "crewlance_bench_chat";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const STEPS = (process.env.BENCH_CHAT_STEPS ?? "500,1000,2000").split(",").filter(Boolean).map(Number);
/** The goal's step: 2,000 connections on one instance. */
const GOAL_CONNECTIONS = 2000;
/**
 * How many times the goal's step runs, each its own row: on this shared machine one 20-s window
 * can hold a stall that sets its p99 alone, so the goal is read over several runs (decision 0074).
 */
const GOAL_RUNS = Number(process.env.BENCH_CHAT_GOAL_RUNS ?? 3);
/**
 * Connections of one more step over TCP loopback rather than the Unix socket (0 skips it): the
 * other steps' clients reach the API as a proxy on this host does (decision 0071).
 */
const TCP_STEP = Number(process.env.BENCH_CHAT_TCP_STEP ?? 2000);
/**
 * Connections of one more step on the Unix socket with a busy loop running beside it in a process
 * of its own (0 skips it): a neighbour taking its share of the two cores, as on a shared or slower
 * machine, to show how much room the goal has (decision 0076).
 */
const NEIGHBOUR_STEP = Number(process.env.BENCH_CHAT_NEIGHBOUR_STEP ?? 2000);
/** Connections of the two-instance run (0 skips it). */
const TWO_INSTANCES = Number(process.env.BENCH_CHAT_TWO_INSTANCES ?? 2000);
const DURATION = Number(process.env.BENCH_CHAT_DURATION ?? 20);
/**
 * Seconds of sending before the measured DURATION, as the API bench's 3 s unmeasured: a fresh
 * server's first batches (cold code, cold connections) are reported apart, not in the p99.
 */
const WARMUP = Number(process.env.BENCH_CHAT_WARMUP ?? 3);
const DRAIN = Number(process.env.BENCH_CHAT_DRAIN ?? 10);
const PORTS = [Number(process.env.BENCH_CHAT_PORT ?? 3142), Number(process.env.BENCH_CHAT_PORT_B ?? 3143)];
/** One signing secret for every instance (and restart), so a token from one is good at the other. */
const JWT_SECRET = process.env.BENCH_JWT_SECRET ?? `bench-chat-${randomUUID()}-${randomUUID()}`;
/** BENCH_CHAT_REPORT=0 (a smoke run) prints the table without writing bench/REPORT.md. */
const WRITE_REPORT = process.env.BENCH_CHAT_REPORT !== "0";
/** BENCH_CHAT_SHARED=1 says in the report that other work shared the machine. */
const SHARED = process.env.BENCH_CHAT_SHARED === "1";
const LOAD_AT_START = loadavg()
  .map((value) => value.toFixed(2))
  .join(" / ");
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.resolve(here, "../../apps/api/dist/server.js");
// BENCH_SERVER_ARGS: flags for the servers' Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (decision 0057).
const SERVER_ARGS = process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? [];
/** The servers run on production's Node (24); the clients, a load generator, on this one. */
const SERVER_NODE = productionNode();
// BENCH_CLIENT_ARGS: the same for the client processes' Node (a profile of the load side).
const CLIENT_ARGS = process.env.BENCH_CLIENT_ARGS?.split(" ").filter(Boolean) ?? [];
/**
 * Client processes (whole conversations each, so a latency is still measured on one clock), one
 * per SOCKETS_PER_CLIENT_PROCESS sockets unless BENCH_CHAT_CLIENT_PROCESSES says how many.
 */
const CLIENT_PROCESSES = Number(process.env.BENCH_CHAT_CLIENT_PROCESSES ?? 0);
/**
 * One process drives 2,000 sockets with CPU to spare, and on these two cores a second process
 * costs more than it gives: at 2,000 connections two used more CPU per message, the server waited
 * for a core longer and the p99 was higher in five of seven alternating runs (decision 0074).
 */
const SOCKETS_PER_CLIENT_PROCESS = 2000;
/** The Redis key prefix of the two-instance run: its own, so no other server shares the event stream. */
const REDIS_PREFIX = process.env.BENCH_CHAT_REDIS_PREFIX ?? `bench-chat-${randomUUID().slice(0, 8)}:`;

type User = { id: string; conversationId: string };
type Server = { child: ChildProcess; baseUrl: string; socketPath: string; dataDir: string };
/** How the clients of a step reach the servers: their Unix sockets, or TCP loopback for comparison. */
type Transport = "unix" | "tcp";

async function startServer(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another server already there would answer the health check and take this one's clients.
  const taken = await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use; set BENCH_CHAT_PORT / BENCH_CHAT_PORT_B to free ones`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-chat-"));
  const socketPath = path.join(dataDir, "api.sock");
  const child = spawn(SERVER_NODE.path, [...SERVER_ARGS, serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      UNIX_SOCKET_PATH: socketPath,
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
    // The socket is opened just after the port.
    if (ready && existsSync(socketPath)) return { child, baseUrl, socketPath, dataDir };
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

/** CPU seconds (user + system) a process has used so far (Linux, /proc/<pid>/stat). */
function cpuSecondsOf(pid: number): number {
  if (!existsSync(`/proc/${pid}/stat`)) return Number.NaN; // the process is gone
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's parent and own CPU seconds, and its ended children's (Linux, /proc/<pid>/stat). */
function processStat(pid: string): { comm: string; parent: string; own: number; children: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(") ") + 2).split(" ");
    const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
    const ticks = (at: number) => Number(fields[at]) / 100;
    return { comm, parent: fields[1]!, own: ticks(11) + ticks(12), children: ticks(13) + ticks(14) };
  } catch {
    return null; // gone meanwhile
  }
}

/**
 * CPU seconds PostgreSQL has used so far: its postmaster, the processes it runs now, and those
 * that ended (the postmaster waits for each backend, so their time is its children's time).
 * Backends come and go with the pool, which a sum over the live ones would miss.
 */
function postgresCpuSeconds(): number {
  const stats = new Map<string, NonNullable<ReturnType<typeof processStat>>>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = processStat(pid);
    if (stat?.comm === "postgres") stats.set(pid, stat);
  }
  let total = 0;
  for (const stat of stats.values()) {
    total += stat.own;
    // The postmaster (no postgres parent): the backends that ended are its children's time.
    if (!stats.has(stat.parent)) total += stat.children;
  }
  return total;
}

/**
 * Nanoseconds a process's main thread (the server's event loop) has spent runnable but waiting
 * for a core (Linux, /proc/<pid>/schedstat: time on a core, time waiting, slices).
 */
function coreWaitNsOf(pid: number): number {
  if (!existsSync(`/proc/${pid}/schedstat`)) return Number.NaN;
  return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[1]);
}

/** The resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

/**
 * A chat token (audience "chat") signed with the servers' JWT_SECRET, as GET /user/chat-token
 * signs one: HS256 with node:crypto, good for an hour.
 */
function chatToken(userId: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const issuedAt = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: "HS256" })}.${part({ role: "FREELANCER", sub: userId, iss: "crewlance", aud: "chat", iat: issuedAt, exp: issuedAt + 3600 })}`;
  return `${body}.${createHmac("sha256", JWT_SECRET).update(body).digest("base64url")}`;
}

/**
 * `count` people and their conversations, written with SQL as a bulk seed (through the sign-up
 * service each would cost an argon2 hash, minutes on a busy machine): consecutive groups of 2,
 * 3, … 10, 2, 3, … people; a pair talks in a direct conversation (the smaller id first, as the
 * service stores it), a larger group in its team's conversation.
 */
async function seedPeople(databaseUrl: string, count: number): Promise<User[][]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const run = randomUUID().slice(0, 8);
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, full_name, password_hash, role, status, email_verified_at, onboarding_completed_at)
     select 'chat-' || $1 || '-' || n || '@bench.crewlance.dev', 'Chat Bench ' || n, null, 'FREELANCER', 'ACTIVE', now(), now()
       from generate_series(1, $2::int) as n order by n
     returning id`,
    [run, count],
  );
  const users: User[] = rows.map((row) => ({ id: row.id, conversationId: "" }));
  const groups: User[][] = [];
  for (let from = 0, size = 2; from < users.length; from += size, size = size === 10 ? 2 : size + 1) {
    groups.push(users.slice(from, from + size));
  }
  for (const [index, group] of groups.entries()) {
    let conversationId: string;
    if (group.length === 2) {
      const [low, high] = group.map((user) => user.id).sort();
      const made = await db.query<{ id: string }>(
        "insert into conversations (kind, direct_low_id, direct_high_id) values ('DIRECT', $1, $2) returning id",
        [low, high],
      );
      conversationId = made.rows[0]!.id;
    } else {
      const owner = group[0]!;
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
      const made = await db.query<{ id: string }>(
        "insert into conversations (kind, team_id) values ('TEAM', $1) returning id",
        [teamId],
      );
      conversationId = made.rows[0]!.id;
    }
    for (const user of group) user.conversationId = conversationId;
  }
  await db.query("analyze");
  await db.end();
  return groups;
}

type StepResult = ClientResult & {
  /** p99 over every delivery, the warm-up's included. */
  p99WithWarmup: number;
  label: string;
  instances: number;
  conversations: number;
  clientProcesses: number;
  rssPerConnection: number;
  /** CPU seconds over the sending and draining, all servers together and all client processes together. */
  serverCpu: number;
  clientCpu: number;
  /** PostgreSQL's CPU seconds meanwhile (every database's: the bench has the server to itself). */
  postgresCpu: number;
  /**
   * How long the server's event loop waited for a core, in ms per second of the sending and
   * draining (the servers' average), and how busy the whole machine was meanwhile: the tail of a
   * run on a shared 2-core machine reads differently at 5 ms/s and 90% than at 300 ms/s and 100%.
   */
  serverCoreWaitMsPerS: number;
  machineBusy: number;
  /** The share of both cores the hypervisor took meanwhile (steal time): the machine had less to give. */
  machineStolen: number;
};

/** One client process on a plan; resolves once it printed CONNECTED, with a way to start it and its result. */
async function startClients(plan: ClientPlan, index: number) {
  const planPath = path.join(tmpdir(), `crewlance-chat-plan-${process.pid}-${index}.json`);
  writeFileSync(planPath, JSON.stringify(plan));
  const child = spawn(process.execPath, [...CLIENT_ARGS, "--import", "tsx", path.join(here, "clients.ts"), planPath], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error("a client process ended early");
    return line.value;
  };
  while ((await next()) !== "CONNECTED") {}
  return {
    go: () => child.stdin!.write("go\n"),
    result: (async () => {
      for (;;) {
        const line = await next();
        if (line.startsWith("RESULT ")) {
          rmSync(planPath, { force: true });
          return JSON.parse(line.slice("RESULT ".length)) as ClientOutput;
        }
      }
    })(),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A process that only spins: the neighbour of the NEIGHBOUR_STEP run. Killed when the step ends;
 * it also stops by itself a minute after the step would have, should this runner die first.
 */
function startBusyLoop(): ChildProcess {
  const seconds = WARMUP + DURATION + DRAIN + 60;
  const spin = `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end) {}`;
  return spawn(process.execPath, ["-e", spin], { stdio: "ignore" });
}

async function runStep(
  label: string,
  servers: Server[],
  groups: User[][],
  connections: number,
  { transport = "unix", neighbour = false }: { transport?: Transport; neighbour?: boolean } = {},
): Promise<StepResult> {
  // Whole groups only, so every message has all its recipients connected.
  const chosen: User[][] = [];
  let count = 0;
  for (const group of groups) {
    if (count + group.length > connections) break;
    chosen.push(group);
    count += group.length;
  }
  const users = chosen.flat();
  const processes =
    CLIENT_PROCESSES > 0 ? CLIENT_PROCESSES : Math.max(1, Math.ceil(users.length / SOCKETS_PER_CLIENT_PROCESS));
  // Conversations dealt round the processes; the sockets of each alternate between the instances.
  const shares: User[][][] = Array.from({ length: processes }, () => []);
  for (const [index, group] of chosen.entries()) shares[index % processes]!.push(group);
  const rssBefore = servers.reduce((sum, server) => sum + rssOf(server.child.pid!), 0);
  const clients = await Promise.all(
    shares.map((share, index) => {
      const members: Record<string, number> = {};
      for (const group of share) members[group[0]!.conversationId] = group.length;
      const mine = share.flat();
      return startClients(
        {
          urls: servers.map((server) => server.baseUrl),
          ...(transport === "unix" ? { socketPaths: servers.map((server) => server.socketPath) } : {}),
          users: mine.map((user) => ({
            id: user.id,
            chatToken: chatToken(user.id),
            conversationId: user.conversationId,
          })),
          members,
          warmupSeconds: WARMUP,
          durationSeconds: DURATION,
          drainSeconds: DRAIN,
        },
        index,
      );
    }),
  );
  // Let the server settle the handshakes (room joins, recovery state) before measuring.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = servers.reduce((sum, server) => sum + rssOf(server.child.pid!), 0);
  console.log(
    `  ${label}: ${users.length} connections opened (${processes} client processes); sending for ${WARMUP} + ${DURATION} s…`,
  );
  const serverCpuBefore = servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid!), 0);
  const postgresCpuBefore = postgresCpuSeconds();
  const coreWaitBefore = servers.reduce((sum, server) => sum + coreWaitNsOf(server.child.pid!), 0);
  const ticksBefore = machineTicks();
  const busyLoop = neighbour ? startBusyLoop() : null;
  const goAt = performance.now();
  for (const client of clients) client.go();
  const results = await Promise.all(clients.map((client) => client.result)).finally(() => busyLoop?.kill());
  const serverCpu = servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid!), 0) - serverCpuBefore;
  const postgresCpu = postgresCpuSeconds() - postgresCpuBefore;
  const coreWaitNs = servers.reduce((sum, server) => sum + coreWaitNsOf(server.child.pid!), 0) - coreWaitBefore;
  const seconds = (performance.now() - goAt) / 1000;
  const ticksAfter = machineTicks();
  const sorted = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const everyLatency = results
    .flatMap((result) => [...result.latencies, ...result.warmupLatencies])
    .sort((a, b) => a - b);
  const sum = (pick: (result: ClientResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const connected = sum((result) => result.connections);
  return {
    connections: connected,
    connectFailures: sum((result) => result.connectFailures),
    sent: sum((result) => result.sent),
    sendFailures: sum((result) => result.sendFailures),
    expected: sum((result) => result.expected),
    delivered: sum((result) => result.delivered),
    duplicates: sum((result) => result.duplicates),
    latenciesMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 },
    p99WithWarmup: percentile(everyLatency, 99),
    sendSeconds: Math.max(...results.map((result) => result.sendSeconds)),
    label,
    instances: servers.length,
    conversations: chosen.length,
    clientProcesses: processes,
    rssPerConnection: Math.max(0, rssAfter - rssBefore) / Math.max(1, connected),
    serverCpu,
    postgresCpu,
    serverCoreWaitMsPerS: coreWaitNs / 1e6 / seconds / servers.length,
    machineBusy: (ticksAfter.busy - ticksBefore.busy) / Math.max(1, ticksAfter.total - ticksBefore.total),
    machineStolen: (ticksAfter.stolen - ticksBefore.stolen) / Math.max(1, ticksAfter.total - ticksBefore.total),
    cpuSeconds: sum((result) => result.cpuSeconds),
    clientCpu: sum((result) => result.cpuSeconds),
  };
}

function report(results: StepResult[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const rows = results.map((r, index) => {
    // A server that held as many connections before reuses that memory: its growth says nothing.
    const heldBefore = results
      .slice(0, index)
      .some((earlier) => earlier.instances === r.instances && earlier.connections >= r.connections);
    const memory = heldBefore ? "—" : kb(r.rssPerConnection);
    const lost = r.expected - r.delivered;
    const perThousand = (cpu: number) => ((cpu / Math.max(1, r.sent)) * 1000).toFixed(2);
    return `| ${r.label} | ${r.instances} | ${r.connections} (${r.connectFailures} refused) | ${r.conversations} | ${r.sent} (${r.sendFailures} failed) | ${(r.delivered / r.sendSeconds).toFixed(0)} | ${r.latenciesMs.p50.toFixed(1)} | ${r.latenciesMs.p99.toFixed(1)} | ${r.latenciesMs.max.toFixed(0)} | ${r.p99WithWarmup.toFixed(1)} | ${lost} of ${r.expected} | ${r.duplicates} | ${memory} | ${r.serverCpu.toFixed(1)} s (${perThousand(r.serverCpu)}) | ${r.clientCpu.toFixed(1)} s in ${r.clientProcesses} (${perThousand(r.clientCpu)}) | ${r.postgresCpu.toFixed(1)} s (${perThousand(r.postgresCpu)}) | ${r.serverCoreWaitMsPerS.toFixed(0)} ms/s | ${(r.machineBusy * 100).toFixed(0)}% | ${(r.machineStolen * 100).toFixed(1)}% |`;
  });
  return `## Real-time chat (\`npm run bench:chat\`)

Each connection joins its conversation (as the web app does for an open thread), then sends one
message a second into it (groups of 2–10 people: pairs in direct conversations, larger groups in
team conversations) for ${WARMUP} s of warm-up and ${DURATION} s measured; latency is from the
send to the \`message:new\` at each other member (both ends in the one client process, one clock).
p50, p99 and max are of the messages sent in the measured ${DURATION} s, as the API bench leaves
its first 3 s unmeasured: a fresh server's first batches run on cold code and cold connections;
"p99 with warm-up" is of every message. The goal's step (${GOAL_CONNECTIONS} connections on the
Unix socket) runs ${GOAL_RUNS} times, a row each: one stall can set a ${DURATION}-s window's p99 alone.
Lost = deliveries owed to connected members (warm-up included) that never arrived within ${DRAIN} s
of the end.
Memory per connection = the server's RSS growth while the sockets connected, over the connections
("—" where the server had held as many connections before and reuses that memory).
CPU = seconds of CPU (user + system, /proc) from the start of sending to the end of the drain, all
servers together, all client processes together and all of PostgreSQL's processes (the ended
ones' too), and per 1,000 messages sent in brackets: on a shared machine these compare runs
better than the wall-clock latencies. "Server waited for a
core" = how long the server's event loop was ready to run but had no core, per second of the
sending and draining (Linux schedstat), and "Machine busy" = the share of both cores in use then:
the server, PostgreSQL and the clients share the machine's two cores, and when they are short
the wait shows up in the latency. "Hypervisor took" = the share of both cores the virtual
machine's host gave to others while this one had work (steal time, part of the busy share): it
comes in bursts, up to a third of a 100-ms window, and in those moments the run has less than
two cores.
Built API on PostgreSQL, on Node ${SERVER_NODE.version} as in production (decision 0072; the clients
on ${process.version}). The clients reach it through its Unix socket (\`UNIX_SOCKET_PATH\`), as a
reverse proxy on the same host does (decision 0071); "over TCP loopback" is the same load over
TCP to 127.0.0.1, where each write of the server also pays the TCP work of the receiving end
(which a client on another machine does there) and wakes a client process on these two cores.
"Beside a busy loop" is the goal's load with one more process spinning on the same two cores
from the first send to the end of the drain, as a neighbour on a shared machine (its share is in
"Machine busy"): how much room the goal has when the cores are short.
The two-instance run uses Redis (streams adapter) and the clients alternate between the instances. ${cpus().length} cores; load average (1 / 5 / 15 min) ${LOAD_AT_START} at the start and ${loadavg()
    .map((value) => value.toFixed(2))
    .join(
      " / ",
    )} at the end${SHARED ? ": the machine was shared with other work during the run" : ""}. Goal: 2,000 connections on one instance, p99 ≤ 100 ms, nothing lost.

| Run | Instances | Connections | Conversations | Messages sent | Delivered/s | p50 ms | p99 ms | max ms | p99 ms with warm-up | Lost | Duplicates | RSS/connection | Server CPU (per 1,000 sent) | Client CPU (per 1,000 sent) | PostgreSQL CPU (per 1,000 sent) | Server waited for a core | Machine busy | Hypervisor took |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC.`;
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing — run \`npm run build\` first.`);
  const databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE_NAME);
  const most = Math.max(...STEPS, TCP_STEP, NEIGHBOUR_STEP, TWO_INSTANCES);
  const results: StepResult[] = [];

  let servers = [await startServer(PORTS[0]!, databaseUrl)];
  try {
    console.log(`bench:chat: seeding ${most} people…`);
    const groups = await seedPeople(databaseUrl, most);
    console.log(`bench:chat: ${groups.length} conversations`);
    for (const step of STEPS) {
      const runs = step === GOAL_CONNECTIONS ? Math.max(1, GOAL_RUNS) : 1;
      for (let run = 1; run <= runs; run++) {
        const label = runs > 1 ? `${step} connections (run ${run} of ${runs})` : `${step} connections`;
        results.push(await runStep(label, servers, groups, step));
        console.log(
          `  ${JSON.stringify({ ...results[results.length - 1], latenciesMs: results[results.length - 1]!.latenciesMs })}`,
        );
      }
    }
    if (TCP_STEP > 0) {
      const label = `${TCP_STEP} connections over TCP loopback`;
      results.push(await runStep(label, servers, groups, TCP_STEP, { transport: "tcp" }));
    }
    if (NEIGHBOUR_STEP > 0) {
      const label = `${NEIGHBOUR_STEP} connections beside a busy loop`;
      results.push(await runStep(label, servers, groups, NEIGHBOUR_STEP, { neighbour: true }));
    }
    if (TWO_INSTANCES > 0) {
      await stopServer(servers[0]!);
      // A key prefix of its own: other servers on the same Redis must not share the event stream.
      const env = { REDIS_URL, REDIS_KEY_PREFIX: REDIS_PREFIX };
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
