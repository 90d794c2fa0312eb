import { performance } from "node:perf_hooks";
import { now } from "./clock";

/*
 * Values read from the database, kept by id for a short while (decision 0108): nothing tells this
 * instance of every change to them, so an entry lives `ttlMs` at most; what the instance does hear
 * of drops the entry at once. Time runs in windows of `ttlMs` and an entry lives until the end of
 * the window it was read in, so whatever is built from the values and keyed by `window()` (a page
 * kept until its rows change) shows none older than that. The clock is lib/clock.ts's, so a test
 * moves past the TTL without waiting.
 */

type Entry<V> = { value: V; expiresAt: number };

export class KeptForAWhile<V> {
  /** Least recently used first: a Map keeps insertion order, and a read moves its ids to the end. */
  private readonly entries = new Map<string, Entry<V>>();
  /**
   * When each id was last dropped (performance.now), oldest first: a read that started before then,
   * or on a replica that may be behind it, is used but not kept. Bounded like the entries; the
   * oldest left out move `allDroppedAt` instead, which only keeps less.
   */
  private readonly droppedAt = new Map<string, number>();
  private allDroppedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
  ) {}

  /**
   * The value of each id: from memory when kept and not expired, the others read by `load` in one
   * go and kept. `lagMs`, for a load from a replica: how far behind the primary it may be. An id
   * dropped within that time before the load is not kept, since the replica may not have the change.
   */
  async read(
    ids: readonly string[],
    load: (missing: string[]) => Promise<Map<string, V>>,
    lagMs = 0,
  ): Promise<Map<string, V>> {
    const result = new Map<string, V>();
    const at = now().getTime();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const entry = this.entries.get(id);
      if (entry && entry.expiresAt > at) {
        this.entries.delete(id);
        this.entries.set(id, entry);
        result.set(id, entry.value);
      } else {
        if (entry) this.entries.delete(id);
        missing.push(id);
      }
    }
    if (missing.length === 0) return result;
    const currentAsOf = performance.now() - lagMs;
    const read = await load(missing);
    const expiresAt = (this.windowAt(at) + 1) * this.ttlMs;
    for (const [id, value] of read) {
      result.set(id, value);
      if (Math.max(this.allDroppedAt, this.droppedAt.get(id) ?? Number.NEGATIVE_INFINITY) >= currentAsOf) continue;
      this.entries.delete(id);
      this.entries.set(id, { value, expiresAt });
    }
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return result;
  }

  /** The window of time now: what every value read from memory was read in. */
  window(): number {
    return this.windowAt(now().getTime());
  }

  private windowAt(at: number): number {
    return Math.floor(at / this.ttlMs);
  }

  /** A change to one id. */
  drop(id: string): void {
    this.entries.delete(id);
    this.droppedAt.delete(id);
    this.droppedAt.set(id, performance.now());
    while (this.droppedAt.size > this.capacity) {
      const [oldest, time] = this.droppedAt.entries().next().value as [string, number];
      this.droppedAt.delete(oldest);
      this.allDroppedAt = Math.max(this.allDroppedAt, time);
    }
  }

  /** A change that may touch any id. */
  dropAll(): void {
    this.entries.clear();
    this.droppedAt.clear();
    this.allDroppedAt = performance.now();
  }

  /** How many ids are kept (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.entries.size;
  }
}
