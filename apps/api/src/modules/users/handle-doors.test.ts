import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { handles } from "../../db/schema/users-handles";
import { advanceClock, now, resetClock } from "../../lib/clock";
import { withTransaction } from "../../lib/transaction";
import { handleOfTeam, publicTeamHandlesPage, setTeamHandle, teamByHandle } from "../teams/index";
import { createTeam, freelancer } from "../teams/testing";
import { handleOfUser, publicHandlesPage, releaseHandle, setPublicPage, userByHandle } from "./index";

/*
 * The doors the public pages read (decision 0095): what a handle leads to at a moment, a person's
 * and a team's handle, and the sitemap's pages.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;
/** A handle no other test of this file uses. */
const fresh = (stem: string) => `${stem}-${Date.now().toString(36)}${(serial++).toString(36)}`;

describe("userByHandle and handleOfUser", () => {
  it("finds a person by their handle in any case, with their visibility, listed while active", async () => {
    const person = await createUser(t.app);
    const handle = fresh("asha");
    await setPublicPage(t.app.ctx, { userId: person.user.id, handle: handle.toUpperCase(), visibility: "SIGNED_IN" });
    expect(await userByHandle(t.app.ctx, handle.toUpperCase(), now())).toEqual({
      kind: "found",
      userId: person.user.id,
      handle,
      visibility: "SIGNED_IN",
      listed: true,
    });
    expect(await handleOfUser(t.app.ctx, person.user.id)).toEqual({ handle, visibility: "SIGNED_IN" });
    expect(await userByHandle(t.app.ctx, fresh("nobody"), now())).toBeNull();
  });

  it("still resolves a suspended or moderation-hidden person, saying they are not listed", async () => {
    const suspended = await createUser(t.app, { status: "SUSPENDED" });
    const hidden = await createUser(t.app);
    const [a, b] = [fresh("gone"), fresh("hid")];
    await setPublicPage(t.app.ctx, { userId: suspended.user.id, handle: a, visibility: "PUBLIC" });
    await setPublicPage(t.app.ctx, { userId: hidden.user.id, handle: b, visibility: "PUBLIC" });
    await t.app.ctx.db.update(users).set({ hiddenAt: now() }).where(eq(users.id, hidden.user.id));
    expect(await userByHandle(t.app.ctx, a, now())).toMatchObject({ kind: "found", listed: false });
    expect(await userByHandle(t.app.ctx, b, now())).toMatchObject({ kind: "found", listed: false });
  });

  it("redirects an old handle to the new one for 90 days, then forgets it", async () => {
    const person = await createUser(t.app);
    const [first, second, third] = [fresh("one"), fresh("two"), fresh("three")];
    await setPublicPage(t.app.ctx, { userId: person.user.id, handle: first, visibility: "PUBLIC" });
    await setPublicPage(t.app.ctx, { userId: person.user.id, handle: second, visibility: "PUBLIC" });
    advanceClock(10 * DAY);
    await setPublicPage(t.app.ctx, { userId: person.user.id, handle: third, visibility: "PUBLIC" });
    // Every old handle leads straight to the newest, never through a chain.
    expect(await userByHandle(t.app.ctx, first, now())).toEqual({ kind: "moved", handle: third });
    expect(await userByHandle(t.app.ctx, second, now())).toEqual({ kind: "moved", handle: third });
    const [row] = await t.app.ctx.db.select().from(handles).where(eq(handles.handle, first));
    const retiredAt = row!.retiredAt!.getTime();
    expect(await userByHandle(t.app.ctx, first, new Date(retiredAt + 90 * DAY - 1))).toEqual({
      kind: "moved",
      handle: third,
    });
    expect(await userByHandle(t.app.ctx, first, new Date(retiredAt + 90 * DAY))).toBeNull();
    expect(await handleOfUser(t.app.ctx, person.user.id)).toEqual({ handle: third, visibility: "PUBLIC" });
  });

  it("answers null for a team's handle, and teamByHandle null for a person's", async () => {
    const owner = await freelancer(t.app, "Team Owner");
    const team = await createTeam(t.app, owner);
    const [teamHandle, personHandle] = [fresh("crew"), fresh("solo")];
    await setTeamHandle(t.app.ctx, { teamId: team.id, viewerId: owner.user.id, handle: teamHandle });
    await setPublicPage(t.app.ctx, { userId: owner.user.id, handle: personHandle, visibility: "PUBLIC" });
    expect(await userByHandle(t.app.ctx, teamHandle, now())).toBeNull();
    expect(await teamByHandle(t.app.ctx, personHandle, now())).toBeNull();
  });

  it("releaseHandle frees the handle and its redirects for anyone at once", async () => {
    const leaving = await createUser(t.app);
    const next = await createUser(t.app);
    const [old, current] = [fresh("old"), fresh("cur")];
    await setPublicPage(t.app.ctx, { userId: leaving.user.id, handle: old, visibility: "PUBLIC" });
    await setPublicPage(t.app.ctx, { userId: leaving.user.id, handle: current, visibility: "PUBLIC" });
    await withTransaction(t.app.ctx, (txCtx) => releaseHandle(txCtx, leaving.user.id));
    expect(await handleOfUser(t.app.ctx, leaving.user.id)).toBeNull();
    expect(await userByHandle(t.app.ctx, old, now())).toBeNull();
    await setPublicPage(t.app.ctx, { userId: next.user.id, handle: old, visibility: "PUBLIC" });
    expect(await userByHandle(t.app.ctx, old, now())).toMatchObject({ kind: "found", userId: next.user.id });
  });
});

describe("teamByHandle and handleOfTeam", () => {
  it("finds a team by its handle, and redirects its old handle; handleOfTeam says a PRIVATE one is HIDDEN", async () => {
    const owner = await freelancer(t.app, "Crew Owner");
    const team = await createTeam(t.app, owner, { visibility: "PRIVATE" });
    const [first, second] = [fresh("pix"), fresh("pixel")];
    await setTeamHandle(t.app.ctx, { teamId: team.id, viewerId: owner.user.id, handle: first });
    expect(await teamByHandle(t.app.ctx, first, now())).toEqual({ kind: "found", teamId: team.id, handle: first });
    await setTeamHandle(t.app.ctx, { teamId: team.id, viewerId: owner.user.id, handle: second });
    expect(await teamByHandle(t.app.ctx, first, now())).toEqual({ kind: "moved", handle: second });
    expect(await handleOfTeam(t.app.ctx, team.id)).toEqual({ handle: second, visibility: "HIDDEN" });
  });
});

describe("the sitemap pages", () => {
  it("lists PUBLIC, active, unhidden people with a handle, in handle order, a page at a time", async () => {
    const stem = fresh("zz-site");
    const make = async (
      suffix: string,
      visibility: "PUBLIC" | "SIGNED_IN" | "HIDDEN",
      role = "FREELANCER" as const,
    ) => {
      const person = await createUser(t.app, { role });
      await setPublicPage(t.app.ctx, { userId: person.user.id, handle: `${stem}-${suffix}`, visibility });
      return person;
    };
    await make("a", "PUBLIC");
    await make("b", "SIGNED_IN");
    await make("c", "HIDDEN");
    const suspended = await make("d", "PUBLIC");
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, suspended.user.id));
    const company = await createUser(t.app, { role: "COMPANY" });
    await setPublicPage(t.app.ctx, { userId: company.user.id, handle: `${stem}-e`, visibility: "PUBLIC" });
    await make("f", "PUBLIC");

    const walk: string[] = [];
    let after: string | null = stem;
    for (;;) {
      const page = await publicHandlesPage(t.app.ctx, { after, limit: 2 });
      walk.push(...page.map((row) => row.handle).filter((handle) => handle.startsWith(stem)));
      if (page.length < 2) break;
      after = page[page.length - 1]!.handle;
    }
    expect(walk).toEqual([`${stem}-a`, `${stem}-e`, `${stem}-f`]);
    const [first] = await publicHandlesPage(t.app.ctx, { after: stem, limit: 1 });
    expect(first).toMatchObject({ handle: `${stem}-a`, role: "FREELANCER" });
    expect(first?.updatedAt).toBeInstanceOf(Date);
  });

  it("lists PUBLIC, unhidden teams with a handle, filling each page past the ones left out", async () => {
    const owner = await freelancer(t.app, "Many Teams");
    const stem = fresh("zz-team");
    const names = ["a", "b", "c", "d", "e"];
    for (const [index, suffix] of names.entries()) {
      const team = await createTeam(t.app, owner, {
        name: `Team ${suffix}`,
        visibility: index === 1 || index === 2 ? "PRIVATE" : "PUBLIC",
      });
      await setTeamHandle(t.app.ctx, { teamId: team.id, viewerId: owner.user.id, handle: `${stem}-${suffix}` });
    }
    const page = await publicTeamHandlesPage(t.app.ctx, { after: stem, limit: 2 });
    expect(page.map((row) => row.handle)).toEqual([`${stem}-a`, `${stem}-d`]);
    const rest = await publicTeamHandlesPage(t.app.ctx, { after: `${stem}-d`, limit: 2 });
    expect(rest.map((row) => row.handle).filter((handle) => handle.startsWith(stem))).toEqual([`${stem}-e`]);
    const rows = await t.app.ctx.db
      .select()
      .from(handles)
      .where(eq(handles.handle, `${stem}-b`));
    expect(rows).toHaveLength(1);
  });
});
