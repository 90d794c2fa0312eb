import type { RedisClientType } from "redis";

/*
 * Each signed-in person's last write, as the primary's WAL position after it (decision 0107):
 * their reads go to a replica only once it has replayed that far, so they always see what they
 * did. Kept in this process and, with Redis, shared by every instance, since their next request
 * may reach another one.
 */

/** Marks older than this are past any replica still in use (REPLICA_MAX_LAG_MS is far smaller). */
const KEEP_MS = 120_000;
const CAPACITY = 100_000;

export interface LastWrites {
  record(userId: string, lsn: bigint): Promise<void>;
  /** The position to wait for; `undefined` when none is remembered, `null` when it cannot be told (read the primary). */
  of(userId: string): Promise<bigint | undefined | null>;
}

export function lastWritesKept(redis?: { client: RedisClientType; prefix: string }): LastWrites {
  const here = new Map<string, { lsn: bigint; until: number }>();
  const fromHere = (userId: string): bigint | undefined => {
    const mark = here.get(userId);
    if (mark && mark.until > Date.now()) return mark.lsn;
    if (mark) here.delete(userId);
    return undefined;
  };
  const key = (userId: string) => `${redis?.prefix}last-write:${userId}`;
  return {
    async record(userId, lsn) {
      here.delete(userId);
      here.set(userId, { lsn, until: Date.now() + KEEP_MS });
      if (here.size > CAPACITY) here.delete(here.keys().next().value as string);
      // Best effort: with Redis down, another instance cannot tell and reads the primary anyway.
      if (redis?.client.isReady)
        await redis.client
          .set(key(userId), lsn.toString(), { expiration: { type: "PX", value: KEEP_MS } })
          .catch(() => {});
    },
    async of(userId) {
      const local = fromHere(userId);
      if (!redis) return local;
      if (!redis.client.isReady) return null;
      try {
        const shared = await redis.client.get(key(userId));
        if (shared === null) return local;
        const lsn = BigInt(shared);
        return local !== undefined && local > lsn ? local : lsn;
      } catch {
        return null;
      }
    },
  };
}
