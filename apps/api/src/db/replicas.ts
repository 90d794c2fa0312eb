import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { type Db, openReplica } from "./client";

/*
 * Hot standbys of the primary that take reads (decision 0107). Every instance compares each
 * replica's replay position with the primary's WAL position a few times a second:
 *
 * - The primary's position P is read at time t, then each replica's replay position R. R ≥ P
 *   means the replica holds every transaction committed before t: t is how current it is
 *   (`currentAsOf`). A replica not current as of `maxLagMs` ago is skipped.
 * - A replica that fails a check or a query is skipped until a check succeeds again.
 * - `pick(lsn)` gives only a replica that has replayed `lsn` (a person's own last write).
 */

/** A WAL position ("16/B374D848") as one number, to compare. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split("/");
  if (high === undefined || low === undefined) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

async function flushedLsn(db: Db): Promise<bigint> {
  const result = await db.execute<{ lsn: string }>(sql`select pg_current_wal_flush_lsn()::text as lsn`);
  return parseLsn(result.rows[0]!.lsn);
}

export type Replica = {
  /** The URL's host, port and database, for logs and the admin: never its password. */
  readonly name: string;
  readonly db: Db;
  /** Time (performance.now) before which every commit on the primary is on this replica. */
  currentAsOf: number;
  /** The last replay position seen. */
  replayed: bigint;
  /** False after a failed check or query, until a check succeeds. */
  up: boolean;
};

export type ReplicaState = { name: string; up: boolean; lagMs: number | null; usable: boolean };

export class ReplicaSet {
  private readonly replicas: Array<Replica & { pool: pg.Pool }>;
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly primary: Db,
    urls: readonly string[],
    private readonly options: {
      maxLagMs: number;
      checkIntervalMs: number;
      onChange?: (replica: ReplicaState, error?: unknown) => void;
    },
  ) {
    this.replicas = urls.map((url) => ({
      ...openReplica(url),
      name: hostOf(url),
      currentAsOf: Number.NEGATIVE_INFINITY,
      replayed: 0n,
      up: false,
    }));
  }

  /** Checks at once, then every interval until `close`. */
  async start(): Promise<void> {
    await this.check();
    const tick = () => {
      if (this.closed) return;
      this.timer = setTimeout(() => void this.check().finally(tick), this.options.checkIntervalMs);
      this.timer.unref();
    };
    tick();
  }

  /**
   * The primary's flushed WAL position now: past every transaction committed before this call
   * (a commit returns once its record is flushed), and no further than what a standby can be sent.
   */
  primaryPosition(): Promise<bigint> {
    return flushedLsn(this.primary);
  }

  /**
   * A replica current enough to read from, and holding `lsn` when one is given; in turn among
   * several; none when no replica is.
   */
  pick(lsn?: bigint): Replica | undefined {
    const oldest = performance.now() - this.options.maxLagMs;
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count]!;
      if (!replica.up || replica.currentAsOf < oldest) continue;
      if (lsn !== undefined && replica.replayed < lsn) continue;
      this.next = (this.next + i + 1) % count;
      return replica;
    }
    return undefined;
  }

  /** A query on `replica` failed as a server gone would: skip it until a check succeeds. */
  failed(replica: Replica, error: unknown): void {
    if (!replica.up) return;
    replica.up = false;
    this.options.onChange?.(this.stateOf(replica), error);
  }

  states(): ReplicaState[] {
    return this.replicas.map((replica) => this.stateOf(replica));
  }

  /** One comparison of every replica with the primary; a check already running is joined. */
  check(): Promise<void> {
    this.checking ??= this.compare().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.checking;
    await Promise.all(this.replicas.map((replica) => replica.pool.end()));
  }

  private async compare(): Promise<void> {
    const at = performance.now();
    let target: bigint;
    try {
      target = await this.primaryPosition();
    } catch {
      // The primary cannot be asked: replicas keep their last standing and age past maxLagMs.
      return;
    }
    await Promise.all(
      this.replicas.map(async (replica) => {
        try {
          const result = await replica.pool.query<{ standby: boolean; replayed: string | null }>({
            name: "replica_replay_lsn",
            text: "select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed",
          });
          const row = result.rows[0];
          // A server out of recovery was promoted: it no longer follows this primary.
          if (!row?.standby || row.replayed === null) throw new Error(`${replica.name} is not a standby`);
          replica.replayed = parseLsn(row.replayed);
          if (replica.replayed >= target) replica.currentAsOf = at;
          if (!replica.up) {
            replica.up = true;
            this.options.onChange?.(this.stateOf(replica));
          }
        } catch (error) {
          this.failed(replica, error);
        }
      }),
    );
  }

  private stateOf(replica: Replica): ReplicaState {
    const lagMs = Number.isFinite(replica.currentAsOf) ? Math.round(performance.now() - replica.currentAsOf) : null;
    return {
      name: replica.name,
      up: replica.up,
      lagMs,
      usable: replica.up && lagMs !== null && lagMs <= this.options.maxLagMs,
    };
  }
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "replica";
  }
}
