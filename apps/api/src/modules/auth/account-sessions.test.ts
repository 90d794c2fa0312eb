import { REFRESH_TOKEN_TTL_DAYS } from "@crewlance/contracts/constants";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { authSessions } from "../../db/schema/auth";
import { advanceClock, resetClock } from "../../lib/clock";
import { bearer, refreshWith, registerUser, TEST_PASSWORD } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

type Pair = { accessToken: string; refreshToken: string };

function login(email: string, userAgent: string, remoteAddress = "203.0.113.7") {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    headers: { "user-agent": userAgent },
    payload: { email, password: TEST_PASSWORD },
  });
}

async function signIn(email: string, userAgent: string, remoteAddress?: string): Promise<Pair> {
  const res = await login(email, userAgent, remoteAddress);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** A person signed in on a Windows computer (through sign-up) and an iPhone. */
async function personOnTwoDevices() {
  const session = await registerUser(t.app);
  const laptop = await signIn(session.user.email, CHROME_WINDOWS, "198.51.100.4");
  const phone = await signIn(session.user.email, SAFARI_IPHONE, "198.51.100.9");
  return { session, laptop, phone };
}

function list(accessToken: string) {
  return t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: bearer(accessToken) });
}
function endSession(accessToken: string, sessionId: string) {
  return t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${sessionId}`, headers: bearer(accessToken) });
}
function signOutOthers(accessToken: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/sessions/sign-out-others", headers: bearer(accessToken) });
}
function me(accessToken: string) {
  return t.app.inject({ method: "GET", url: "/api/user", headers: bearer(accessToken) });
}
async function sessionIds(accessToken: string): Promise<string[]> {
  const res = await list(accessToken);
  expect(res.statusCode).toBe(200);
  return res.json().data.items.map((item: { id: string }) => item.id);
}

describe("GET /api/auth/sessions", () => {
  it("lists every device with the asking one first and flagged", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    const res = await list(laptop.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const items = res.json().data.items;
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ browser: "Chrome 131", system: "Windows", ip: "198.51.100.4", current: true });
    expect(items[1]).toMatchObject({ browser: "Safari 18", system: "iOS 18", ip: "198.51.100.9", current: false });
    expect(items.filter((item: { current: boolean }) => item.current)).toHaveLength(1);
    expect(new Date(items[0].signedInAt).getTime()).toBeLessThanOrEqual(new Date(items[0].lastSeenAt).getTime());

    const fromPhone = (await list(phone.accessToken)).json().data.items;
    expect(fromPhone[0]).toMatchObject({ browser: "Safari 18", current: true });
  });

  it("follows a refresh: the device's address and browser become the latest ones", async () => {
    const { laptop } = await personOnTwoDevices();
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      remoteAddress: "192.0.2.77",
      headers: { "user-agent": FIREFOX_LINUX },
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const [first] = (await list(refreshed.json().data.accessToken)).json().data.items;
    expect(first).toMatchObject({ browser: "Firefox 133", system: "Linux", ip: "192.0.2.77", current: true });
  });

  it("leaves out devices that were signed out", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    const [phoneId] = await sessionIds(phone.accessToken);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      payload: { refreshToken: phone.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const ids = await sessionIds(laptop.accessToken);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(phoneId);
  });

  it("leaves out devices whose sign-in ran out", async () => {
    const { session } = await personOnTwoDevices();
    advanceClock((REFRESH_TOKEN_TTL_DAYS * 24 * 60 + 1) * 60_000);
    const today = await signIn(session.user.email, FIREFOX_LINUX);
    const items = (await list(today.accessToken)).json().data.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ browser: "Firefox 133", current: true });
  });

  it("refuses a request without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/sessions" });
    expect(res.statusCode).toBe(401);
  });
});

describe("DELETE /api/auth/sessions/:sessionId", () => {
  it("signs the other device out at once: its access token and its refresh token stop working", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    const [phoneId] = await sessionIds(phone.accessToken);
    const res = await endSession(laptop.accessToken, phoneId!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { signedOut: 1 }, message: "Signed out of that device." });

    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(t.app, phone.refreshToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
    expect(await sessionIds(laptop.accessToken)).not.toContain(phoneId);
  });

  it("ends a device that refreshed, with every token it rotated through", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    const rotated = (await refreshWith(t.app, phone.refreshToken)).json().data as Pair;
    const [phoneId] = await sessionIds(rotated.accessToken);
    expect((await endSession(laptop.accessToken, phoneId!)).statusCode).toBe(200);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
  });

  it("may end the asking device: that is a sign-out", async () => {
    const { laptop } = await personOnTwoDevices();
    const [laptopId] = await sessionIds(laptop.accessToken);
    expect((await endSession(laptop.accessToken, laptopId!)).statusCode).toBe(200);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
  });

  it("answers 404 for another person's, an unknown and an ended session alike", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    const stranger = await personOnTwoDevices();
    const [strangerId] = await sessionIds(stranger.laptop.accessToken);
    const [phoneId] = await sessionIds(phone.accessToken);
    expect((await endSession(laptop.accessToken, phoneId!)).statusCode).toBe(200);

    for (const id of [strangerId!, "6f1c1a3e-4b7d-4c1e-9f3a-2b8d7e6c5a41", phoneId!]) {
      const res = await endSession(laptop.accessToken, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: "No such session." });
    }
    expect((await me(stranger.laptop.accessToken)).statusCode).toBe(200);
  });

  it("answers 400 with a sentence for an id that is not one", async () => {
    const { laptop } = await personOnTwoDevices();
    const res = await endSession(laptop.accessToken, "not-an-id");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "sessionId", message: "Must be a valid id." }]);
  });
});

describe("POST /api/auth/sessions/sign-out-others", () => {
  it("signs out every other device and keeps the asking one", async () => {
    const { session, laptop, phone } = await personOnTwoDevices();
    const res = await signOutOthers(laptop.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { signedOut: 2 }, message: "Signed out of 2 other devices." });

    expect((await me(laptop.accessToken)).statusCode).toBe(200);
    for (const other of [phone, session]) {
      expect((await me(other.accessToken)).statusCode).toBe(401);
      expect((await refreshWith(t.app, other.refreshToken)).statusCode).toBe(401);
    }
    expect(await sessionIds(laptop.accessToken)).toHaveLength(1);
  });

  it("says device for one and counts nothing twice", async () => {
    const session = await registerUser(t.app);
    const laptop = await signIn(session.user.email, CHROME_WINDOWS);
    await refreshWith(t.app, session.refreshToken);
    const first = await signOutOthers(laptop.accessToken);
    expect(first.json()).toMatchObject({ data: { signedOut: 1 }, message: "Signed out of 1 other device." });
    const again = await signOutOthers(laptop.accessToken);
    expect(again.json()).toMatchObject({ data: { signedOut: 0 }, message: "Signed out of 0 other devices." });
  });

  it("also ends a sign-in that has no row in the device list", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    const [phoneId] = await sessionIds(phone.accessToken);
    await t.app.ctx.db.delete(authSessions).where(eq(authSessions.id, phoneId!));
    expect((await signOutOthers(laptop.accessToken)).json().data.signedOut).toBe(2);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
  });

  it("leaves another person's devices alone", async () => {
    const { laptop } = await personOnTwoDevices();
    const stranger = await personOnTwoDevices();
    await signOutOthers(laptop.accessToken);
    expect((await me(stranger.phone.accessToken)).statusCode).toBe(200);
    expect(await sessionIds(stranger.laptop.accessToken)).toHaveLength(3);
  });
});
