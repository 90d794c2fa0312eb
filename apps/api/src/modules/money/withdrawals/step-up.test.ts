import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { accessTokenFor, createUser, type TestUser } from "../../../../test/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { addPasskey, stepUpWithPasskey } from "../../auth/passkeys/passkey-testing";
import { nextAppCode, turnOnTwoFactor } from "../../auth/two-factor/two-factor-testing";
import { balances, deposit, expectLedgerBalanced, moneyHeaders } from "../testing";

/*
 * Money leaving, and payout destinations changing, wait for a fresh second factor when two-factor
 * is on (decision 0098): the step-up marks the sign-in for five minutes.
 */

const t = await createTestApp({ authRateLimitPerMinute: 1_000 });
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});
afterEach(() => resetClock());

const bank = { type: "BANK", accountHolder: "Asha Rao", ifsc: "HDFC0001234", accountNumber: "123456789012" };
const REQUIRED = {
  success: false,
  code: "SECOND_FACTOR_REQUIRED",
  message: "Confirm it's you with your authenticator app or passkey.",
};

function withdraw(user: TestUser, key: string = randomUUID(), amount = 50_000) {
  return t.app.inject({
    method: "POST",
    url: "/api/wallet/withdrawals",
    headers: moneyHeaders(user, key),
    payload: { amount, destination: bank },
  });
}

function stepUp(user: TestUser, payload: object) {
  return t.app.inject({ method: "POST", url: "/api/auth/step-up", headers: user.authHeader, payload });
}

async function withAppCode() {
  const user = await createUser(t.app, { role: "FREELANCER", fullName: "Asha Rao" });
  await deposit(t.app, user, 200_000);
  const { secret } = await turnOnTwoFactor(t.app, user.authHeader);
  return { user, secret };
}

describe("a withdrawal with two-factor on", () => {
  it("is refused until the step-up, then goes through; the refusal moves nothing and keeps no answer", async () => {
    const { user, secret } = await withAppCode();
    const key = randomUUID();
    const refused = await withdraw(user, key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REQUIRED);
    expect(await balances(t.app, user)).toMatchObject({ available: 200_000, pendingWithdrawal: 0 });

    const status = await t.app.inject({ method: "GET", url: "/api/auth/step-up", headers: user.authHeader });
    expect(status.json().data).toEqual({ required: true, appCode: true, passkey: false, confirmedUntil: null });

    const wrong = await stepUp(user, { code: "000000" });
    expect(wrong.statusCode).toBe(422);
    expect((await withdraw(user, key)).statusCode).toBe(403);

    const confirmed = await stepUp(user, { code: nextAppCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers["cache-control"]).toBe("no-store");
    expect(confirmed.json().data.confirmedUntil).toEqual(expect.any(String));
    // The same key retried after the step-up runs the withdrawal: the 403 was not its answer.
    const done = await withdraw(user, key);
    expect(done.statusCode, done.body).toBe(201);
    expect(await balances(t.app, user)).toMatchObject({ available: 150_000, pendingWithdrawal: 50_000 });
  });

  it("asks again after five minutes, but a replay of an answered key still gets its answer", async () => {
    const { user, secret } = await withAppCode();
    expect((await stepUp(user, { code: nextAppCode(secret) })).statusCode).toBe(200);
    const key = randomUUID();
    const first = await withdraw(user, key);
    expect(first.statusCode).toBe(201);

    advanceClock(5 * 60_000 + 1_000);
    expect((await withdraw(user)).json()).toEqual(REQUIRED);
    const replay = await withdraw(user, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(first.json());
    expect(await balances(t.app, user)).toMatchObject({ available: 150_000, pendingWithdrawal: 50_000 });
  });

  it("confirms one sign-in only: another device of the same person is asked", async () => {
    const { user, secret } = await withAppCode();
    expect((await stepUp(user, { code: nextAppCode(secret) })).statusCode).toBe(200);
    const otherToken = await accessTokenFor(t.app, { userId: user.user.id, role: "FREELANCER" });
    const otherDevice = { ...user, authHeader: { authorization: `Bearer ${otherToken}` } };
    expect((await withdraw(otherDevice)).json()).toEqual(REQUIRED);
    expect((await withdraw(user)).statusCode).toBe(201);
  });

  it("two withdrawals racing after one step-up move money once per Idempotency-Key", async () => {
    const { user, secret } = await withAppCode();
    expect((await stepUp(user, { code: nextAppCode(secret) })).statusCode).toBe(200);
    const key = randomUUID();
    const raced = await Promise.all([withdraw(user, key, 60_000), withdraw(user, key, 60_000)]);
    const statuses = raced.map((res) => res.statusCode).sort();
    // One runs; the other is either its replay or told the key is still in flight.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const other = await Promise.all([withdraw(user, randomUUID(), 60_000), withdraw(user, randomUUID(), 60_000)]);
    expect(other.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(await balances(t.app, user)).toMatchObject({ available: 20_000, pendingWithdrawal: 180_000 });
  });

  it("does not ask a person without two-factor", async () => {
    const user = await createUser(t.app, { role: "FREELANCER", fullName: "Asha Rao" });
    await deposit(t.app, user, 100_000);
    expect((await withdraw(user)).statusCode).toBe(201);
    const status = await t.app.inject({ method: "GET", url: "/api/auth/step-up", headers: user.authHeader });
    expect(status.json().data).toEqual({ required: false, appCode: false, passkey: false, confirmedUntil: null });
    const nothing = await stepUp(user, { code: "123456" });
    expect(nothing.statusCode).toBe(409);
  });
});

describe("a payout destination with a passkey (two-factor on without an app)", () => {
  it("is saved only after the passkey confirms it's you", async () => {
    const user = await createUser(t.app, { role: "FREELANCER", fullName: "Asha Rao" });
    const authenticator = await addPasskey(t.app, user.authHeader);
    const add = () =>
      t.app.inject({ method: "POST", url: "/api/wallet/withdrawal-methods", headers: user.authHeader, payload: bank });
    expect((await add()).json()).toEqual(REQUIRED);
    const methods = await t.app.inject({
      method: "GET",
      url: "/api/wallet/withdrawal-methods",
      headers: user.authHeader,
    });
    expect(methods.json().data.items).toEqual([]);

    await stepUpWithPasskey(t.app, user.authHeader, authenticator);
    const saved = await add();
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it("refuses a passkey answer for another website at the step-up", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    const authenticator = await addPasskey(t.app, user.authHeader);
    const options = await t.app.inject({
      method: "POST",
      url: "/api/auth/step-up/passkey-options",
      headers: user.authHeader,
    });
    const passkey = authenticator.assert(options.json().data, { origin: "https://phishing.example" });
    const res = await stepUp(user, { passkey });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("PASSKEY_INVALID");
    const status = await t.app.inject({ method: "GET", url: "/api/auth/step-up", headers: user.authHeader });
    expect(status.json().data.confirmedUntil).toBeNull();
  });
});
