import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, uniqueEmail } from "../../src/modules/auth/testing";
import { createTestApp, type TestApp } from "../app";
import { type PrivateRedis, startPrivateRedis } from "./services";

/*
 * Fault: Redis stopped. Two instances share a private redis-server for their rate
 * limits; it is killed. Both keep answering (no 500, no hang), the limits stay on per instance
 * (decision 0051), and once Redis is back the counters are shared again without a restart.
 * The chat's side of a Redis outage is tested with the chat (apps/api/src/realtime).
 */

const LIMIT = 4;
let redis: PrivateRedis;
let t: TestApp;
let other: { app: FastifyInstance; close: () => Promise<void> };

beforeAll(async () => {
  redis = await startPrivateRedis();
  t = await createTestApp({ redisUrl: redis.url, authRateLimitPerMinute: LIMIT });
  other = await t.startAnotherInstance();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await redis?.stop();
});

const signIn = (app: FastifyInstance, address: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: address,
    payload: { email: uniqueEmail(), password: TEST_PASSWORD },
  });

/** Sign-ins alternating between the instances until one is refused; returns how many were let through. */
async function allowedAcrossBoth(address: string): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < LIMIT * 3; i++) {
    const res = await signIn(i % 2 ? other.app : t.app, address);
    expect([401, 429]).toContain(res.statusCode);
    if (res.statusCode === 429) return allowed;
    allowed += 1;
  }
  return allowed;
}

describe("Redis stopped", () => {
  it("keeps both instances serving with per-instance limits, and shares the counters again when it is back", async () => {
    expect(await allowedAcrossBoth("198.51.100.10")).toBe(LIMIT);

    await redis.stop();
    // Down: each instance counts alone, so two instances let through twice the limit, no more.
    const address = "198.51.100.11";
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(t.app, address)).statusCode).toBe(401);
      expect((await signIn(other.app, address)).statusCode).toBe(401);
    }
    expect((await signIn(t.app, address)).statusCode).toBe(429);
    expect((await signIn(other.app, address)).statusCode).toBe(429);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    await redis.start();
    // Back: the clients reconnect by themselves; the shared counter holds again for a new address.
    let shared = 0;
    for (let attempt = 0; attempt < 200 && shared !== LIMIT; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shared = await allowedAcrossBoth(`198.51.100.${100 + attempt}`);
    }
    expect(shared).toBe(LIMIT);
  });
});
