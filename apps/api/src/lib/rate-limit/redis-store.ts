import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RedisClientType } from "redis";

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/**
 * One window per key: the first hit starts it (PEXPIRE), later hits count and report what is left
 * of it. Atomic in Redis, so instances counting the same key at once never lose a hit.
 */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** Counts in this process alone: the fallback while Redis cannot be reached. */
class LocalCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  hit(key: string, windowMs: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // Ended windows are dropped as the map grows, so a flood of addresses cannot fill memory.
      if (this.windows.size >= 10_000) for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

export type RedisRateLimitOptions = {
  client: RedisClientType;
  /** Deployment prefix (REDIS_KEY_PREFIX); `rate-limit:` and the route follow it. */
  prefix: string;
  /** Told once per outage, not once per request. */
  onFallback: (error: Error | undefined) => void;
};

/**
 * The rate-limit counters of every instance in one Redis (a limit holds across the
 * instances behind a balancer, not per instance). When Redis is down the limits fall back to this
 * process's own count (decision 0051): they stay on — looser by the number of instances, never
 * off — and the API keeps answering; Redis is used again as soon as the client reconnects.
 */
export function redisRateLimitStore(options: RedisRateLimitOptions): FastifyRateLimitStoreCtor {
  const local = new LocalCounter();
  let fallingBack = false;

  const fallBack = (error: Error | undefined, key: string, windowMs: number, done: Done) => {
    if (!fallingBack) options.onFallback(error);
    fallingBack = true;
    done(null, local.hit(key, windowMs));
  };

  function storeFor(prefix: string): FastifyRateLimitStore {
    return {
      incr(key: string, done: Done, windowMs: number) {
        const fullKey = `${prefix}${key}`;
        // Not ready (connecting, reconnecting): the offline queue is off, so waiting would only hang.
        if (!options.client.isReady) return fallBack(undefined, fullKey, windowMs, done);
        options.client
          .eval(COUNT_HIT, { keys: [fullKey], arguments: [String(windowMs)] })
          .then((reply) => {
            fallingBack = false;
            const [current, ttl] = reply as [number, number];
            done(null, { current, ttl });
          })
          .catch((error: Error) => fallBack(error, fullKey, windowMs, done));
      },
      child(routeOptions) {
        const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
        return storeFor(route?.method && route.url ? `${prefix}${route.method}${route.url}:` : prefix);
      },
    };
  }

  // Fastify's plugin constructs the store with its options; ours are bound here instead.
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin calls `new Store(options)`; the bound store is the answer.
      return storeFor(`${options.prefix}rate-limit:`);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
