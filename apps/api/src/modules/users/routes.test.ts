import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { freelancerProfiles } from "../../db/schema/users";
import { verifyAccessToken } from "../../lib/tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: "GET" | "PUT", url: string, user: TestUser | null, payload?: object) {
  return t.app.inject({ method, url, headers: user?.authHeader, ...(payload === undefined ? {} : { payload }) });
}

const validFreelancerProfile = {
  headline: "Data engineer (Python, Spark)",
  bio: "Pipelines and warehouses for fintech teams.",
  skills: ["Python", "Spark", "python", "SQL"],
  hourlyRate: 120_000,
  experienceLevel: "EXPERT",
  location: "Pune, India",
  languages: ["English"],
  education: [{ school: "IIT Bombay", degree: "B.Tech", field: "Computer Science", startYear: 2012, endYear: 2016 }],
  workExperience: [{ company: "Paytm", title: "Data Engineer", startDate: "2016-07", endDate: "2020-01" }],
  showcase: {
    portfolios: [{ title: "Fraud pipeline", url: "https://example.com/fraud" }],
    certifications: [{ title: "Databricks Certified", issuer: "Databricks", year: 2021 }],
    projects: [],
  },
};

describe("GET /api/user", () => {
  it("returns the signed-in user with private fields", async () => {
    const me = await createUser(t.app, { fullName: "Asha Rao" });
    const res = await call("GET", "/api/user", me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        id: me.user.id,
        fullName: "Asha Rao",
        email: me.user.email,
        role: "FREELANCER",
        status: "ACTIVE",
        emailVerified: true,
        onboardingCompleted: true,
        avatarUrl: null,
        freelancerProfile: null,
        companyProfile: null,
      },
    });
  });

  it("answers 401 without a token, with a malformed token and with a chat token", async () => {
    expect((await call("GET", "/api/user", null)).statusCode).toBe(401);
    const bad = await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: "Bearer nope" } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe("TOKEN_INVALID");

    const me = await createUser(t.app);
    const chat = (await call("GET", "/api/user/chat-token", me)).json().data.token;
    const withChat = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${chat}` },
    });
    expect(withChat.statusCode).toBe(401);
  });

  it("answers 403 to a suspended user on every authenticated route", async () => {
    const suspended = await createUser(t.app, { status: "SUSPENDED" });
    for (const url of [
      "/api/user",
      "/api/user/freelancers",
      "/api/user/chat-token",
      `/api/user/${suspended.user.id}`,
    ]) {
      const res = await call("GET", url, suspended);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED", message: "This account has been suspended." });
    }
    expect((await call("PUT", "/api/user", suspended, { fullName: "New Name" })).statusCode).toBe(403);
  });
});

describe("PUT /api/user", () => {
  it("updates the full name and keeps the directory's search text in step", async () => {
    const me = await createUser(t.app, { fullName: "Old Name" });
    await addFreelancerProfile(t.app, me.user, { headline: "Designer", skills: ["Figma"] });
    const res = await call("PUT", "/api/user", me, { fullName: "  Meera Iyer  " });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fullName).toBe("Meera Iyer");
    const [profile] = await t.app.ctx.db
      .select({ searchText: freelancerProfiles.searchText })
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, me.user.id));
    expect(profile?.searchText).toBe("Meera Iyer Designer Figma");
  });

  it("accepts an empty change set", async () => {
    const me = await createUser(t.app, { fullName: "Same Name" });
    const res = await call("PUT", "/api/user", me, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fullName).toBe("Same Name");
  });

  it.each([
    [{ fullName: "A" }, "fullName"],
    [{ fullName: "x".repeat(101) }, "fullName"],
    [{ fullName: 42 }, "fullName"],
  ])("rejects %j with a field error", async (payload, path) => {
    const me = await createUser(t.app);
    const res = await call("PUT", "/api/user", me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json().errors[0].path).toBe(path);
  });

  it("rejects malformed JSON with 400 and needs a token", async () => {
    const me = await createUser(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: { ...me.authHeader, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_JSON");
    expect((await call("PUT", "/api/user", null, { fullName: "Someone" })).statusCode).toBe(401);
  });
});

describe("GET /api/user/{id}", () => {
  it("shows another user's public profile without email or phone", async () => {
    const viewer = await createUser(t.app, { role: "COMPANY" });
    const freelancer = await createUser(t.app, { fullName: "Kiran Das" });
    await addFreelancerProfile(t.app, freelancer.user, { headline: "Mobile developer", skills: ["Flutter"] });
    const res = await call("GET", `/api/user/${freelancer.user.id}`, viewer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: freelancer.user.id,
      fullName: "Kiran Das",
      role: "FREELANCER",
      freelancerProfile: { headline: "Mobile developer", skills: ["Flutter"] },
      companyProfile: null,
    });
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("phone");
    expect(data).not.toHaveProperty("status");
  });

  it("hides a company's certificate flag from others", async () => {
    const viewer = await createUser(t.app);
    const company = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, company.user, { registrationCertificatePath: "certificates/x.pdf" });
    const res = await call("GET", `/api/user/${company.user.id}`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyProfile).toMatchObject({ companyName: "Test Company Pvt Ltd", verified: false });
    expect(res.json().data.companyProfile).not.toHaveProperty("hasRegistrationCertificate");
    expect(res.json().data.companyProfile).not.toHaveProperty("registrationCertificatePath");
  });

  it("gives a freelancer a company's public page: its public fields and reputation, nothing private", async () => {
    // The company page (/companies/{id}, decision 0083) reads this answer.
    const viewer = await createUser(t.app);
    const company = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, company.user, { registrationCertificatePath: "certificates/x.pdf" });
    const res = await call("GET", `/api/user/${company.user.id}`, viewer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: company.user.id,
      role: "COMPANY",
      companyProfile: { companyName: "Test Company Pvt Ltd", verified: false },
      companyReputation: { tasksPosted: 0, averageRating: null, reviewsCount: 0, paymentVerified: false },
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        "avatarUrl",
        "bannerUrl",
        "companyProfile",
        "companyReputation",
        "createdAt",
        "freelancerProfile",
        "fullName",
        "id",
        "role",
      ].sort(),
    );
    const text = res.body;
    expect(text).not.toContain(company.user.email);
    expect(text).not.toMatch(/balance|escrow|wallet|password/i);
  });

  it("answers 404 for a suspended company, as for any suspended account", async () => {
    const viewer = await createUser(t.app);
    const company = await createUser(t.app, { role: "COMPANY", status: "SUSPENDED" });
    await addCompanyProfile(t.app, company.user);
    expect((await call("GET", `/api/user/${company.user.id}`, viewer)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    const viewer = await createUser(t.app);
    const unknown = await call("GET", "/api/user/00000000-0000-4000-8000-000000000000", viewer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("User was not found.");
    const malformed = await call("GET", "/api/user/12345", viewer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe("id");
  });

  it("hides suspended users from everyone but admins", async () => {
    const viewer = await createUser(t.app);
    const admin = await createUser(t.app, { role: "ADMIN" });
    const suspended = await createUser(t.app, { status: "SUSPENDED" });
    expect((await call("GET", `/api/user/${suspended.user.id}`, viewer)).statusCode).toBe(404);
    expect((await call("GET", `/api/user/${suspended.user.id}`, admin)).statusCode).toBe(200);
  });

  it("needs a token", async () => {
    const someone = await createUser(t.app);
    expect((await call("GET", `/api/user/${someone.user.id}`, null)).statusCode).toBe(401);
  });
});

describe("GET /api/user/chat-token", () => {
  it("issues a five-minute token with the chat audience", async () => {
    const me = await createUser(t.app);
    const res = await call("GET", "/api/user/chat-token", me);
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json().data;
    const claims = decodeJwt(token);
    expect(claims.aud).toBe("chat");
    expect(claims.sub).toBe(me.user.id);
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(new Date(expiresAt).getTime()).toBe(claims.exp! * 1000);
    expect(await verifyAccessToken(token, t.config.jwtSecret, "chat")).toEqual({
      userId: me.user.id,
      role: "FREELANCER",
      issuedAt: claims.iat,
    });
    expect(await verifyAccessToken(token, t.config.jwtSecret)).toBeNull();
  });

  it("needs a token", async () => {
    expect((await call("GET", "/api/user/chat-token", null)).statusCode).toBe(401);
  });
});

describe("PUT /api/user/profile/freelancer", () => {
  it("creates the profile, completes onboarding and welcomes the user once", async () => {
    const me = await createUser(t.app, { onboarded: false, fullName: "Nikhil Jain" });
    const res = await call("PUT", "/api/user/profile/freelancer", me, validFreelancerProfile);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.onboardingCompleted).toBe(true);
    expect(data.freelancerProfile).toMatchObject({
      headline: "Data engineer (Python, Spark)",
      skills: ["Python", "Spark", "SQL"],
      hourlyRate: 120_000,
      experienceLevel: "EXPERT",
      availability: "AVAILABLE",
      location: "Pune, India",
      education: validFreelancerProfile.education,
      workExperience: validFreelancerProfile.workExperience,
      rating: null,
      reviewsCount: 0,
      totalEarned: 0,
    });
    expect(data.freelancerProfile.showcase.portfolios).toHaveLength(1);

    const [row] = await t.app.ctx.db
      .select({ searchText: freelancerProfiles.searchText })
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, me.user.id));
    expect(row?.searchText).toBe(
      "Nikhil Jain Data engineer (Python, Spark) Pipelines and warehouses for fintech teams. Python Spark SQL",
    );

    const update = await call("PUT", "/api/user/profile/freelancer", me, {
      ...validFreelancerProfile,
      headline: "Senior data engineer",
      availability: "BUSY",
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.freelancerProfile).toMatchObject({
      headline: "Senior data engineer",
      availability: "BUSY",
    });

    const notifications = await t.app.inject({ method: "GET", url: "/api/notifications", headers: me.authHeader });
    const items = notifications.json().data.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: "WELCOME", title: "Welcome to Crewlance!", link: "/dashboard" });
  });

  it("accepts the minimum and fills defaults", async () => {
    const me = await createUser(t.app, { onboarded: false });
    const res = await call("PUT", "/api/user/profile/freelancer", me, {
      headline: "Copywriter",
      skills: ["Writing"],
      hourlyRate: 50_000,
      experienceLevel: "ENTRY",
      location: "Delhi",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.freelancerProfile).toMatchObject({
      bio: null,
      languages: [],
      education: [],
      showcase: { portfolios: [], certifications: [], projects: [] },
    });
  });

  it.each([
    ["headline", { headline: "Dev" }],
    ["skills", { skills: [] }],
    ["skills", { skills: Array.from({ length: 31 }, (_, i) => `skill${i}`) }],
    ["hourlyRate", { hourlyRate: 10.5 }],
    ["hourlyRate", { hourlyRate: -1 }],
    ["hourlyRate", { hourlyRate: "1000" }],
    ["experienceLevel", { experienceLevel: "GURU" }],
    ["availability", { availability: "SOMETIMES" }],
    ["location", { location: "" }],
    ["education.0.startYear", { education: [{ school: "X", degree: "Y", startYear: 1800 }] }],
    ["education.0.school", { education: [{ school: "", degree: "Y", startYear: 2000 }] }],
    ["workExperience.0.startDate", { workExperience: [{ company: "A", title: "B", startDate: "2020/01" }] }],
    ["showcase.portfolios.0.url", { showcase: { portfolios: [{ title: "T", url: "not a url" }] } }],
  ])("rejects a bad %s with a field error", async (path, change) => {
    const me = await createUser(t.app, { onboarded: false });
    const res = await call("PUT", "/api/user/profile/freelancer", me, { ...validFreelancerProfile, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect((await call("GET", "/api/user", me)).json().data.onboardingCompleted).toBe(false);
  });

  it("is for freelancers with a verified email only", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const forCompany = await call("PUT", "/api/user/profile/freelancer", company, validFreelancerProfile);
    expect(forCompany.statusCode).toBe(403);
    expect(forCompany.json().code).toBe("FORBIDDEN");

    const admin = await createUser(t.app, { role: "ADMIN" });
    expect((await call("PUT", "/api/user/profile/freelancer", admin, validFreelancerProfile)).statusCode).toBe(403);

    const unverified = await createUser(t.app, { verified: false, onboarded: false });
    const res = await call("PUT", "/api/user/profile/freelancer", unverified, validFreelancerProfile);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Verify your email address before completing your profile.");

    expect((await call("PUT", "/api/user/profile/freelancer", null, validFreelancerProfile)).statusCode).toBe(401);
  });
});

describe("OpenAPI document", () => {
  it("describes the users, notifications and admin routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/api/user/freelancers",
      "/api/user/profile/company",
      "/api/user/{id}",
      "/api/notifications/{id}/mark-asRead",
      "/api/notifications/mark-all-read",
      "/api/admin/users",
      "/api/admin/companies/{id}/verify",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
