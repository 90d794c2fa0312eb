import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { refreshTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import { advanceClock, resetClock } from "../../lib/clock";
import { sha256 } from "../../lib/crypto";
import { signAccessToken } from "../../lib/tokens";
import { bearer, registerUser, TEST_PASSWORD } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());
afterEach(() => resetClock());

function refresh(refreshToken: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/refresh", payload: { refreshToken } });
}
function logout(refreshToken: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/logout", payload: { refreshToken } });
}
/** Any route behind `authenticate` shows whether an access token is accepted. */
function sendOtp(accessToken: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/email/send-otp", headers: bearer(accessToken) });
}

describe("POST /api/auth/refresh", () => {
  it("rotates: answers a new pair and stores only hashes", async () => {
    const session = await registerUser(t.app);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(data.refreshToken).not.toBe(session.refreshToken);

    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(2);
    const old = rows.find((r) => r.tokenHash === sha256(session.refreshToken));
    const next = rows.find((r) => r.tokenHash === sha256(data.refreshToken));
    expect(old?.rotatedAt).not.toBeNull();
    expect(next?.rotatedAt).toBeNull();
    expect(next?.familyId).toBe(old?.familyId);
    expect(rows.some((r) => r.tokenHash === session.refreshToken)).toBe(false);
    expect((await sendOtp(data.accessToken)).statusCode).not.toBe(401);
  });

  it("revokes the whole family when a rotated token comes back", async () => {
    const session = await registerUser(t.app);
    const first = (await refresh(session.refreshToken)).json().data;
    const second = (await refresh(first.refreshToken)).json().data;

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ success: false, code: "TOKEN_INVALID" });
    expect(reuse.json().message).toMatch(/sign in again/);

    // The newest token of the family stopped working too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("leaves other sign-ins of the same user alone on reuse", async () => {
    const session = await registerUser(t.app);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: session.user.email, password: TEST_PASSWORD },
    });
    await refresh(session.refreshToken);
    advanceClock((t.config.refreshReuseGraceSeconds + 1) * 1000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.json().data.refreshToken)).statusCode).toBe(200);
  });

  it("answers two simultaneous refreshes with one token the same new pair and keeps the family", async () => {
    const session = await registerUser(t.app);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = results.map((r) => r.json().data);
    expect(second).toEqual(first);
    expect(first.refreshToken).not.toBe(session.refreshToken);

    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
    expect((await sendOtp(first.accessToken)).statusCode).not.toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
  });

  it("answers the same pair to the rotated token within the grace window, across instances", async () => {
    const session = await registerUser(t.app);
    const another = await t.startAnotherInstance();
    try {
      const first = (await refresh(session.refreshToken)).json().data;
      advanceClock((t.config.refreshReuseGraceSeconds / 2) * 1000);
      const again = await another.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        payload: { refreshToken: session.refreshToken },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toEqual(first);
    } finally {
      await another.close();
    }
  });

  it("revokes the family when the rotated token comes back after the grace window", async () => {
    const session = await registerUser(t.app);
    const first = (await refresh(session.refreshToken)).json().data;
    advanceClock((t.config.refreshReuseGraceSeconds + 1) * 1000);

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/signed you out everywhere/);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await sendOtp(first.accessToken)).statusCode).toBe(401);
    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("revokes within the grace window once the successor was rotated too", async () => {
    const session = await registerUser(t.app);
    const first = (await refresh(session.refreshToken)).json().data;
    const second = (await refresh(first.refreshToken)).json().data;

    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it("revokes any second use when the grace is turned off", async () => {
    const strict = await createTestApp({ authRateLimitPerMinute: 1_000, refreshReuseGraceSeconds: 0 });
    try {
      const session = await registerUser(strict.app);
      const send = () =>
        strict.app.inject({
          method: "POST",
          url: "/api/auth/refresh",
          payload: { refreshToken: session.refreshToken },
        });
      const results = await Promise.all([send(), send()]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    } finally {
      await strict.close();
    }
  });

  it("refuses unknown and expired tokens", async () => {
    const unknown = await refresh("not-a-real-token");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      success: false,
      code: "TOKEN_INVALID",
      message: "Your session has expired. Please sign in again.",
    });

    const session = await registerUser(t.app);
    advanceClock(31 * 24 * 60 * 60 * 1000);
    const expired = await refresh(session.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("TOKEN_INVALID");
  });

  it("refuses a suspended account", async () => {
    const session = await registerUser(t.app);
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, session.user.id));
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ACCOUNT_SUSPENDED");
  });

  it("rejects a missing or empty token with a field error", async () => {
    for (const payload of [{}, { refreshToken: "" }, { refreshToken: 42 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/refresh", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe("refreshToken");
    }
  });
});

describe("access tokens", () => {
  it("expire after 15 minutes", async () => {
    const session = await registerUser(t.app);
    advanceClock(14 * 60 * 1000);
    expect((await sendOtp(session.accessToken)).statusCode).not.toBe(401);
    advanceClock(2 * 60 * 1000);
    const res = await sendOtp(session.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("TOKEN_INVALID");
  });

  it("carry their session and die with it when a rotated refresh token comes back", async () => {
    const session = await registerUser(t.app);
    const [row] = await t.app.ctx.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(session.refreshToken)));
    expect(decodeJwt(session.accessToken).sid).toBe(row?.familyId);
    await refresh(session.refreshToken);
    expect((await sendOtp(session.accessToken)).statusCode).not.toBe(401);
    advanceClock((t.config.refreshReuseGraceSeconds + 1) * 1000);
    await refresh(session.refreshToken);
    expect((await sendOtp(session.accessToken)).statusCode).toBe(401);
  });

  it("are refused without a session, or with another user's session", async () => {
    const session = await registerUser(t.app);
    const secret = t.config.jwtSecret;
    const legacy = await signAccessToken({ userId: session.user.id, role: "FREELANCER" }, secret);
    const stranger = await registerUser(t.app);
    const strangersSession = decodeJwt(stranger.accessToken).sid as string;
    const borrowed = await signAccessToken(
      { userId: session.user.id, role: "FREELANCER", sessionId: strangersSession },
      secret,
    );
    const unknown = await signAccessToken(
      { userId: session.user.id, role: "FREELANCER", sessionId: "00000000-0000-4000-8000-000000000000" },
      secret,
    );
    for (const accessToken of [legacy, borrowed, unknown]) {
      const res = await sendOtp(accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("TOKEN_INVALID");
    }
  });

  it("with a session id that is not one answer 401, not a database error", async () => {
    const session = await registerUser(t.app);
    const token = await new SignJWT({ role: "FREELANCER", sid: "not-a-uuid'; --" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(session.user.id)
      .setIssuer("crewlance")
      .setAudience("api")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await sendOtp(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("TOKEN_INVALID");
  });

  it("are required and checked on signed-in routes", async () => {
    const missing = await t.app.inject({ method: "POST", url: "/api/auth/email/send-otp" });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    const forged = await sendOtp("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged");
    expect(forged.statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("signs out: the refresh token stops working", async () => {
    const session = await registerUser(t.app);
    const res = await logout(session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: "Signed out." });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it("revokes the tokens rotated from the same sign-in", async () => {
    const session = await registerUser(t.app);
    const next = (await refresh(session.refreshToken)).json().data;
    await logout(session.refreshToken);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it("ends the session's access tokens at once, the rotated ones too, and no other sign-in", async () => {
    const session = await registerUser(t.app);
    const rotated = (await refresh(session.refreshToken)).json().data;
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: session.user.email, password: TEST_PASSWORD },
    });
    const me = (accessToken: string) => t.app.inject({ method: "GET", url: "/api/user", headers: bearer(accessToken) });
    expect((await me(session.accessToken)).statusCode).toBe(200);

    await logout(rotated.refreshToken);
    for (const accessToken of [session.accessToken, rotated.accessToken]) {
      const res = await me(accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: "TOKEN_INVALID",
        message: "Your session has expired. Please sign in again.",
      });
    }
    expect((await me(other.json().data.accessToken)).statusCode).toBe(200);
  });

  it("is idempotent and answers 200 for an unknown token", async () => {
    const session = await registerUser(t.app);
    expect((await logout(session.refreshToken)).statusCode).toBe(200);
    expect((await logout(session.refreshToken)).statusCode).toBe(200);
    const unknown = await logout("never-issued");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe("Signed out.");
  });

  it("rejects a missing token with a field error", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: "refreshToken" }] });
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_JSON");
  });
});
