import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { advanceClock } from "../../lib/clock";

let t: TestApp;
let viewer: TestUser;

type Seed = {
  name: string;
  headline: string;
  bio?: string;
  skills: string[];
  hourlyRate: number;
  experienceLevel: "ENTRY" | "INTERMEDIATE" | "EXPERT";
  availability: "AVAILABLE" | "BUSY" | "UNAVAILABLE";
  location: string;
  rating: number | null;
  reviewsCount?: number;
};

/** Created in this order, one second apart: "newest" is the reverse. */
const SEEDS: Seed[] = [
  {
    name: "Priya Sharma",
    headline: "Full-stack developer (React, Node.js)",
    bio: "Checkout flows and dashboards.",
    skills: ["React", "Node.js", "PostgreSQL"],
    hourlyRate: 150_000,
    experienceLevel: "EXPERT",
    availability: "AVAILABLE",
    location: "Bengaluru, India",
    rating: 4.9,
    reviewsCount: 27,
  },
  {
    name: "Arjun Nair",
    headline: "Mobile developer",
    bio: "Flutter apps for retail; some React Native.",
    skills: ["Flutter", "Dart"],
    hourlyRate: 90_000,
    experienceLevel: "INTERMEDIATE",
    availability: "BUSY",
    location: "Kochi, India",
    rating: 4.2,
  },
  {
    name: "Sara Khan",
    headline: "Brand designer",
    skills: ["Figma", "Illustrator"],
    hourlyRate: 60_000,
    experienceLevel: "ENTRY",
    availability: "AVAILABLE",
    location: "Mumbai, India",
    rating: null,
  },
  {
    name: "Vikram React Singh",
    headline: "Frontend engineer",
    bio: "React and TypeScript specialist, React performance.",
    skills: ["React", "TypeScript"],
    hourlyRate: 120_000,
    experienceLevel: "EXPERT",
    availability: "UNAVAILABLE",
    location: "Bengaluru_Rural 100%",
    rating: 4.5,
    reviewsCount: 3,
  },
];

const names = (res: { json: () => { data: { items: Array<{ fullName: string }> } } }) =>
  res.json().data.items.map((item) => item.fullName);

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createUser(t.app, { role: "COMPANY" });
  for (const seed of SEEDS) {
    const { name, rating, reviewsCount, ...profile } = seed;
    const { user } = await createUser(t.app, { fullName: name });
    await addFreelancerProfile(t.app, user, { ...profile, rating, reviewsCount: reviewsCount ?? 1 });
    advanceClock(1000);
  }
  // Never listed: a suspended freelancer, one who has not finished onboarding, and a company.
  const suspended = await createUser(t.app, { fullName: "Hidden Suspended", status: "SUSPENDED" });
  await addFreelancerProfile(t.app, suspended.user, { headline: "React developer", skills: ["React"] });
  const pending = await createUser(t.app, { fullName: "Hidden Pending", onboarded: false });
  await addFreelancerProfile(t.app, pending.user, { headline: "React developer", skills: ["React"] });
});
afterAll(() => t.close());

function list(query = "") {
  return t.app.inject({ method: "GET", url: `/api/user/freelancers${query}`, headers: viewer.authHeader });
}

describe("GET /api/user/freelancers", () => {
  it("lists active onboarded freelancers, best rated first, 12 per page", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(["Priya Sharma", "Vikram React Singh", "Arjun Nair", "Sara Khan"]);
    expect(res.json().data.pagination).toEqual({
      totalCount: 4,
      currentPage: 1,
      totalPages: 1,
      limit: 12,
      capped: false,
    });
    expect(res.json().data.items[0]).toEqual({
      id: expect.any(String),
      fullName: "Priya Sharma",
      avatarUrl: null,
      headline: "Full-stack developer (React, Node.js)",
      skills: ["React", "Node.js", "PostgreSQL"],
      hourlyRate: 150_000,
      experienceLevel: "EXPERT",
      availability: "AVAILABLE",
      location: "Bengaluru, India",
      rating: 4.9,
      reviewsCount: 27,
    });
  });

  it("searches name, headline, bio and skills with q, most relevant first", async () => {
    expect(names(await list("?q=react"))).toEqual(["Vikram React Singh", "Priya Sharma", "Arjun Nair"]);
    expect(names(await list("?q=figma"))).toEqual(["Sara Khan"]);
    expect(names(await list("?q=Arjun"))).toEqual(["Arjun Nair"]);
    expect(names(await list("?q=checkout"))).toEqual(["Priya Sharma"]);
    expect(names(await list("?q=react%20-flutter")).sort()).toEqual(["Priya Sharma", "Vikram React Singh"]);
    expect(names(await list("?q=nobody-has-this"))).toEqual([]);
    expect(names(await list("?q=%22%27%3B%20drop%20table%20users"))).toEqual([]);
    expect(names(await list("?q="))).toHaveLength(4);
  });

  it("filters by any of several skills, as a comma list or repeated", async () => {
    expect(names(await list("?skills=Figma,Dart"))).toEqual(["Arjun Nair", "Sara Khan"]);
    expect(names(await list("?skills=Figma&skills=TypeScript"))).toEqual(["Vikram React Singh", "Sara Khan"]);
    expect(names(await list("?skills=React"))).toEqual(["Priya Sharma", "Vikram React Singh"]);
    expect(names(await list("?skills=Cobol"))).toEqual([]);
  });

  it("filters by rate range, level, availability, location and rating", async () => {
    expect(names(await list("?minRate=90000&maxRate=120000"))).toEqual(["Vikram React Singh", "Arjun Nair"]);
    expect(names(await list("?minRate=100000"))).toEqual(["Priya Sharma", "Vikram React Singh"]);
    expect(names(await list("?maxRate=60000"))).toEqual(["Sara Khan"]);
    expect(names(await list("?experienceLevel=EXPERT"))).toEqual(["Priya Sharma", "Vikram React Singh"]);
    expect(names(await list("?availability=AVAILABLE"))).toEqual(["Priya Sharma", "Sara Khan"]);
    expect(names(await list("?location=bengaluru"))).toEqual(["Priya Sharma", "Vikram React Singh"]);
    expect(names(await list("?location=100%25"))).toEqual(["Vikram React Singh"]);
    expect(names(await list("?location=_"))).toEqual(["Vikram React Singh"]);
    expect(names(await list("?minRating=4.5"))).toEqual(["Priya Sharma", "Vikram React Singh"]);
    expect(names(await list("?skills=React&availability=AVAILABLE&minRating=4"))).toEqual(["Priya Sharma"]);
  });

  it("sorts by rating, rate and newest", async () => {
    expect(names(await list("?sort=rating"))).toEqual([
      "Priya Sharma",
      "Vikram React Singh",
      "Arjun Nair",
      "Sara Khan",
    ]);
    expect(names(await list("?sort=rate_asc"))).toEqual([
      "Sara Khan",
      "Arjun Nair",
      "Vikram React Singh",
      "Priya Sharma",
    ]);
    expect(names(await list("?sort=rate_desc"))).toEqual([
      "Priya Sharma",
      "Vikram React Singh",
      "Arjun Nair",
      "Sara Khan",
    ]);
    expect(names(await list("?sort=newest"))).toEqual([
      "Vikram React Singh",
      "Sara Khan",
      "Arjun Nair",
      "Priya Sharma",
    ]);
  });

  it("pages without repeating anyone", async () => {
    const first = await list("?sort=rate_asc&limit=3");
    expect(names(first)).toEqual(["Sara Khan", "Arjun Nair", "Vikram React Singh"]);
    expect(first.json().data.pagination).toEqual({
      totalCount: 4,
      currentPage: 1,
      totalPages: 2,
      limit: 3,
      capped: false,
    });
    const second = await list("?sort=rate_asc&limit=3&page=2");
    expect(names(second)).toEqual(["Priya Sharma"]);
    const beyond = await list("?page=84");
    expect(names(beyond)).toEqual([]);
    expect(beyond.json().data.pagination.totalCount).toBe(4);
    // A search that matches nobody: no rows to carry the total, which is then counted on its own.
    const nobody = await list("?q=zzyzx");
    expect(names(nobody)).toEqual([]);
    expect(nobody.json().data.pagination).toMatchObject({ totalCount: 0, totalPages: 0 });
    // Every row of the statement carries the total; none of it leaks into an item.
    expect(Object.keys(first.json().data.items[0])).not.toContain("total");
  });

  it.each([
    ["sort=cheapest", "sort"],
    ["experienceLevel=GURU", "experienceLevel"],
    ["availability=MAYBE", "availability"],
    ["minRate=-5", "minRate"],
    ["minRate=abc", "minRate"],
    ["minRate=200000&maxRate=100000", "maxRate"],
    ["minRating=6", "minRating"],
    ["limit=101", "limit"],
    ["page=0", "page"],
    // Past the first 1,000 matches, which no total counts (decision 0114).
    ["page=85", "page"],
    ["page=11&limit=100", "page"],
  ])("rejects %s with a field error", async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it("follows suspension, restoring and onboarding in the same transaction (decision 0013)", async () => {
    const admin = await createUser(t.app, { role: "ADMIN" });
    const sara = (await list("?q=figma")).json().data.items[0].id as string;
    const adminCall = (action: string) =>
      t.app.inject({ method: "POST", url: `/api/admin/users/${sara}/${action}`, headers: admin.authHeader });
    expect((await adminCall("suspend")).statusCode).toBe(200);
    expect(names(await list("?q=figma"))).toEqual([]);
    expect((await list()).json().data.pagination.totalCount).toBe(3);
    expect((await adminCall("restore")).statusCode).toBe(200);
    expect(names(await list("?q=figma"))).toEqual(["Sara Khan"]);

    const late = await createUser(t.app, { fullName: "Late Onboarder", onboarded: false });
    await addFreelancerProfile(t.app, late.user, { headline: "Cobol maintainer", skills: ["Cobol"] });
    expect(names(await list("?skills=Cobol"))).toEqual([]);
    await t.app.ctx.db.update(users).set({ onboardingCompletedAt: new Date() }).where(eq(users.id, late.user.id));
    expect(names(await list("?skills=Cobol"))).toEqual(["Late Onboarder"]);
    await t.app.ctx.db.update(users).set({ role: "COMPANY" }).where(eq(users.id, late.user.id));
    expect(names(await list("?skills=Cobol"))).toEqual([]);
  });

  it("drops a kept page when another instance changes what it shows (migration 0020's notification)", async () => {
    expect(names(await list("?q=figma"))).toEqual(["Sara Khan"]);
    const other = await t.startAnotherInstance();
    try {
      await other.app.ctx.db.update(users).set({ fullName: "Sara Khan Rao" }).where(eq(users.fullName, "Sara Khan"));
      // This instance hears of it when the database's notification arrives: wait for that event,
      // however long the machine takes, rather than for a set time.
      await expect.poll(async () => names(await list("?q=figma")), { timeout: 60_000 }).toEqual(["Sara Khan Rao"]);
    } finally {
      await other.close();
      await t.app.ctx.db.update(users).set({ fullName: "Sara Khan" }).where(eq(users.fullName, "Sara Khan Rao"));
    }
    // A write of this process's own drops the page at once.
    expect(names(await list("?q=figma"))).toEqual(["Sara Khan"]);
  });

  it("needs a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/freelancers" });
    expect(res.statusCode).toBe(401);
  });
});

// Last: it lists one more freelancer, whom the tests above do not expect.
describe("the directory's skills filter", () => {
  it("matches a skill however either side wrote its case (decision 0109)", async () => {
    expect(names(await list("?skills=react"))).toEqual(["Priya Sharma", "Vikram React Singh"]);
    expect(names(await list("?skills=FIGMA,dart"))).toEqual(["Arjun Nair", "Sara Khan"]);
    const person = await createUser(t.app, { fullName: "Lower Case" });
    await addFreelancerProfile(t.app, person.user, { headline: "Writes skills as typed", skills: ["cobol", "figma"] });
    expect(names(await list("?skills=Cobol"))).toEqual(["Lower Case"]);
    expect(names(await list("?skills=Figma"))).toContain("Lower Case");
    // Changing the skills changes what the filter matches in the same write.
    const saved = await t.app.inject({
      method: "PUT",
      headers: person.authHeader,
      url: "/api/user/profile/freelancer",
      payload: {
        headline: "Writes skills as typed",
        skills: ["Fortran"],
        hourlyRate: 100_000,
        experienceLevel: "INTERMEDIATE",
        availability: "AVAILABLE",
        location: "Kochi",
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(names(await list("?skills=Cobol"))).toEqual([]);
    expect(names(await list("?skills=FORTRAN"))).toEqual(["Lower Case"]);
  });
});
