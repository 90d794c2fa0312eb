import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { accessTokenFor, createUser, type TestUser } from "../../../test/users";
import { handles } from "../../db/schema/users-handles";
import { advanceClock, resetClock } from "../../lib/clock";
import { createTeam, freelancer } from "../teams/testing";

/*
 * A person's public page settings through the API (decision 0095): the handle's rules, one
 * namespace with teams, races, the 90-day redirect window and who may see the page.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;
const fresh = (stem: string) => `${stem}-${Date.now().toString(36)}${(serial++).toString(36)}`;

/** The same person signed in again: a token from before the clock moved has run out. */
async function signedInAgain(person: TestUser): Promise<TestUser> {
  const token = await accessTokenFor(t.app, { userId: person.user.id, role: person.user.role });
  return { ...person, token, authHeader: { authorization: `Bearer ${token}` } };
}

const getPage = (user: TestUser) =>
  t.app.inject({ method: "GET", url: "/api/users/me/public-page", headers: user.authHeader });
const putPage = (user: TestUser, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/users/me/public-page", headers: user.authHeader, payload });
const availability = (user: TestUser, handle: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/handles/availability?handle=${encodeURIComponent(handle)}`,
    headers: user.authHeader,
  });

describe("GET and PUT /api/users/me/public-page", () => {
  it("has no handle at first, PUBLIC chosen in advance, and answers privately", async () => {
    const person = await createUser(t.app);
    const res = await getPage(person);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.json().data).toEqual({ handle: null, visibility: "PUBLIC", url: null });
  });

  it("saves a handle lower-cased with its visibility and the page's address", async () => {
    const person = await createUser(t.app);
    const handle = fresh("priya");
    const res = await putPage(person, { handle: `  ${handle.toUpperCase()} `, visibility: "SIGNED_IN" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.json()).toMatchObject({
      message: "Your public page has been saved.",
      data: { handle, visibility: "SIGNED_IN", url: `${t.config.appUrl}/u/${handle}` },
    });
    expect((await getPage(person)).json().data).toEqual(res.json().data);
    // Saving the same handle again only changes the visibility.
    const hidden = await putPage(person, { handle, visibility: "HIDDEN" });
    expect(hidden.json().data).toMatchObject({ handle, visibility: "HIDDEN" });
    const rows = await t.app.ctx.db.select().from(handles).where(eq(handles.userId, person.user.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["ab", "A handle needs at least 3 characters."],
    ["a".repeat(31), "A handle can have at most 30 characters."],
    ["priya_sharma", "Use only letters a–z, digits and hyphens."],
    ["priyä", "Use only letters a–z, digits and hyphens."],
    ["-priya", "A handle cannot start or end with a hyphen."],
    ["priya-", "A handle cannot start or end with a hyphen."],
    ["priya--sharma", "A handle cannot have two hyphens in a row."],
    ["Admin", '"admin" is reserved. Choose another handle.'],
    ["sitemap", '"sitemap" is reserved. Choose another handle.'],
  ])("refuses %j with 400 and the sentence on the handle field", async (handle, message) => {
    const person = await createUser(t.app);
    const res = await putPage(person, { handle, visibility: "PUBLIC" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: "handle", message }] });
    expect((await getPage(person)).json().data.handle).toBeNull();
  });

  it("refuses an unknown visibility and a missing handle with field errors", async () => {
    const person = await createUser(t.app);
    const res = await putPage(person, { visibility: "FRIENDS" });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(["handle", "visibility"]));
  });

  it("keeps one namespace: a handle a person or a team has is taken for everyone else (409)", async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const handle = fresh("acme");
    expect((await putPage(first, { handle, visibility: "PUBLIC" })).statusCode).toBe(200);
    const taken = await putPage(second, { handle: handle.toUpperCase(), visibility: "PUBLIC" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "CONFLICT",
      message: "That handle is taken. Choose another one.",
      errors: [{ path: "handle", message: "That handle is taken. Choose another one." }],
    });

    const owner = await freelancer(t.app, "Acme Owner");
    const team = await createTeam(t.app, owner);
    const teamHandle = fresh("acme-team");
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/teams/${team.id}/handle`,
      headers: owner.authHeader,
      payload: { handle: teamHandle },
    });
    expect(set.statusCode).toBe(200);
    expect((await putPage(second, { handle: teamHandle, visibility: "PUBLIC" })).statusCode).toBe(409);
    const teamTakes = await t.app.inject({
      method: "PUT",
      url: `/api/teams/${team.id}/handle`,
      headers: owner.authHeader,
      payload: { handle },
    });
    expect(teamTakes.statusCode).toBe(409);
  });

  it("lets exactly one of two people racing for a handle have it; the other gets 409", async () => {
    const racers = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const handle = fresh("race");
    const answers = await Promise.all(racers.map((racer) => putPage(racer, { handle, visibility: "PUBLIC" })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json().message).toBe("That handle is taken. Choose another one.");
    }
    const rows = await t.app.ctx.db.select().from(handles).where(eq(handles.handle, handle));
    expect(rows).toHaveLength(1);
    const winner = racers[answers.findIndex((answer) => answer.statusCode === 200)]!;
    expect(rows[0]?.userId).toBe(winner.user.id);
  });

  it("holds an old handle for its owner for 90 days, then frees it for anyone", async () => {
    let owner = await createUser(t.app);
    let other = await createUser(t.app);
    const [old, next] = [fresh("before"), fresh("after")];
    await putPage(owner, { handle: old, visibility: "PUBLIC" });
    await putPage(owner, { handle: next, visibility: "PUBLIC" });
    expect((await getPage(owner)).json().data.handle).toBe(next);

    advanceClock(89 * DAY);
    [owner, other] = await Promise.all([signedInAgain(owner), signedInAgain(other)]);
    expect((await availability(other, old)).json().data).toEqual({
      handle: old,
      available: false,
      reason: "That handle is taken. Choose another one.",
    });
    expect((await putPage(other, { handle: old, visibility: "PUBLIC" })).statusCode).toBe(409);
    // Its owner may go back to it at any time: it is theirs.
    expect((await availability(owner, old)).json().data).toEqual({ handle: old, available: true });

    advanceClock(DAY + 1000);
    [owner, other] = await Promise.all([signedInAgain(owner), signedInAgain(other)]);
    expect((await availability(other, old)).json().data).toEqual({ handle: old, available: true });
    const taken = await putPage(other, { handle: old, visibility: "SIGNED_IN" });
    expect(taken.statusCode).toBe(200);
    expect((await getPage(owner)).json().data.handle).toBe(next);
  });

  it("gives a person their old handle back, the newer one then redirecting", async () => {
    const person = await createUser(t.app);
    const [first, second] = [fresh("first"), fresh("second")];
    await putPage(person, { handle: first, visibility: "PUBLIC" });
    await putPage(person, { handle: second, visibility: "PUBLIC" });
    const back = await putPage(person, { handle: first, visibility: "PUBLIC" });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.handle).toBe(first);
    const rows = await t.app.ctx.db.select().from(handles).where(eq(handles.userId, person.user.id));
    expect(rows.map((row) => [row.handle, row.retiredAt === null]).sort()).toEqual(
      [
        [first, true],
        [second, false],
      ].sort(),
    );
  });

  it("asks to sign in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/users/me/public-page" });
    expect(res.statusCode).toBe(401);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/public-page",
      payload: { handle: fresh("anon"), visibility: "PUBLIC" },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe("GET /api/handles/availability", () => {
  it("says whether a handle is free, and why not in a sentence", async () => {
    const person = await createUser(t.app);
    const other = await createUser(t.app);
    const handle = fresh("free");
    expect((await availability(person, handle.toUpperCase())).json().data).toEqual({ handle, available: true });
    await putPage(other, { handle, visibility: "PUBLIC" });
    const res = await availability(person, handle);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.json().data).toEqual({ handle, available: false, reason: "That handle is taken. Choose another one." });
    expect((await availability(other, handle)).json().data.available).toBe(true);
    expect((await availability(person, "ab")).json().data).toEqual({
      handle: "ab",
      available: false,
      reason: "A handle needs at least 3 characters.",
    });
    expect((await availability(person, "support")).json().data).toMatchObject({
      available: false,
      reason: '"support" is reserved. Choose another handle.',
    });
  });

  it("refuses a missing handle with a field error, not a 500", async () => {
    const person = await createUser(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/handles/availability", headers: person.authHeader });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("handle");
  });
});
