import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { TEST_PASSWORD, uniqueEmail } from "../../modules/auth/testing";

/*
 * Rate limits across instances: two instances on one database and the machine's
 * Redis (127.0.0.1:6379, a key prefix of this run's own) share one sign-in counter, so the
 * limit is reached across them — as behind a round-robin balancer — not per instance.
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const LIMIT = 6;
const prefix = `crewlance-test:${randomUUID()}:`;

let t: TestApp;
let other: { app: FastifyInstance; close: () => Promise<void> };

beforeAll(async () => {
  t = await createTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: prefix, authRateLimitPerMinute: LIMIT });
  other = await t.startAnotherInstance();
});
afterAll(async () => {
  await other.close();
  await t.close();
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await redis.del(keys);
  await redis.close();
});

const signIn = (app: FastifyInstance, address: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: address,
    payload: { email: uniqueEmail(), password: TEST_PASSWORD },
  });

describe("the sign-in rate limit on Redis", () => {
  it("is reached across two instances taking turns, for that address only", async () => {
    const address = "203.0.113.7";
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await signIn(i % 2 ? other.app : t.app, address)).statusCode);
    // Each instance alone saw half the limit; together they used all of it.
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    const first = await signIn(t.app, address);
    const second = await signIn(other.app, address);
    expect([first.statusCode, second.statusCode]).toEqual([429, 429]);
    expect(second.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    // Another address has its own counter.
    expect((await signIn(other.app, "203.0.113.8")).statusCode).toBe(401);
  });

  it("keeps its counters under this deployment's prefix, expiring with the window", async () => {
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const keys: string[] = [];
      for await (const batch of redis.scanIterator({ MATCH: `${prefix}rate-limit:*` })) keys.push(...batch);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const ttl = await redis.pTTL(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
      }
    } finally {
      await redis.close();
    }
  });
});

describe("the sign-in rate limit when Redis cannot be reached", () => {
  let alone: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the app starts anyway, after its short wait.
    alone = await createTestApp({ redisUrl: "redis://127.0.0.1:1", authRateLimitPerMinute: 2 });
  });
  afterAll(() => alone?.close());

  it("starts and serves, counting on this instance alone (limits stay on)", async () => {
    const address = "203.0.113.9";
    expect((await signIn(alone.app, address)).statusCode).toBe(401);
    expect((await signIn(alone.app, address)).statusCode).toBe(401);
    expect((await signIn(alone.app, address)).statusCode).toBe(429);
    expect((await alone.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
