// `npm run -w @crewlance/bench api-profile -- [path | tasks | directory] [seconds]`: where a
// request spends the API's CPU. Starts the built server with `node --cpu-prof` on the database
// `npm run bench:api` left (crewlance_bench, 100,000 freelancers; run that first; BENCH_DATABASE_NAME
// names another, such as traffic-shapes' crewlance_bench_shapes), signs a company up, drives
// autocannon (50 connections, `accept-encoding: br, gzip`) at one path, or bench:traffic's driver
// at that list's varied requests (bench/traffic/requests.ts), stops the server and prints each
// library's inclusive share of the sampled CPU time (a frame counts for every library on its
// stack, so rows overlap) and the CPU per request of the server, of the driver, and of the rest of
// the machine (PostgreSQL, when nothing else runs). `LIST_PAGE_CACHE=false` profiles the uncached
// path. For bench/REPORT.md's profile section; a tool, not a test.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PLATFORM_TAX_IDENTITY } from "../../apps/api/test/production-env";
import { machineTicks } from "../machine";
import { type Generator, generator } from "../random";
import { drive } from "../traffic/drive";
import { directoryPath, taskListPath } from "../traffic/requests";
import { completeOnboarding } from "./database";
import { httpLoad } from "./load";

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.resolve(here, "../../apps/api/dist/server.js");
// BENCH_PROFILE_PORT: another port when someone else uses 3182.
const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 3182);
const target = process.argv[2] ?? "/api/user/freelancers?limit=20";
const seconds = Number(process.argv[3] ?? 10);

/** Varied requests of one list, drawn as bench:traffic draws them. */
const MIXES: Record<string, ((r: Generator) => string) | undefined> = {
  tasks: taskListPath,
  directory: directoryPath,
};

/** A process's CPU seconds so far, user and system, from /proc: Linux's clock ticks are 1/100 s. */
function cpuSecondsOf(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The library a frame belongs to: its npm package, Node's internals, or the API's own bundle. */
function libraryOf(frame: ProfileNode["callFrame"]): string | null {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === "(idle)") return "(idle)";
    if (functionName === "(garbage collector)") return "(garbage collector)";
    if (functionName === "(program)") return "(program: native, outside JavaScript)";
    return null;
  }
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1] ?? null;
  if (url.startsWith("node:")) {
    if (/zlib/.test(url)) return "node:zlib (compression)";
    if (/net|stream|http/.test(url)) return "node: sockets, streams, http";
    return "node: other internals";
  }
  if (url.includes("server.js")) return "the API's own code (server.js)";
  return null;
}

/**
 * Per library: its inclusive share (any frame of it on the stack; Node's internals are left out
 * of this column since they sit at the root of every stack) and its self share (the leaf frame).
 */
function summarize(profile: Profile): { library: string; inclusive: number; self: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const weight = profile.timeDeltas[index] ?? 0;
    all += weight;
    const leaf = byId.get(id);
    const leafLibrary = (leaf && libraryOf(leaf.callFrame)) ?? "(other)";
    self.set(leafLibrary, (self.get(leafLibrary) ?? 0) + weight);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      const library = node ? libraryOf(node.callFrame) : null;
      if (library && !library.startsWith("node:")) seen.add(library);
    }
    for (const library of seen) inclusive.set(library, (inclusive.get(library) ?? 0) + weight);
  });
  const libraries = new Set([...inclusive.keys(), ...self.keys()]);
  return [...libraries]
    .map((library) => ({
      library,
      inclusive: (inclusive.get(library) ?? 0) / all,
      self: (self.get(library) ?? 0) / all,
    }))
    .sort((a, b) => Math.max(b.inclusive, b.self) - Math.max(a.inclusive, a.self));
}

function print(profile: Profile): void {
  console.log("inclusive   self  library");
  for (const row of summarize(profile).slice(0, 25))
    console.log(
      `${(row.inclusive * 100).toFixed(1).padStart(8)}% ${(row.self * 100).toFixed(1).padStart(5)}%  ${row.library}`,
    );
}

async function main(): Promise<void> {
  // A profile written earlier is summarized again without a new run.
  if (target.endsWith(".cpuprofile")) return print(JSON.parse(readFileSync(target, "utf8")) as Profile);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${process.env.BENCH_DATABASE_NAME ?? "crewlance_bench"}`;
  const databaseUrl = url.toString();
  const profileDir = mkdtempSync(path.join(tmpdir(), "crewlance-profile-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-"));
  const api: ChildProcess = spawn(process.execPath, [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...PLATFORM_TAX_IDENTITY,
      HOST: "127.0.0.1",
      PORT: String(PORT),
      APP_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 240 || api.exitCode !== null) throw new Error("the API did not start");
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (res) => res.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const email = `profile-company-${Date.now()}@bench.crewlance.dev`;
    const res = await fetch(`${baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Profile Company", email, password: "Bench-password-1", role: "COMPANY" }),
    });
    const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    await completeOnboarding(databaseUrl, email);
    const mix = MIXES[target];
    type Run = (seconds: number) => Promise<{ requestsPerSecond: number; p99: number | null; errors: number }>;
    let run: Run;
    if (mix) {
      const r = generator(11);
      const next = () => ({ kind: target, method: "GET" as const, path: mix(r), token });
      run = (seconds) => drive({ origin: baseUrl, connections: 50, seconds, next });
    } else {
      const load = { url: `${baseUrl}${target}`, token, connections: 50 };
      run = async (seconds) => {
        const one = await httpLoad({ ...load, durationSeconds: seconds });
        return { requestsPerSecond: one.requestsPerSecond, p99: one.p99Ms, errors: one.errors };
      };
    }
    await run(3);
    // The server's, this process's (the driver, bench:traffic's or autocannon) and the machine's.
    const before = { server: cpuSecondsOf(api.pid!), driver: process.cpuUsage(), machineTicks: machineTicks().busy };
    const result = await run(seconds);
    const cpuAfter = cpuSecondsOf(api.pid!);
    const machine = (machineTicks().busy - before.machineTicks) / 100;
    const driver = process.cpuUsage(before.driver);
    const perRequest = (s: number) => ((s * 1000) / (result.requestsPerSecond * seconds)).toFixed(2);
    const user = cpuAfter.user - before.server.user;
    const system = cpuAfter.system - before.server.system;
    console.log(
      `the server's CPU a request: ${perRequest(user + system)} ms (user ${perRequest(user)}, system ${perRequest(system)})`,
    );
    const driven = (driver.user + driver.system) / 1e6;
    console.log(
      `the driver's CPU a request: ${perRequest(driven)} ms; the rest of the machine (PostgreSQL and whatever else ran): ${perRequest(machine - user - system - driven)} ms`,
    );
    console.log(
      `${target}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99 === null ? "—" : Math.round(result.p99)} ms, ${result.errors} errors, load average ${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    api.kill("SIGINT");
    await new Promise((resolve) => api.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no profile");
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile;
  print(profile);
  console.log(`profile: ${path.join(profileDir, file)}`);
}

await main();
