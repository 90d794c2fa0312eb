import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/*
 * Private servers for the fault runs: a PostgreSQL cluster and a Redis of their own, on free
 * ports in temp folders, so stopping them never touches the machine's shared 5432 and 6379 that
 * other suites use at the same time.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

/** Debian's PostgreSQL binaries, newest version first. */
function postgresBin(name: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = path.join(root, version, "bin", name);
    if (existsSync(file)) return file;
  }
  throw new Error(`PostgreSQL's ${name} was not found under ${root} (Debian package postgresql)`);
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

/** Runs one of PostgreSQL's programs (`initdb`, `pg_ctl`, …) as the cluster's owner. */
export async function runPostgresProgram(name: string, args: string[]): Promise<void> {
  const [file, argv] = asClusterOwner(postgresBin(name), args);
  await promisify(execFile)(file, argv, { timeout: 600_000 });
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server: "fast" ends every session (a restart), "immediate" is a crash. */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "crewlance-fault-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  // Asynchronous, so the load the test sends keeps flowing while the server stops and starts.
  const run = runPostgresProgram;
  await run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      "start",
    ]);
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    try {
      await run("pg_ctl", ["-D", data, "-w", "-m", mode, "stop"]);
    } catch {
      // Already stopped.
    }
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy: async () => {
      await stop("immediate");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivateRedis = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/** A redis-server child process that keeps nothing on disk; stop and start it at will. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Ready once it says so on its log.
    await new Promise<void>((resolve, reject) => {
      let seen = "";
      child!.stdout!.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes("Ready to accept connections")) resolve();
      });
      child!.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${seen.slice(-500)}`)));
    });
    child.stdout!.resume();
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
