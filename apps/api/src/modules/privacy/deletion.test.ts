import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { deleteAccountAs, userWithPassword } from "../../../test/privacy";
import { addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { authSessions, refreshTokens } from "../../db/schema/auth";
import { accountDeletions } from "../../db/schema/privacy";
import { applications } from "../../db/schema/tasks";
import { teamMembers } from "../../db/schema/teams";
import { freelancerProfiles, users } from "../../db/schema/users";
import { resetClock } from "../../lib/clock";
import { hashPassword } from "../auth/passwords";
import { latestMail, TEST_PASSWORD } from "../auth/testing";
import { nextAppCode, turnOnTwoFactor } from "../auth/two-factor/two-factor-testing";
import { expectLedgerBalanced } from "../money/testing";
import { depositTo, ok, send, sendMoney, setupProject } from "../projects/testing";
import { addMember, createTeam } from "../teams/testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});
afterEach(() => resetClock());

const confirm = { password: TEST_PASSWORD, confirmation: "DELETE" };

async function withPasswords(...people: TestUser[]) {
  const passwordHash = await hashPassword(TEST_PASSWORD, "test");
  for (const person of people) {
    await t.app.ctx.db.update(users).set({ passwordHash }).where(eq(users.id, person.user.id));
  }
}

async function refused(person: TestUser, sentence: string | RegExp) {
  const res = await deleteAccountAs(t.app, person, confirm);
  expect(res.statusCode, res.body).toBe(409);
  if (typeof sentence === "string") expect(res.json().message).toBe(sentence);
  else expect(res.json().message).toMatch(sentence);
}

function login(email: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } });
}

describe("POST /account/deletion refuses", () => {
  it("a wrong password, a missing DELETE and a visitor", async () => {
    const person = await userWithPassword(t.app);
    const wrong = await deleteAccountAs(t.app, person, { password: "not-my-password", confirmation: "DELETE" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: "password", message: "Your password is not right." }]);
    const word = await deleteAccountAs(t.app, person, { password: TEST_PASSWORD, confirmation: "delete it" });
    expect(word.statusCode).toBe(400);
    expect(word.json().errors[0]).toMatchObject({ path: "confirmation", message: "Type DELETE to confirm." });
    const visitor = await t.app.inject({ method: "POST", url: "/api/account/deletion", payload: confirm });
    expect(visitor.statusCode).toBe(401);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row?.fullName).not.toBe("Deleted user");
  });

  it("while a project is active, for the company and the freelancer", async () => {
    const s = await setupProject(t.app);
    await withPasswords(s.company, s.freelancer);
    const sentence = "You have an active project. Complete or cancel it before deleting your account.";
    await refused(s.company, sentence);
    await refused(s.freelancer, sentence);
  });

  it("while money is in escrow: the company's funds, and escrow held for the freelancer's work", async () => {
    const s = await setupProject(t.app);
    await withPasswords(s.company, s.freelancer);
    await depositTo(t.app, s.company, 10_000_000);
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`, {}));
    await refused(s.company, /^₹[\d,.]+ of yours is in escrow for milestones or hourly weeks\./);
    await refused(
      s.freelancer,
      "Money is held in escrow for your work on a milestone. Finish it or let the company cancel it before deleting your account.",
    );
  });

  it("while the wallet holds money, naming the amount", async () => {
    const company = await userWithPassword(t.app, { role: "COMPANY" });
    await depositTo(t.app, company, 250_000);
    await refused(company, "Withdraw your ₹2,500.00 first: deleting the account would leave it behind.");
  });

  it("while the person owns a team with other members", async () => {
    const owner = await userWithPassword(t.app, { fullName: "Olivia Owner" });
    await addFreelancerProfile(t.app, owner.user);
    const member = await createUser(t.app);
    await addFreelancerProfile(t.app, member.user);
    const team = await createTeam(t.app, owner, { name: "Pixel Crew" });
    await addMember(t.app, team.id, owner, member);
    await refused(
      owner,
      "You own “Pixel Crew” with other members. Transfer the ownership or remove the members first.",
    );
  });
});

describe("POST /account/deletion", () => {
  it("erases the person, keeps what the law needs, signs out everywhere and mails the old address", async () => {
    const s = await setupProject(t.app);
    const person = await userWithPassword(t.app, { fullName: "Priya Leaving" });
    await addFreelancerProfile(t.app, person.user, { skills: ["React"], headline: "React developer" });
    await t.app.ctx.db.update(users).set({ phone: "+919800000001" }).where(eq(users.id, person.user.id));
    const other = await ok(
      send(t.app, s.otherCompany, "POST", "/api/tasks", {
        title: "Write the copy for our new landing page",
        description:
          "We need clear, friendly copy for a landing page that explains our logistics product to small shops.",
        category: "WRITING",
        skills: ["Copywriting"],
        budgetType: "FIXED",
        budgetMin: 500_000,
        budgetMax: 1_000_000,
        deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        experienceLevel: "ENTRY",
        publish: true,
      }),
      201,
    );
    const applied = await ok(
      send(t.app, person, "POST", `/api/tasks/${other.id}/applications`, {
        coverLetter: "I write clear copy for small businesses and can deliver a first draft in three days.",
        proposedAmount: 700_000,
        estimatedDays: 5,
      }),
      201,
    );
    const teamOwner = await createUser(t.app);
    await addFreelancerProfile(t.app, teamOwner.user);
    const team = await createTeam(t.app, teamOwner, { name: "Word Smiths" });
    await addMember(t.app, team.id, teamOwner, person);
    const oldEmail = person.user.email;

    const res = await deleteAccountAs(t.app, person, confirm);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");

    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({
      fullName: "Deleted user",
      email: `deleted-${person.user.id}@deleted.invalid`,
      phone: null,
      passwordHash: null,
      avatarPath: null,
    });
    expect(row?.hiddenAt).not.toBeNull();
    const [profile] = await t.app.ctx.db
      .select()
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, person.user.id));
    expect(profile).toMatchObject({ headline: "", bio: null, skills: [], listed: false });
    const [application] = await t.app.ctx.db.select().from(applications).where(eq(applications.id, applied.id));
    expect(application?.status).toBe("WITHDRAWN");
    expect(await t.app.ctx.db.select().from(teamMembers).where(eq(teamMembers.userId, person.user.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, person.user.id))).toEqual([]);
    const tokens = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, person.user.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    const [audit] = await t.app.ctx.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, person.user.id));
    expect(Object.keys(audit ?? {}).sort()).toEqual(["deletedAt", "id", "role", "userId"]);

    const mail = await latestMail(t.app, oldEmail);
    expect(mail?.subject).toBe("Your Crewlance account was deleted");
    expect(mail?.text).toContain("Income-tax Act 1961");

    // The old token no longer works; signing in answers as for an address nobody registered.
    const me = await t.app.inject({ method: "GET", url: "/api/account/export", headers: person.authHeader });
    expect(me.statusCode).toBe(401);
    const signIn = await login(oldEmail);
    const unknown = await login(`nobody-${randomUUID()}@example.test`);
    expect(signIn.statusCode).toBe(unknown.statusCode);
    expect(signIn.json().message).toBe(unknown.json().message);
  });

  it("takes a code from the authenticator app when the account has no password", async () => {
    const person = await createUser(t.app);
    const { secret } = await turnOnTwoFactor(t.app, person.authHeader);
    const noCode = await deleteAccountAs(t.app, person, { confirmation: "DELETE" });
    expect(noCode.statusCode).toBe(400);
    const res = await deleteAccountAs(t.app, person, { code: nextAppCode(secret), confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("racing a milestone funding leaves either a funded milestone or a deleted account, never half of both", async () => {
    const s = await setupProject(t.app);
    await withPasswords(s.company);
    await depositTo(t.app, s.company, 10_000_000);
    const [funding, deletion] = await Promise.all([
      sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`, {}),
      deleteAccountAs(t.app, s.company, confirm),
    ]);
    expect(funding.statusCode, funding.body).toBe(200);
    expect(deletion.statusCode).toBe(409);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, s.company.user.id));
    expect(row?.fullName).toBe("Asha Rao");
    expect(
      await t.app.ctx.db.select().from(accountDeletions).where(eq(accountDeletions.userId, s.company.user.id)),
    ).toEqual([]);
  });
});
