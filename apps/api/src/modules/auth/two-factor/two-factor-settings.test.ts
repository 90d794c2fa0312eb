import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { createUser, type TestUser } from "../../../../test/users";
import { recoveryCodes, twoFactor } from "../../../db/schema/auth";
import { resetClock } from "../../../lib/clock";
import { recoveryCodeHash } from "./recovery-codes";
import { appCode, nextAppCode, turnOnTwoFactor } from "./two-factor-testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const WRONG = "That code is not right. Check the time on your phone and try the newest code.";

function call(user: TestUser, method: "GET" | "POST", path: string, payload?: object) {
  return t.app.inject({ method, url: `/api/auth/two-factor${path}`, headers: user.authHeader, payload });
}
const status = async (user: TestUser) => (await call(user, "GET", "")).json().data;

async function latestSubject(to: string): Promise<string | undefined> {
  await t.app.ctx.mailer.drain();
  const res = await t.app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  return res.json().data.items[0]?.subject;
}

describe("two-factor settings", () => {
  it("is off for a new account", async () => {
    const user = await createUser(t.app);
    const res = await call(user, "GET", "");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.json().data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  });

  it("sets up a secret with its otpauth URL and QR code, kept sealed, not yet on", async () => {
    const user = await createUser(t.app, { email: `setup-${Date.now()}@example.test` });
    const res = await call(user, "POST", "/setup");
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = res.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Crewlance:${encodeURIComponent(user.user.email)}?secret=${secret}&issuer=Crewlance&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    const [row] = await t.app.ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, user.user.id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();
    expect(await status(user)).toMatchObject({ enabled: false });

    // A second setup replaces the first: the first secret's codes no longer turn it on.
    const again = (await call(user, "POST", "/setup")).json().data;
    expect(again.secret).not.toBe(secret);
    const stale = await call(user, "POST", "/enable", { code: appCode(secret) });
    expect(stale.statusCode).toBe(422);
  });

  it("turns on with a code from the app, answers ten recovery codes stored as hashes, and mails the owner", async () => {
    const user = await createUser(t.app);
    const { secret } = (await call(user, "POST", "/setup")).json().data;
    const wrong = await call(user, "POST", "/enable", { code: appCode(secret) === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: "CODE_INVALID",
      message: WRONG,
      errors: [{ path: "code", message: WRONG }],
    });

    const res = await call(user, "POST", "/enable", { code: appCode(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.",
    );
    const codes: string[] = res.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    const stored = await t.app.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map(recoveryCodeHash).sort());
    expect(await status(user)).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    expect(await latestSubject(user.user.email)).toBe("Two-factor sign-in was turned on");

    const setupAgain = await call(user, "POST", "/setup");
    expect(setupAgain.statusCode).toBe(409);
    expect(setupAgain.json().message).toBe("Two-factor sign-in is already on.");
    expect((await call(user, "POST", "/enable", { code: nextAppCode(secret) })).statusCode).toBe(409);
  });

  it("refuses to turn on without a setup waiting", async () => {
    const user = await createUser(t.app);
    const res = await call(user, "POST", "/enable", { code: "123456" });
    expect(res.statusCode).toBe(409);
  });

  it("refuses a body without a code with a field error", async () => {
    const user = await createUser(t.app);
    const res = await call(user, "POST", "/enable", { code: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: "code" })]);
  });

  it("makes new recovery codes for an app code: the old ones stop working", async () => {
    const user = await createUser(t.app);
    const { secret, recoveryCodes: old } = await turnOnTwoFactor(t.app, user.authHeader);
    const withRecovery = await call(user, "POST", "/recovery-codes", { code: old[0] });
    expect(withRecovery.statusCode).toBe(422);
    const res = await call(user, "POST", "/recovery-codes", { code: appCode(secret) });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    const off = await call(user, "POST", "/disable", { code: old[1] });
    expect(off.statusCode).toBe(422);
    expect(await status(user)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it("turns off with an app code, deletes the secret and codes, and mails the owner", async () => {
    const user = await createUser(t.app);
    const { secret } = await turnOnTwoFactor(t.app, user.authHeader);
    const wrong = await call(user, "POST", "/disable", { code: appCode(secret) === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(422);
    const res = await call(user, "POST", "/disable", { code: appCode(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await t.app.ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, user.user.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.user.id))).toEqual([]);
    expect(await latestSubject(user.user.email)).toBe("Two-factor sign-in was turned off");
    const again = await call(user, "POST", "/disable", { code: nextAppCode(secret) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Two-factor sign-in is not on.");
  });

  it("turns off with a recovery code, typed in any case with spaces", async () => {
    const user = await createUser(t.app);
    const { recoveryCodes: codes } = await turnOnTwoFactor(t.app, user.authHeader);
    const typed = ` ${codes[3]!.toUpperCase().replace("-", " ")} `;
    const res = await call(user, "POST", "/disable", { code: typed });
    expect(res.statusCode).toBe(200);
    expect(await status(user)).toMatchObject({ enabled: false });
  });

  it("acts on the caller's own two-factor only: another user's codes do nothing to it", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const { secret, recoveryCodes: codes } = await turnOnTwoFactor(t.app, owner.authHeader);
    expect(await status(other)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await call(other, "POST", "/disable", { code: appCode(secret) })).statusCode).toBe(409);
    expect((await call(other, "POST", "/disable", { code: codes[0] })).statusCode).toBe(409);
    expect((await call(other, "POST", "/recovery-codes", { code: appCode(secret) })).statusCode).toBe(409);
    expect((await call(other, "POST", "/enable", { code: appCode(secret) })).statusCode).toBe(409);
    // The other user's own setup is theirs: the owner's secret does not turn it on.
    await call(other, "POST", "/setup");
    expect((await call(other, "POST", "/enable", { code: appCode(secret) })).statusCode).toBe(422);
    expect(await status(owner)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it("needs a signed-in caller", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["POST", "/setup"],
      ["POST", "/enable"],
      ["POST", "/disable"],
      ["POST", "/recovery-codes"],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/auth/two-factor${path}`, payload: { code: "123456" } });
      expect(res.statusCode).toBe(401);
    }
  });
});
