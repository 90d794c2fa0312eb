import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { call, freelancer, teamWithRoles } from "./testing";

/*
 * GET /teams/{id}/invite-candidates (decision 0097): freelancers by a word of their name, without
 * members, people already invited, people blocked either way, hidden or suspended people.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/teams/{id}/invite-candidates", () => {
  it("finds freelancers by a name prefix and leaves out who may not be invited", async () => {
    const { team, owner, admin, member } = await teamWithRoles(t.app);
    const first = await freelancer(t.app, "Zoya Qureshi");
    const second = await freelancer(t.app, "Zubin Quadros");
    const invited = await freelancer(t.app, "Quincy Invited");
    const iBlocked = await freelancer(t.app, "Quentin Blocked");
    const blockedMe = await freelancer(t.app, "Querida Blocker");
    const hidden = await freelancer(t.app, "Quasar Hidden");
    const suspended = await freelancer(t.app, "Quill Suspended");
    await freelancer(t.app, "Ravi Sharma", ["Quarkus"]);
    await call(t.app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: invited.user.id },
    });
    await call(t.app, owner, { method: "PUT", url: `/api/safety/blocks/${iBlocked.user.id}` });
    await call(t.app, blockedMe, { method: "PUT", url: `/api/safety/blocks/${owner.user.id}` });
    await t.app.ctx.db.update(users).set({ hiddenAt: new Date() }).where(eq(users.id, hidden.user.id));
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, suspended.user.id));
    // Members of the team share a name prefix too: they never show.
    await t.app.ctx.db.update(users).set({ fullName: "Quinn Member" }).where(eq(users.id, member.user.id));

    const res = await call(t.app, owner, { method: "GET", url: `/api/teams/${team.id}/invite-candidates?q=qu` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const names = res
      .json()
      .data.items.map((item: { fullName: string }) => item.fullName)
      .sort();
    expect(names).toEqual(["Zoya Qureshi", "Zubin Quadros"]);
    expect(res.json().data.items.find((item: { id: string }) => item.id === first.user.id)).toEqual({
      id: first.user.id,
      fullName: "Zoya Qureshi",
      headline: "Zoya Qureshi, developer",
      avatarUrl: null,
    });

    const both = await call(t.app, admin, { method: "GET", url: `/api/teams/${team.id}/invite-candidates?q=Zu Qua` });
    expect(both.json().data.items.map((item: { id: string }) => item.id)).toEqual([second.user.id]);
    const symbols = await call(t.app, admin, {
      method: "GET",
      url: `/api/teams/${team.id}/invite-candidates?q=%27%3A*`,
    });
    expect(symbols.json().data.items).toEqual([]);
  });

  it("is for the team's owner and admins, with at least two characters", async () => {
    const { team, member, outsider, company } = await teamWithRoles(t.app);
    const url = `/api/teams/${team.id}/invite-candidates?q=ab`;
    expect((await call(t.app, member, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, company, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, null, { method: "GET", url })).statusCode).toBe(401);
    const stranger = await createUser(t.app);
    const short = await call(t.app, stranger, { method: "GET", url: `/api/teams/${team.id}/invite-candidates?q=a` });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: "q", message: "Type at least 2 letters of the name." }]);
  });
});
