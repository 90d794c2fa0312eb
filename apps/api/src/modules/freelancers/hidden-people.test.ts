import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { hide } from "../../../test/safety-enforcement";
import { addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { describePerson } from "./listeners";

// A profile hidden by moderation (decision 0092): gone from the directory and from other people's
// reads, still the owner's and the admins'. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let priya: TestUser;
let viewer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  priya = await createUser(t.app, { fullName: "Priya Hidden" });
  await addFreelancerProfile(t.app, priya.user, {
    headline: "Zebrafish illustrator",
    bio: "Ten years of scientific drawing.",
    skills: ["Illustration"],
  });
  viewer = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
  admin = await createUser(t.app, { role: "ADMIN", fullName: "Ada Admin" });
});
afterAll(() => t.close());

const call = (user: TestUser | null, url: string) =>
  t.app.inject({ method: "GET", url, headers: user ? user.authHeader : {} });

const listed = async () =>
  (await call(viewer, "/api/user/freelancers?q=zebrafish"))
    .json()
    .data.items.map((item: { id?: string; userId?: string }) => JSON.stringify(item).includes(priya.user.id));

describe("a hidden person", () => {
  it("leaves the directory and other people's reads of the profile, and comes back when restored", async () => {
    expect(await listed()).toEqual([true]);
    expect((await call(viewer, `/api/user/${priya.user.id}`)).statusCode).toBe(200);

    await hide(t.app, "USER", priya.user.id);
    expect(await listed()).toEqual([]);
    const other = await call(viewer, `/api/user/${priya.user.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("User was not found.");
    // Their own profile and an admin's read still work.
    expect((await call(priya, `/api/user/${priya.user.id}`)).statusCode).toBe(200);
    expect((await call(priya, "/api/user")).statusCode).toBe(200);
    expect((await call(admin, `/api/user/${priya.user.id}`)).statusCode).toBe(200);

    await hide(t.app, "USER", priya.user.id, true);
    expect(await listed()).toEqual([true]);
    expect((await call(viewer, `/api/user/${priya.user.id}`)).statusCode).toBe(200);
  });
});

describe("a person described to the moderation queue", () => {
  it("by name, with their headline and bio, to anyone who can find them", async () => {
    const described = await describePerson(t.app.ctx, priya.user.id, viewer.user.id);
    expect(described).toMatchObject({
      ownerId: priya.user.id,
      label: "Priya Hidden",
      preview: "Zebrafish illustrator",
    });
    expect(await described!.context()).toEqual([
      { label: "Headline", text: "Zebrafish illustrator", at: null, reported: false },
      { label: "Bio", text: "Ten years of scientific drawing.", at: null, reported: false },
    ]);
    const company = await describePerson(t.app.ctx, viewer.user.id, priya.user.id);
    expect(company).toMatchObject({ ownerId: viewer.user.id, label: "Asha Rao" });
  });

  it("not to others once hidden or suspended; an admin (null) still sees them", async () => {
    const hidden = await createUser(t.app, { fullName: "Hidden Harry" });
    await hide(t.app, "USER", hidden.user.id);
    const suspended = await createUser(t.app, { fullName: "Suspended Sid", status: "SUSPENDED" });
    for (const person of [hidden, suspended]) {
      expect(await describePerson(t.app.ctx, person.user.id, viewer.user.id)).toBeNull();
      expect(await describePerson(t.app.ctx, person.user.id, null)).not.toBeNull();
    }
    expect(await describePerson(t.app.ctx, "00000000-0000-4000-8000-000000000000", null)).toBeNull();
  });
});
