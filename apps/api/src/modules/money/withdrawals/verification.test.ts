import type { TWithdrawalDestination } from "@crewlance/contracts/wallet";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { startTestKycProvider } from "../../../../test/kyc-provider";
import { createUser, type TestUser } from "../../../../test/users";
import { walletWithdrawalMethods } from "../../../db/schema/money";
import { withTransaction } from "../../../lib/transaction";
import { balances, deposit, expectLedgerBalanced, moneyHeaders } from "../testing";
import { saveMethod } from "./methods";

const kyc = await startTestKycProvider();
const t = await createTestApp();
const kycConfig = t.app.ctx.config.kyc;
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
  await kyc.close();
});
beforeEach(() => {
  kycConfig.provider = { baseUrl: kyc.url, apiKey: kyc.apiKey };
  // The default: a local answer can take seconds on a loaded machine, and a timeout reads as an outage.
  kycConfig.timeoutMs = 15_000;
  kyc.failWith = null;
  kyc.delayMs = 0;
});

const raviBank = { type: "BANK", accountHolder: "Ravi Kumar", ifsc: "HDFC0001234", accountNumber: "50100012345678" };

function withdraw(user: TestUser, payload: object) {
  return t.app.inject({ method: "POST", url: "/api/wallet/withdrawals", headers: moneyHeaders(user), payload });
}
function verifyMethod(user: TestUser, id: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/wallet/withdrawal-methods/${id}/verification`,
    headers: user.authHeader,
  });
}
async function methodsOf(user: TestUser) {
  const res = await t.app.inject({ method: "GET", url: "/api/wallet/withdrawal-methods", headers: user.authHeader });
  return res.json().data.items as Array<{ id: string; verifiedAt: string | null; verifiedName: string | null }>;
}
/** A destination saved before verification existed: unverified. */
async function legacyMethod(user: TestUser, destination: Parameters<typeof saveMethod>[2]) {
  return withTransaction(t.app.ctx, (txCtx) => saveMethod(txCtx, user.user.id, destination));
}

describe("a new destination is verified as it is saved (penny drop)", () => {
  it("withdraws to a bank account held in the name given, and keeps the holder's name", async () => {
    const user = await createUser(t.app);
    await deposit(t.app, user, 100_000);
    const res = await withdraw(user, { amount: 60_000, destination: { ...raviBank, accountHolder: "Mr R. Kumar" } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.method).toMatchObject({ verifiedName: "RAVI KUMAR", verifiedAt: expect.any(String) });
    expect(kyc.requests.at(-1)).toEqual({
      path: "/v1/bank-accounts/verify",
      body: { ifsc: "HDFC0001234", account_number: "50100012345678" },
    });
    expect(await balances(t.app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 60_000 });
  });

  it("refuses an account held by someone else with a sentence naming both, and saves and moves nothing", async () => {
    const user = await createUser(t.app);
    await deposit(t.app, user, 100_000);
    const res = await withdraw(user, {
      amount: 60_000,
      destination: { ...raviBank, ifsc: "ICIC0000001", accountNumber: "000101234567" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This bank account is held by "SOMEONE ELSE", which does not match "Ravi Kumar": withdraw only to an account in your own name.',
    );
    expect(await methodsOf(user)).toEqual([]);
    expect(await balances(t.app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
  });

  it("refuses an unknown account, and says so when the provider is down, saving nothing", async () => {
    const user = await createUser(t.app);
    await deposit(t.app, user, 100_000);
    const unknown = await withdraw(user, { amount: 60_000, destination: { ...raviBank, accountNumber: "999999999" } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/no account with this IFSC and number/);
    kyc.failWith = 500;
    const down = await withdraw(user, { amount: 60_000, destination: raviBank });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/could not reach the verification service/);
    expect(await methodsOf(user)).toEqual([]);
    expect(await balances(t.app, user)).toMatchObject({ available: 100_000 });
  });

  it("verifies a UPI id against the tax profile's legal name", async () => {
    const user = await createUser(t.app, { fullName: "Somebody" });
    await t.app.inject({
      method: "PUT",
      url: "/api/tax-profile",
      headers: user.authHeader,
      payload: { legalName: "Ravi Kumar", stateCode: "27", addressLine: "12 MG Road", city: "Pune", pincode: "411001" },
    });
    await deposit(t.app, user, 100_000);
    const res = await withdraw(user, { amount: 60_000, destination: { type: "UPI", vpa: "ravi@okhdfc" } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.method.verifiedName).toBe("Ravi Kumar");
  });

  it("refuses an account in another name than the verified PAN's", async () => {
    const user = await createUser(t.app);
    const profile = {
      legalName: "Meera Nair",
      pan: "BNZPM2501G",
      stateCode: "32",
      addressLine: "MG Road",
      city: "Kochi",
      pincode: "682001",
    };
    await t.app.inject({ method: "PUT", url: "/api/tax-profile", headers: user.authHeader, payload: profile });
    const pan = await t.app.inject({
      method: "POST",
      url: "/api/tax-profile/pan-verification",
      headers: user.authHeader,
    });
    expect(pan.statusCode, pan.body).toBe(200);
    await deposit(t.app, user, 100_000);
    const res = await withdraw(user, { amount: 60_000, destination: raviBank });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This bank account is held by "RAVI KUMAR", which does not match the name on your PAN, "Meera Nair": withdraw only to an account in your own name.',
    );
    const own = await withdraw(user, {
      amount: 60_000,
      destination: { type: "BANK", accountHolder: "Meera Nair", ifsc: "SBIN0005678", accountNumber: "30012345678" },
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe("the penny drop waits on HTTP outside any transaction", () => {
  /** Counts the transactions open on the app's database whenever the app calls the KYC provider. */
  function watchTransactionsWhileAsking() {
    const db = t.app.ctx.db;
    const transaction = db.transaction.bind(db);
    let open = 0;
    const seen: number[] = [];
    db.transaction = (async (work: Parameters<typeof transaction>[0]) => {
      open += 1;
      try {
        return await transaction(work);
      } finally {
        open -= 1;
      }
    }) as typeof db.transaction;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).startsWith(kyc.url)) seen.push(open);
      return realFetch(...args);
    }) as typeof fetch;
    return {
      seen,
      stop: () => {
        globalThis.fetch = realFetch;
        Reflect.deleteProperty(db, "transaction");
      },
    };
  }

  it("asks the provider before the withdrawal's transaction opens, once per destination", async () => {
    const user = await createUser(t.app, { fullName: "Ravi Kumar" });
    await deposit(t.app, user, 200_000);
    const watch = watchTransactionsWhileAsking();
    try {
      const first = await withdraw(user, { amount: 60_000, destination: raviBank });
      expect(first.statusCode, first.body).toBe(201);
      const refused = await withdraw(user, {
        amount: 60_000,
        destination: { ...raviBank, ifsc: "ICIC0000001", accountNumber: "000101234567" },
      });
      expect(refused.statusCode).toBe(422);
      const added = await t.app.inject({
        method: "POST",
        url: "/api/wallet/withdrawal-methods",
        headers: user.authHeader,
        payload: { type: "UPI", vpa: "ravi@okhdfc" },
      });
      expect(added.statusCode, added.body).toBe(201);
      // The same account again is already verified: no second penny drop.
      const again = await withdraw(user, { amount: 60_000, destination: raviBank });
      expect(again.statusCode, again.body).toBe(201);
    } finally {
      watch.stop();
    }
    expect(watch.seen).toEqual([0, 0, 0]);
    expect(await balances(t.app, user)).toMatchObject({ available: 80_000, pendingWithdrawal: 120_000 });
  });

  it("two withdrawals at once to a new destination save it once and move each amount once", async () => {
    const user = await createUser(t.app);
    await deposit(t.app, user, 200_000);
    kyc.delayMs = 50;
    const [a, b] = await Promise.all([
      withdraw(user, { amount: 60_000, destination: raviBank }),
      withdraw(user, { amount: 60_000, destination: raviBank }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    expect(a.json().data.method.id).toBe(b.json().data.method.id);
    expect(await methodsOf(user)).toHaveLength(1);
    expect(await balances(t.app, user)).toMatchObject({ available: 80_000, pendingWithdrawal: 120_000 });
  });
});

describe("POST /wallet/withdrawal-methods", () => {
  function add(user: TestUser, payload: object) {
    return t.app.inject({ method: "POST", url: "/api/wallet/withdrawal-methods", headers: user.authHeader, payload });
  }

  it("saves a destination verified, once, and refuses one in another name saving nothing", async () => {
    const user = await createUser(t.app);
    const res = await add(user, raviBank);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ method: { verifiedName: "RAVI KUMAR", label: "HDFC0001234 · ••••5678" } });
    expect(res.json().message).toBe("Account saved and verified.");
    const again = await add(user, raviBank);
    expect(again.json().data.method.id).toBe(res.json().data.method.id);
    expect(await methodsOf(user)).toHaveLength(1);

    const refused = await add(user, { ...raviBank, ifsc: "ICIC0000001", accountNumber: "000101234567" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/held by "SOMEONE ELSE", which does not match "Ravi Kumar"/);
    expect(await methodsOf(user)).toHaveLength(1);
    const bad = await add(user, { ...raviBank, ifsc: "HDFC123" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: "ifsc" });
  });
});

describe("a destination saved before verification", () => {
  it("is refused with a sentence until verified, then verified by its owner only", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await deposit(t.app, user, 100_000);
    const method = await legacyMethod(user, raviBank as TWithdrawalDestination);
    expect((await methodsOf(user))[0]).toMatchObject({ verifiedAt: null, verifiedName: null });
    const refused = await withdraw(user, { amount: 60_000, methodId: method.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "This withdrawal method is not verified yet: verify it under Withdraw before you withdraw to it.",
    );
    expect((await verifyMethod(other, method.id)).statusCode).toBe(404);
    const admin = await createUser(t.app, { role: "ADMIN" });
    expect((await verifyMethod(admin, method.id)).statusCode).toBe(403);

    const verified = await verifyMethod(user, method.id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ method: { id: method.id, verifiedName: "RAVI KUMAR" }, notice: null });
    expect(verified.json().message).toBe("Account verified.");
    expect((await withdraw(user, { amount: 60_000, methodId: method.id })).statusCode).toBe(201);
  });

  it("stays unverified when the name does not match", async () => {
    const user = await createUser(t.app);
    const method = await legacyMethod(user, {
      type: "BANK",
      accountHolder: "Ravi Kumar",
      ifsc: "ICIC0000001",
      accountNumber: "000101234567",
    });
    const res = await verifyMethod(user, method.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/held by "SOMEONE ELSE", which does not match "Ravi Kumar"/);
    expect((await methodsOf(user))[0]!.verifiedAt).toBeNull();
  });

  it("two verifications at once leave one consistent row", async () => {
    const user = await createUser(t.app);
    const method = await legacyMethod(user, raviBank as TWithdrawalDestination);
    kyc.delayMs = 50;
    const before = kyc.requests.length;
    const [a, b] = await Promise.all([verifyMethod(user, method.id), verifyMethod(user, method.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(kyc.requests.length - before).toBeLessThanOrEqual(2);
    const rows = await t.app.ctx.db
      .select()
      .from(walletWithdrawalMethods)
      .where(eq(walletWithdrawalMethods.id, method.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ verifiedName: "RAVI KUMAR" });
    expect(a.json().data.method.verifiedAt).toBe(rows[0]!.verifiedAt!.toISOString());
    expect(b.json().data.method.verifiedAt).toBe(rows[0]!.verifiedAt!.toISOString());
  });

  it("is refused, not verified, in production without a provider", async () => {
    kycConfig.provider = undefined;
    t.app.ctx.config.env = "production";
    try {
      const user = await createUser(t.app);
      const method = await legacyMethod(user, raviBank as TWithdrawalDestination);
      const res = await verifyMethod(user, method.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/no KYC provider is configured/);
      expect((await methodsOf(user))[0]!.verifiedAt).toBeNull();
    } finally {
      t.app.ctx.config.env = "test";
    }
  });

  it("is verified at once in development without a provider, and the answer says so", async () => {
    kycConfig.provider = undefined;
    const user = await createUser(t.app);
    const method = await legacyMethod(user, { type: "UPI", vpa: "whoever@okaxis" });
    const res = await verifyMethod(user, method.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notice).toBe("verified in development: no KYC provider is configured");
    expect(res.json().message).toBe("Account verified in development: no KYC provider is configured.");
  });
});
