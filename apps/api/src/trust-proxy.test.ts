import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { oneTimeCodes } from "./db/schema/auth";
import { uniquePhone } from "./modules/auth/phone/phone-otp-testing";

/**
 * The client address behind TRUST_PROXY_HOPS, seen where it matters: the address a phone code
 * request is recorded (and limited) under.
 */

const FORWARDED = "1.2.3.4, 5.6.7.8";
const SOCKET = "192.0.2.10";

async function recordedAddress(t: TestApp, headers: Record<string, string>): Promise<string | null | undefined> {
  const phone = uniquePhone();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/mobile/send-otp",
    remoteAddress: SOCKET,
    headers,
    payload: { phone },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.app.ctx.db
    .select({ ip: oneTimeCodes.requesterIp })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.target, phone));
  return row?.ip;
}

describe("behind one proxy (TRUST_PROXY_HOPS=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxyHops: 1 });
  });
  afterAll(() => t.close());

  it("takes the address the proxy appended, not the one the client wrote", async () => {
    expect(await recordedAddress(t, { "x-forwarded-for": FORWARDED })).toBe("5.6.7.8");
  });

  it("uses the socket's address when there is no header", async () => {
    expect(await recordedAddress(t, {})).toBe(SOCKET);
  });
});

describe("without a proxy (TRUST_PROXY_HOPS=0)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxyHops: 0 });
  });
  afterAll(() => t.close());

  it("ignores X-Forwarded-For", async () => {
    expect(await recordedAddress(t, { "x-forwarded-for": FORWARDED })).toBe(SOCKET);
  });
});
