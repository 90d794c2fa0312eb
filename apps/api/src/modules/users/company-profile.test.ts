import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { type FormFile, makeImage, makePdf, multipartForm } from "../../../test/multipart";
import { createUser, type TestUser } from "../../../test/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const textFields: Array<[string, string]> = [
  ["companyName", "Acme Labs Pvt Ltd"],
  ["industry", "Software"],
  ["size", "11-50"],
  ["website", "https://acme.example.com"],
  ["location", "Bengaluru, Karnataka"],
  ["description", "We build logistics software for small businesses across India."],
  ["registrationNumber", "U72900KA2019PTC123456"],
  // Array fields arrive as indexed entries; fields the profile does not know are ignored.
  ["skills[0]", "React"],
  ["skills[1]", "Node.js"],
];

function without(name: string, fields = textFields): Array<[string, string]> {
  return fields.filter(([field]) => field !== name);
}

function certificate(content: Buffer = makePdf(), filename = "certificate.pdf"): FormFile {
  return { name: "registrationCertificate", content, filename, type: "application/pdf" };
}

async function logo(width = 1024, height = 768): Promise<FormFile> {
  return { name: "logo", content: await makeImage("png", width, height), filename: "logo.png", type: "image/png" };
}

function save(user: TestUser | null, fields: Array<[string, string]>, files: FormFile[] = []) {
  return t.app.inject({
    method: "PUT",
    url: "/api/user/profile/company",
    headers: user?.authHeader,
    payload: multipartForm(fields, files),
  });
}

function getCertificate(user: TestUser | null, companyId?: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/user/profile/company/certificate${companyId ? `?userId=${companyId}` : ""}`,
    headers: user?.authHeader,
  });
}

function privateFiles(): string[] {
  const folder = path.join(t.config.dataDir, "uploads", "private", "certificates");
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe("PUT /api/user/profile/company", () => {
  it("saves the profile with both files, completes onboarding and welcomes the company", async () => {
    const company = await createUser(t.app, { role: "COMPANY", onboarded: false });
    const res = await save(company, textFields, [certificate(), await logo()]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.onboardingCompleted).toBe(true);
    expect(data.companyProfile).toMatchObject({
      companyName: "Acme Labs Pvt Ltd",
      industry: "Software",
      size: "11-50",
      website: "https://acme.example.com",
      location: "Bengaluru, Karnataka",
      registrationNumber: "U72900KA2019PTC123456",
      hasRegistrationCertificate: true,
      verified: false,
    });
    expect(data.companyProfile.logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: "GET", url: data.companyProfile.logoUrl });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 512, height: 384 });

    const notifications = await t.app.inject({ method: "GET", url: "/api/notifications", headers: company.authHeader });
    expect(notifications.json().data.items.map((n: { type: string }) => n.type)).toEqual(["WELCOME"]);
  });

  it("keeps the stored certificate when none is sent again, replaces it when one is, and welcomes only once", async () => {
    const company = await createUser(t.app, { role: "COMPANY", onboarded: false });
    expect((await save(company, textFields, [certificate()])).statusCode).toBe(200);
    const before = privateFiles();

    const update = await save(company, [...without("industry"), ["industry", "Logistics"]]);
    expect(update.statusCode).toBe(200);
    expect(update.json().data.companyProfile).toMatchObject({
      industry: "Logistics",
      hasRegistrationCertificate: true,
    });
    expect(privateFiles()).toEqual(before);

    const png = await makeImage("png");
    const replaced = await save(company, textFields, [certificate(png, "scan.png")]);
    expect(replaced.statusCode).toBe(200);
    const after = privateFiles();
    expect(after).toHaveLength(before.length);
    expect(after.some((name) => name.endsWith(".png"))).toBe(true);

    const mine = await getCertificate(company);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/png");

    const notifications = await t.app.inject({ method: "GET", url: "/api/notifications", headers: company.authHeader });
    expect(notifications.json().data.pagination.totalCount).toBe(1);
  });

  it("omits empty optional values", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const res = await save(company, [...without("website"), ["website", ""]], [certificate()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyProfile.website).toBeNull();
  });

  it("requires the certificate the first time, with a field error beside the text field errors", async () => {
    const company = await createUser(t.app, { role: "COMPANY", onboarded: false });
    const res = await save(company, without("companyName"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: "companyName", message: expect.any(String) },
        {
          path: "registrationCertificate",
          message: "Upload your company registration certificate (PDF, JPEG or PNG).",
        },
      ]),
    );
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: company.authHeader });
    expect(me.json().data).toMatchObject({ onboardingCompleted: false, companyProfile: null });
  });

  it.each([
    ["companyName", [...without("companyName"), ["companyName", "A"]]],
    ["industry", without("industry")],
    ["size", [...without("size"), ["size", "huge"]]],
    ["website", [...without("website"), ["website", "not a url"]]],
    ["location", without("location")],
    ["description", [...without("description"), ["description", "Too short."]]],
    ["registrationNumber", without("registrationNumber")],
  ] as Array<[string, Array<[string, string]>]>)("rejects a bad %s with a field error", async (field, fields) => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const res = await save(company, fields, [certificate()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field]);
    // The form shows the field error; the top line is a sentence without the internal name.
    expect(res.json().message).toMatch(/^[A-Z].*\.$/);
    expect(res.json().message).not.toContain(field);
  });

  it("refuses a certificate that is not a PDF, JPEG or PNG by content", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const res = await save(company, textFields, [certificate(Buffer.from("MZ this is an executable"), "c.pdf")]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([
      { path: "registrationCertificate", message: "Upload the registration certificate as a PDF, JPEG or PNG file." },
    ]);
  });

  it("refuses a fake logo with 415 and stores nothing", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const before = privateFiles();
    const res = await save(company, textFields, [
      certificate(),
      { name: "logo", content: Buffer.from("GIF? no, text"), filename: "logo.png" },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", errors: [{ path: "logo" }] });
    expect(privateFiles()).toEqual(before);
  });

  it("refuses a certificate over 10 MB and a logo over 5 MB with 413", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const hugePdf = Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await save(company, textFields, [certificate(hugePdf)]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "The registration certificate must be at most 10 MB.",
      errors: [{ path: "registrationCertificate" }],
    });

    const bigLogo = Buffer.concat([await makeImage("png"), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await save(company, textFields, [certificate(), { name: "logo", content: bigLogo, filename: "l.png" }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: "The logo must be at most 5 MB.", errors: [{ path: "logo" }] });
  });

  it("is for verified companies only, and needs multipart", async () => {
    const freelancer = await createUser(t.app);
    expect((await save(freelancer, textFields, [certificate()])).statusCode).toBe(403);
    const unverified = await createUser(t.app, { role: "COMPANY", verified: false, onboarded: false });
    expect((await save(unverified, textFields, [certificate()])).statusCode).toBe(403);
    expect((await save(null, textFields, [certificate()])).statusCode).toBe(401);

    const company = await createUser(t.app, { role: "COMPANY" });
    const json = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile/company",
      headers: company.authHeader,
      payload: Object.fromEntries(textFields),
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("registration certificate privacy", () => {
  it("is never served publicly, only to its company and to admins", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const pdf = makePdf();
    expect((await save(company, textFields, [certificate(pdf)])).statusCode).toBe(200);
    const [stored] = privateFiles().filter((name) => name.endsWith(".pdf"));

    for (const url of [`/uploads/certificates/${stored}`, `/uploads/../private/certificates/${stored}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
    }

    const own = await getCertificate(company);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.rawPayload.equals(pdf)).toBe(true);

    const admin = await createUser(t.app, { role: "ADMIN" });
    const forAdmin = await getCertificate(admin, company.user.id);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.rawPayload.equals(pdf)).toBe(true);
    const viaAdminRoute = await t.app.inject({
      method: "GET",
      url: `/api/admin/companies/${company.user.id}/certificate`,
      headers: admin.authHeader,
    });
    expect(viaAdminRoute.statusCode).toBe(200);

    const otherCompany = await createUser(t.app, { role: "COMPANY" });
    const snooping = await getCertificate(otherCompany, company.user.id);
    expect(snooping.statusCode).toBe(404);
    expect(snooping.json().message).toBe("Registration certificate was not found.");

    const freelancer = await createUser(t.app);
    expect((await getCertificate(freelancer, company.user.id)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/companies/${company.user.id}/certificate`,
          headers: otherCompany.authHeader,
        })
      ).statusCode,
    ).toBe(403);
    expect((await getCertificate(null)).statusCode).toBe(401);
  });

  it("answers 404 to a company without a certificate and 400 to a malformed id", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    expect((await getCertificate(company)).statusCode).toBe(404);
    const admin = await createUser(t.app, { role: "ADMIN" });
    expect((await getCertificate(admin, "nope")).statusCode).toBe(400);
  });
});
