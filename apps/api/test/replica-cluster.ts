import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { appendFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/*
 * A primary and a hot standby streaming from it, made with Debian's PostgreSQL 15 binaries in a
 * temporary directory for the replica tests (decision 0107). The machine's own server is not
 * copied: its pg_hba.conf takes no replication connection, and a test must not rewrite it. As
 * root the servers run as the `postgres` user, since PostgreSQL refuses to run as root.
 */

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export type ReplicatedCluster = {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the standby at once, as a crash would. */
  stopReplica: () => Promise<void>;
  startReplica: () => Promise<void>;
  close: () => Promise<void>;
};

export function postgresBinariesFound(): boolean {
  return existsSync(path.join(BIN, "initdb")) && existsSync(path.join(BIN, "pg_basebackup"));
}

async function asPostgres(binary: string, args: string[]): Promise<void> {
  const command = path.join(BIN, binary);
  const root = process.getuid?.() === 0;
  await run(root ? "runuser" : command, root ? ["-u", "postgres", "--", command, ...args] : args, {
    timeout: 60_000,
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startReplicatedCluster(): Promise<ReplicatedCluster> {
  const root = mkdtempSync(path.join(tmpdir(), "crewlance-replica-"));
  chmodSync(root, 0o777);
  const primaryDir = path.join(root, "primary");
  const replicaDir = path.join(root, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) => `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = (dir: string, port: number, log: string) =>
    asPostgres("pg_ctl", ["start", "-w", "-D", dir, "-l", path.join(root, log), "-o", serverOptions(port)]);
  const stop = (dir: string) => asPostgres("pg_ctl", ["stop", "-D", dir, "-m", "immediate"]).catch(() => {});

  await asPostgres("initdb", ["-D", primaryDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  // initdb's trust lines take replication connections from this host; the rest are its defaults.
  await appendFile(path.join(primaryDir, "postgresql.conf"), "\nwal_level = replica\nmax_wal_senders = 4\n");
  await start(primaryDir, primaryPort, "primary.log");
  try {
    await asPostgres("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
      "--no-sync",
    ]);
    await start(replicaDir, replicaPort, "replica.log");
  } catch (error) {
    await stop(primaryDir);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: () => stop(replicaDir),
    startReplica: () => start(replicaDir, replicaPort, "replica.log"),
    async close() {
      await stop(replicaDir);
      await stop(primaryDir);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
