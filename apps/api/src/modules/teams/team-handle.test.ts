import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { addMember, call, createTeam, freelancer } from "./testing";

/*
 * A team's handle (decision 0095): chosen by its owner and admins, shown in the team's view, in
 * the one namespace it shares with people.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const fresh = (stem: string) => `${stem}-${Date.now().toString(36)}${(serial++).toString(36)}`;

const setHandle = (user: TestUser, teamId: string, handle: string) =>
  call(t.app, user, { method: "PUT", url: `/api/teams/${teamId}/handle`, payload: { handle } });

describe("PUT /api/teams/{id}/handle", () => {
  it("lets the owner and an admin choose the handle, shown in the team's view", async () => {
    const owner = await freelancer(t.app, "Owner Handle");
    const admin = await freelancer(t.app, "Admin Handle");
    const team = await createTeam(t.app, owner);
    await addMember(t.app, team.id, owner, admin, "ADMIN");
    const before = await call(t.app, owner, { method: "GET", url: `/api/teams/${team.id}` });
    expect(before.json().data.handle).toBeNull();

    const handle = fresh("pixel-crew");
    const res = await setHandle(owner, team.id, handle.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "The team's handle has been saved.",
      data: { handle, url: `${t.config.appUrl}/t/${handle}` },
    });
    const byAdmin = fresh("pixels");
    expect((await setHandle(admin, team.id, byAdmin)).statusCode).toBe(200);
    const view = await call(t.app, owner, { method: "GET", url: `/api/teams/${team.id}` });
    expect(view.json().data.handle).toBe(byAdmin);
    const mine = await call(t.app, owner, { method: "GET", url: "/api/teams/mine" });
    const listed = mine.json().data.items.find((item: { id: string }) => item.id === team.id);
    expect(listed.handle).toBe(byAdmin);
  });

  it("refuses a member, another freelancer and a company with 403, and a private team's outsider with 404", async () => {
    const owner = await freelancer(t.app, "Owner Refuses");
    const member = await freelancer(t.app, "Member Refused");
    const team = await createTeam(t.app, owner);
    await addMember(t.app, team.id, owner, member, "MEMBER");
    const handle = fresh("no-entry");
    const asMember = await setHandle(member, team.id, handle);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe("Only the team's owner and admins can edit the team.");
    expect((await setHandle(await freelancer(t.app, "Stranger"), team.id, handle)).statusCode).toBe(403);
    expect((await setHandle(await createUser(t.app, { role: "COMPANY" }), team.id, handle)).statusCode).toBe(403);

    const secret = await createTeam(t.app, owner, { name: "Secret Crew", visibility: "PRIVATE" });
    expect((await setHandle(await freelancer(t.app, "Outsider"), secret.id, handle)).statusCode).toBe(404);
    const view = await call(t.app, owner, { method: "GET", url: `/api/teams/${team.id}` });
    expect(view.json().data.handle).toBeNull();
  });

  it("refuses a bad or reserved handle with a field error, and an unknown team with 404", async () => {
    const owner = await freelancer(t.app, "Owner Rules");
    const team = await createTeam(t.app, owner);
    const bad = await setHandle(owner, team.id, "teams");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: "handle", message: '"teams" is reserved. Choose another handle.' }]);
    const unknown = await setHandle(owner, "6f1d0c7e-1111-4222-8333-944455556666", fresh("lost"));
    expect(unknown.statusCode).toBe(404);
  });
});
