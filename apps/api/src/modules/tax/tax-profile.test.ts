import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { startTestKycProvider } from "../../../test/kyc-provider";
import { createUser, type TestUser } from "../../../test/users";
import { taxStandingOf } from "./index";

const kyc = await startTestKycProvider();
const t = await createTestApp();
const kycConfig = t.app.ctx.config.kyc;
afterAll(async () => {
  await t.close();
  await kyc.close();
});
const admin = await createUser(t.app, { role: "ADMIN" });

/** Each test chooses: the local provider, or none (development's instant yes). */
function useProvider(on: boolean) {
  kycConfig.provider = on ? { baseUrl: kyc.url, apiKey: kyc.apiKey } : undefined;
  // The default: a local answer can take seconds on a loaded machine, and a timeout reads as an outage.
  kycConfig.timeoutMs = 15_000;
}
beforeEach(() => {
  useProvider(true);
  kyc.failWith = null;
  kyc.delayMs = 0;
  t.app.ctx.config.env = "test";
});

const ravi = {
  legalName: "Ravi Kumar",
  pan: "ABCPK1234F",
  stateCode: "27",
  addressLine: "12 MG Road",
  city: "Pune",
  pincode: "411001",
};

function put(user: TestUser, payload: object) {
  return t.app.inject({ method: "PUT", url: "/api/tax-profile", headers: user.authHeader, payload });
}
function get(user: TestUser) {
  return t.app.inject({ method: "GET", url: "/api/tax-profile", headers: user.authHeader });
}
function verifyPan(user: TestUser) {
  return t.app.inject({ method: "POST", url: "/api/tax-profile/pan-verification", headers: user.authHeader });
}
function adminRead(userId: string, who: TestUser = admin) {
  return t.app.inject({ method: "GET", url: `/api/admin/users/${userId}/tax-profile`, headers: who.authHeader });
}

describe("GET and PUT /tax-profile", () => {
  it("starts empty, saves the whole profile, and answers it privately to its owner", async () => {
    const user = await createUser(t.app);
    const empty = await get(user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ profile: null, kycProvider: "http" });

    const saved = await put(user, { ...ravi, pan: "abcpk 1234f", gstin: "27abcpk1234f1z5" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.profile).toMatchObject({
      userId: user.user.id,
      legalName: "Ravi Kumar",
      pan: "ABCPK1234F",
      panHolder: "PERSON",
      panVerified: false,
      gstin: "27ABCPK1234F1Z5",
      stateName: "Maharashtra",
      pincode: "411001",
    });
    const again = await get(user);
    expect(again.headers["cache-control"]).toMatch(/no-store/);
    expect(again.json().data.profile.pan).toBe("ABCPK1234F");
    expect(await taxStandingOf(t.app.ctx, user.user.id)).toEqual({
      userId: user.user.id,
      legalName: "Ravi Kumar",
      pan: "ABCPK1234F",
      panVerified: false,
      panHolder: "PERSON",
      gstin: "27ABCPK1234F1Z5",
      stateCode: "27",
      address: "12 MG Road, Pune 411001",
    });
  });

  it("refuses bad fields with a sentence on each field and saves nothing", async () => {
    const user = await createUser(t.app);
    const res = await put(user, {
      ...ravi,
      pan: "ABCXK1234F",
      gstin: "27ABCPK1234F1Z6",
      pincode: "12345",
      stateCode: "99",
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{ path: string; message: string }>;
    const byPath = Object.fromEntries(errors.map((e) => [e.path, e.message]));
    expect(byPath.pan).toBe("A PAN is five letters, four digits and a letter, like ABCPK1234F.");
    expect(byPath.gstin).toMatch(/last character does not match/);
    expect(byPath.pincode).toMatch(/6 digits/);
    expect(byPath.stateCode).toBe("Choose your state from the list.");
    const mismatched = await put(user, { ...ravi, gstin: "29AAGCB7383J1Z4" });
    expect(mismatched.statusCode).toBe(400);
    expect(
      mismatched
        .json()
        .errors.map((e: { message: string }) => e.message)
        .join(" "),
    ).toMatch(/another PAN/);
    expect((await get(user)).json().data.profile).toBeNull();
  });

  it("is for freelancers and companies; an admin has none of their own", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const res = await put(company, { ...ravi, legalName: "Acme Technologies Pvt Ltd", pan: "AAACR5055K" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.panHolder).toBe("COMPANY");
    expect((await get(admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/tax-profile" })).statusCode).toBe(401);
  });

  it("lets another user read only their own, and only admins read anyone's", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await put(owner, ravi);
    expect((await get(other)).json().data.profile).toBeNull();
    expect((await adminRead(owner.user.id, other)).statusCode).toBe(403);
    const company = await createUser(t.app, { role: "COMPANY" });
    expect((await adminRead(owner.user.id, company)).statusCode).toBe(403);
    const read = await adminRead(owner.user.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.profile.pan).toBe("ABCPK1234F");
    expect((await adminRead("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await adminRead("not-a-uuid")).statusCode).toBe(400);
  });
});

describe("PAN verification through the KYC provider", () => {
  it("verifies a PAN whose registered name matches, keeps it on a save, and loses it when the PAN changes", async () => {
    const user = await createUser(t.app);
    await put(user, { ...ravi, legalName: "Mr. R. Kumar" });
    const res = await verifyPan(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ verified: true, registeredName: "RAVI KUMAR", notice: null });
    expect(kyc.requests.at(-1)).toEqual({ path: "/v1/pan/verify", body: { pan: "ABCPK1234F" } });
    expect((await taxStandingOf(t.app.ctx, user.user.id)).panVerified).toBe(true);

    await put(user, { ...ravi, legalName: "Mr. R. Kumar", city: "Mumbai" });
    expect((await get(user)).json().data.profile).toMatchObject({ panVerified: true, panVerifiedName: "RAVI KUMAR" });

    await put(user, { ...ravi, pan: "BNZPM2501G" });
    expect((await get(user)).json().data.profile).toMatchObject({ panVerified: false, panVerifiedName: null });
    expect((await taxStandingOf(t.app.ctx, user.user.id)).panVerified).toBe(false);
  });

  it("refuses a name that does not match with a sentence naming both, and an unknown PAN", async () => {
    const user = await createUser(t.app);
    await put(user, { ...ravi, legalName: "Suresh Menon" });
    const res = await verifyPan(user);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Your PAN is registered to "RAVI KUMAR", which does not match the legal name "Suresh Menon": enter your name as it is on your PAN.',
    );
    await put(user, { ...ravi, pan: "ZZZPZ9999Z" });
    const unknown = await verifyPan(user);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/no PAN like this/);
    expect((await get(user)).json().data.profile.panVerified).toBe(false);
  });

  it("says so when the provider is down or slow, and verifies nothing", async () => {
    const user = await createUser(t.app);
    await put(user, ravi);
    kyc.failWith = 503;
    const down = await verifyPan(user);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(
      "We could not reach the verification service, so nothing was verified. Please try again in a moment.",
    );
    kyc.failWith = null;
    kyc.delayMs = 500;
    kycConfig.timeoutMs = 100;
    expect((await verifyPan(user)).statusCode).toBe(502);
    expect((await get(user)).json().data.profile.panVerified).toBe(false);
  });

  it("two verifications at once ask in turn and leave one verified profile, audited once", async () => {
    const user = await createUser(t.app);
    await put(user, ravi);
    kyc.delayMs = 50;
    const [a, b] = await Promise.all([verifyPan(user), verifyPan(user)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.verifiedAt).toBe(b.json().data.verifiedAt);
    const read = (await adminRead(user.user.id)).json().data;
    expect(read.profile).toMatchObject({ panVerified: true, panVerifiedName: "RAVI KUMAR" });
    const verifications = read.changes.filter((change: { fields: Array<{ field: string; newValue: string }> }) =>
      change.fields.some((field) => field.field === "panVerified" && field.newValue === "yes"),
    );
    expect(verifications).toHaveLength(1);
  });

  it("asks for a profile and a PAN first", async () => {
    const user = await createUser(t.app);
    expect((await verifyPan(user)).json().message).toBe("Save your tax profile with your PAN first.");
    await put(user, { ...ravi, pan: "" });
    const res = await verifyPan(user);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Add your PAN to your tax profile first.");
  });

  it("verifies at once in development without a provider, and says so; production without one refuses", async () => {
    useProvider(false);
    const user = await createUser(t.app);
    await put(user, { ...ravi, legalName: "Anyone At All" });
    expect((await get(user)).json().data.kycProvider).toBe("dev");
    const res = await verifyPan(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      registeredName: "Anyone At All",
      notice: "verified in development: no KYC provider is configured",
    });
    expect(res.json().message).toBe("PAN verified in development: no KYC provider is configured.");

    const later = await createUser(t.app);
    await put(later, ravi);
    t.app.ctx.config.env = "production";
    const refused = await verifyPan(later);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/no KYC provider is configured/);
    t.app.ctx.config.env = "test";
    expect((await get(later)).json().data.profile.panVerified).toBe(false);
  });
});

describe("the audit", () => {
  it("records who changed which fields, PAN and GSTIN masked, newest first, for admins", async () => {
    const user = await createUser(t.app, { fullName: "Ravi Kumar" });
    await put(user, ravi);
    await put(user, ravi); // nothing changed: nothing recorded
    await verifyPan(user);
    expect((await put(user, { ...ravi, gstin: "27ABCPK1234F1Z6" })).statusCode).toBe(400); // refused: not audited
    await put(user, { ...ravi, city: "Mumbai" });
    const read = await adminRead(user.user.id);
    const changes = read.json().data.changes as Array<{
      changedBy: { fullName: string };
      fields: Array<{ field: string; oldValue: string | null; newValue: string | null }>;
    }>;
    expect(changes).toHaveLength(3);
    expect(changes[0]!.fields).toEqual([{ field: "city", oldValue: "Pune", newValue: "Mumbai" }]);
    expect(changes[1]!.fields).toEqual([{ field: "panVerified", oldValue: "no", newValue: "yes" }]);
    expect(changes[2]!.changedBy.fullName).toBe("Ravi Kumar");
    expect(changes[2]!.fields).toContainEqual({ field: "pan", oldValue: null, newValue: "XXXXX1234F" });
    expect(JSON.stringify(changes)).not.toContain("ABCPK1234F");
  });

  it("records a changed PAN masked and its lost verification", async () => {
    const user = await createUser(t.app);
    await put(user, { ...ravi, gstin: "27ABCPK1234F1Z5" });
    await verifyPan(user);
    await put(user, { ...ravi, pan: "BNZPM2501G", legalName: "Meera Nair" });
    const [latest] = (await adminRead(user.user.id)).json().data.changes;
    expect(latest.fields).toEqual(
      expect.arrayContaining([
        { field: "legalName", oldValue: "Ravi Kumar", newValue: "Meera Nair" },
        { field: "pan", oldValue: "XXXXX1234F", newValue: "XXXXX2501G" },
        { field: "panVerified", oldValue: "yes", newValue: "no" },
        { field: "gstin", oldValue: "27XXXXX1234F1Z5", newValue: null },
      ]),
    );
  });
});
