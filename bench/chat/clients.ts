// The load side of `npm run bench:chat`, in a process of its own so the clients' work does not
// share an event loop with the server's. Reads its plan (a JSON file named by argv[2]), opens one
// socket.io-client connection per user, prints "CONNECTED" once all are up, waits for "go" on
// stdin, then has every connection send one message a second into its conversation for the
// warm-up and the duration, waits for the stragglers, and prints one JSON line with what it
// measured (the latencies of messages sent during the warm-up kept apart).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { io, type Socket } from "socket.io-client";
import { throughUnixSocket } from "../../apps/api/test/unix-socket-client";

export type ClientPlan = {
  urls: string[];
  /**
   * Set: connection i goes through the Unix socket socketPaths[i % n] of the server at urls[i % n]
   * (UNIX_SOCKET_PATH, decision 0071), as a proxy on the same host reaches it; unset: over TCP.
   */
  socketPaths?: string[];
  users: Array<{ id: string; chatToken: string; conversationId: string }>;
  /** Members of each conversation, to know how many deliveries a message owes. */
  members: Record<string, number>;
  /** Sending before the measured duration; its messages count as sent and owed, their latencies apart. */
  warmupSeconds: number;
  durationSeconds: number;
  drainSeconds: number;
};

export type ClientResult = {
  connections: number;
  connectFailures: number;
  sent: number;
  sendFailures: number;
  expected: number;
  delivered: number;
  duplicates: number;
  latenciesMs: { p50: number; p99: number; max: number };
  sendSeconds: number;
  /** This process's CPU (user + system) from "go" to the result. */
  cpuSeconds: number;
};

/** What a client process prints: its result and every latency (the warm-up's apart), for the runner's percentiles. */
export type ClientOutput = ClientResult & { latencies: number[]; warmupLatencies: number[] };

const RUN = randomUUID().slice(0, 8);
const plan = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as ClientPlan;
const now = () => performance.timeOrigin + performance.now();

type MessageNew = { message: { sender: { id: string }; clientId: string; body: string; conversationId: string } };

const sockets: Socket[] = [];
/** One agent per Unix socket, shared by the connections through it. */
const viaSockets = (plan.socketPaths ?? []).map(throughUnixSocket);
/** Every delivery seen, as a number (deliveryKey): the load side shares the machine with the server, so it does as little as it can. */
const seen = new Set<number>();
const BODY_PREFIX = "bench ";

/**
 * One number per (message, recipient): the client id is `${RUN}-${sender index}-${n}` (a
 * conversation's members are all in this process), and the recipient is an index in the plan.
 */
function deliveryKey(clientId: string, recipient: number): number {
  const rest = clientId.slice(RUN.length + 1);
  const dash = rest.indexOf("-");
  const sender = Number(rest.slice(0, dash));
  const n = Number(rest.slice(dash + 1));
  return (n * plan.users.length + sender) * plan.users.length + recipient;
}
const latencies: number[] = [];
const warmupLatencies: number[] = [];
/** When the measured duration starts: messages sent before it are the warm-up's. */
let measuredFrom = Number.POSITIVE_INFINITY;
let delivered = 0;
let duplicates = 0;
let connectFailures = 0;

/** Sockets opened at once: a storm of thousands of handshakes would time out on the server's pool. */
const CONNECT_CONCURRENCY = 50;

async function connectAll(): Promise<void> {
  let next = 0;
  const open = (user: ClientPlan["users"][number], index: number) =>
    new Promise<void>((resolve) => {
      const socket = io(plan.urls[index % plan.urls.length]!, {
        path: "/socket.io",
        transports: ["websocket"],
        auth: { token: user.chatToken },
        reconnection: false,
        timeout: 60_000,
        ...(viaSockets.length > 0 ? viaSockets[index % viaSockets.length]! : {}),
      });
      socket.on("message:new", ({ message }: MessageNew) => {
        if (message.sender.id === user.id) return;
        const key = deliveryKey(message.clientId, index);
        if (seen.has(key)) {
          duplicates++;
          return;
        }
        seen.add(key);
        delivered++;
        const sentAt = Number(message.body.slice(BODY_PREFIX.length));
        if (Number.isFinite(sentAt)) (sentAt >= measuredFrom ? latencies : warmupLatencies).push(now() - sentAt);
      });
      // As the web app does with an open thread (lib/chat/hooks.ts): join the conversation once
      // connected, which checks and caches participation before the first send.
      socket.once("connect", () => {
        socket
          .timeout(60_000)
          .emitWithAck("conversation:join", { conversationId: user.conversationId })
          .then(
            () => resolve(),
            (error: Error) => {
              connectFailures++;
              console.error(`join failed for user ${index}: ${error.message}`);
              resolve();
            },
          );
      });
      socket.once("connect_error", (error) => {
        connectFailures++;
        console.error(`connect failed for user ${index}: ${error.message}`);
        resolve();
      });
      sockets[index] = socket;
    });
  await Promise.all(
    Array.from({ length: Math.min(CONNECT_CONCURRENCY, plan.users.length) }, async () => {
      while (next < plan.users.length) {
        const index = next++;
        await open(plan.users[index]!, index);
      }
    }),
  );
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(): Promise<ClientOutput> {
  const cpuAtStart = process.cpuUsage();
  let sent = 0;
  let sendFailures = 0;
  let expected = 0;
  const started = now();
  const sendingSeconds = plan.warmupSeconds + plan.durationSeconds;
  measuredFrom = started + plan.warmupSeconds * 1000;
  const stopAt = started + sendingSeconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  // A message is owed to the members that are connected (all of a conversation's are in this process).
  const connectedMembers = new Map<string, number>();
  plan.users.forEach((user, index) => {
    if (sockets[index]?.connected) {
      connectedMembers.set(user.conversationId, (connectedMembers.get(user.conversationId) ?? 0) + 1);
    }
  });
  const pending: Promise<void>[] = [];
  plan.users.forEach((user, index) => {
    const socket = sockets[index]!;
    if (!socket.connected) return;
    let n = 0;
    const sendOne = () => {
      if (now() >= stopAt) return;
      // Unique across steps and runs on the same database: a repeated client id is a resend,
      // stored once and never delivered again (earlier runs counted those as lost).
      const clientId = `${RUN}-${index}-${n++}`;
      pending.push(
        socket
          .timeout(30_000)
          .emitWithAck("message:send", {
            conversationId: user.conversationId,
            clientId,
            body: `${BODY_PREFIX}${now()}`,
          })
          .then(
            (ack: { ok: boolean }) => {
              if (ack.ok) {
                sent++;
                expected += (connectedMembers.get(user.conversationId) ?? 1) - 1;
              } else sendFailures++;
            },
            () => {
              sendFailures++;
            },
          ),
      );
    };
    // Each connection keeps its own phase in the second, spread at random: its k-th message is
    // due at started + phase + k s. A setInterval restarts from when it last ran, so the timers
    // one stall of this event loop delayed fired together from then on: in a measured run one
    // 50-ms slice of every second carried 2.6 times its share of the sends and the slice before
    // it none, a burst people sending on their own do not make (decision 0074).
    const phase = Math.random() * 1000;
    const sendOnTime = () => {
      sendOne();
      const due = started + phase + n * 1000;
      if (due < stopAt) timers[index] = setTimeout(sendOnTime, Math.max(0, due - now()));
    };
    timers[index] = setTimeout(sendOnTime, phase);
  });
  await new Promise((resolve) => setTimeout(resolve, sendingSeconds * 1000));
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(pending);
  const sendSeconds = (now() - started) / 1000;
  // Deliveries still on the way are waited for, up to the drain time.
  const drainUntil = now() + plan.drainSeconds * 1000;
  while (delivered < expected && now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 100));
  const sorted = [...latencies].sort((a, b) => a - b);
  const tenths = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);
  return {
    // Every latency, so the runner's percentiles cover all its client processes.
    latencies: tenths(sorted),
    warmupLatencies: tenths(warmupLatencies),
    connections: sockets.filter((socket) => socket.connected).length,
    connectFailures,
    sent,
    sendFailures,
    expected,
    delivered,
    duplicates,
    latenciesMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 },
    sendSeconds,
    cpuSeconds: (() => {
      const used = process.cpuUsage(cpuAtStart);
      return (used.user + used.system) / 1e6;
    })(),
  };
}

await connectAll();
console.log("CONNECTED");
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === "go") break;
const result = await run();
for (const socket of sockets) socket.disconnect();
// A pipe is written asynchronously: exit only once the (long) line is out.
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`, () => process.exit(0));
