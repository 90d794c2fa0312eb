import { randomUUID } from "node:crypto";
import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastWritesKept } from "./last-writes";

/* Each person's last write, in process and shared through the real Redis (127.0.0.1:6379). */

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
let redis: RedisClientType;
const prefix = `crewlance-test-${randomUUID()}:`;

beforeAll(async () => {
  redis = createClient({ url: REDIS_URL });
  await redis.connect();
});
afterAll(async () => {
  for (const key of await redis.keys(`${prefix}*`)) await redis.del(key);
  await redis.close();
});

describe("lastWritesKept (decision 0107)", () => {
  it("remembers each person's last write in this process", async () => {
    const kept = lastWritesKept();
    expect(await kept.of("a")).toBeUndefined();
    await kept.record("a", 100n);
    await kept.record("b", 7n);
    await kept.record("a", 250n);
    expect(await kept.of("a")).toBe(250n);
    expect(await kept.of("b")).toBe(7n);
  });

  it("shares the write with every instance through Redis, which keeps it for a while only", async () => {
    const one = lastWritesKept({ client: redis, prefix });
    const two = lastWritesKept({ client: redis, prefix });
    await one.record("person", 2n ** 40n + 5n);
    expect(await two.of("person")).toBe(2n ** 40n + 5n);
    expect(await two.of("somebody else")).toBeUndefined();
    const ttl = await redis.pTTL(`${prefix}last-write:person`);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it("cannot tell while Redis is unreachable: the person reads the primary", async () => {
    const down = createClient({ url: "redis://127.0.0.1:1", disableOfflineQueue: true }) as RedisClientType;
    const kept = lastWritesKept({ client: down, prefix });
    await kept.record("person", 5n);
    expect(await kept.of("person")).toBeNull();
  });
});
