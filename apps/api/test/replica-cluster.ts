import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { appendFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, runPostgresProgram } from "./faults/services";

/*
 * A primary and hot standbys streaming from it, made with Debian's PostgreSQL binaries in a
 * temporary directory (test/faults/services.ts runs them), for the replica tests and
 * `npm run bench:traffic` (decision 0107). The machine's own server is not copied: its
 * pg_hba.conf takes no replication connection, and a test must not rewrite it.
 */

export type Standby = {
  url: string;
  /** Stops the standby at once, as a crash would. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export type Primary = {
  /** The `postgres` database of the primary. */
  url: string;
  /** A hot standby streaming from the primary, copied from it now by pg_basebackup. */
  startStandby: () => Promise<Standby>;
  /** Stops the primary and its standbys and removes their files. */
  close: () => Promise<void>;
};

export type ReplicatedCluster = {
  primaryUrl: string;
  replicaUrl: string;
  stopReplica: () => Promise<void>;
  startReplica: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A new primary. `settings` go into its postgresql.conf (the tests turn fsync off; a benchmark
 * copies the machine server's settings).
 */
export async function startPrimary(settings: string[] = ["fsync = off"]): Promise<Primary> {
  const root = mkdtempSync(path.join(tmpdir(), "crewlance-replica-"));
  chmodSync(root, 0o777);
  const stops: Array<() => Promise<void>> = [];
  const server = async (dir: string, name: string) => {
    const port = await freePort();
    const start = () =>
      runPostgresProgram("pg_ctl", [
        "start",
        "-w",
        "-D",
        dir,
        "-l",
        path.join(root, `${name}.log`),
        "-o",
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      ]);
    const stop = () => runPostgresProgram("pg_ctl", ["stop", "-D", dir, "-m", "immediate"]).catch(() => {});
    await start();
    stops.unshift(stop);
    return { port, url: `postgres://postgres@127.0.0.1:${port}/postgres`, start, stop };
  };
  const primaryDir = path.join(root, "primary");
  await runPostgresProgram("initdb", ["-D", primaryDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  // initdb's trust lines take replication connections from this host; the rest are its defaults.
  await appendFile(
    path.join(primaryDir, "postgresql.conf"),
    ["", "wal_level = replica", "max_wal_senders = 4", ...settings, ""].join("\n"),
  );
  const primary = await server(primaryDir, "primary");
  let standbys = 0;
  return {
    url: primary.url,
    async startStandby() {
      const dir = path.join(root, `standby-${++standbys}`);
      const from = ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres"];
      await runPostgresProgram("pg_basebackup", [...from, "-D", dir, "-R", "-X", "stream", "--no-sync"]);
      const standby = await server(dir, `standby-${standbys}`);
      return { url: standby.url, stop: standby.stop, start: standby.start };
    },
    async close() {
      for (const stop of stops) await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A primary and one standby, for the tests. */
export async function startReplicatedCluster(): Promise<ReplicatedCluster> {
  const primary = await startPrimary();
  try {
    const standby = await primary.startStandby();
    return {
      primaryUrl: primary.url,
      replicaUrl: standby.url,
      stopReplica: standby.stop,
      startReplica: standby.start,
      close: primary.close,
    };
  } catch (error) {
    await primary.close();
    throw error;
  }
}
