import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { block, hide } from "../../../test/safety-enforcement";
import { createUser, type TestUser } from "../../../test/users";
import { describePortfolioItem, describeTeam } from "./moderation";
import { call, createTeam, freelancer, teamWithRoles } from "./testing";

/*
 * Trust and safety in teams (decision 0092): a block either way stops a team invitation, and
 * moderation hides a team from lists, search and suggestions (its page 404 to all but members and
 * admins) and a portfolio item from the portfolio.
 */

const t = await createTestApp();
afterAll(() => t.close());

async function ids(user: TestUser, url: string) {
  const res = await call(t.app, user, { method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ id: string }>).map((item) => item.id);
}

async function addItem(team: { id: string }, owner: TestUser, title: string) {
  const res = await call(t.app, owner, {
    method: "POST",
    url: `/api/teams/${team.id}/portfolio`,
    payload: { title, description: "A booking site in React.", tags: ["React"] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

describe("team invitations under a block", () => {
  it("refuses inviting someone who blocked the inviter, or whom the inviter blocked", async () => {
    const owner = await freelancer(t.app, "Olivia Owner");
    const team = await createTeam(t.app, owner);
    const blocker = await freelancer(t.app, "Bina Blocker");
    const blocked = await freelancer(t.app, "Bala Blocked");
    await block(t.app, blocker.user.id, owner.user.id);
    await block(t.app, owner.user.id, blocked.user.id);
    for (const invitee of [blocker, blocked]) {
      const res = await call(t.app, owner, {
        method: "POST",
        url: `/api/teams/${team.id}/invitations`,
        payload: { userId: invitee.user.id },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", message: "You can't invite this person." });
    }
    const fine = await call(t.app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: (await freelancer(t.app, "Nina Fine")).user.id },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe("a team moderation hid", () => {
  it("leaves the list, search and suggestions; its page answers 404 but to members and admins", async () => {
    const { team, member, outsider } = await teamWithRoles(t.app, { name: "Quokka Builders", skills: ["Elixir"] });
    const admin = await createUser(t.app, { role: "ADMIN" });
    const seeker = await freelancer(t.app, "Sid Seeker", ["Elixir"]);
    expect(await ids(seeker, "/api/teams?q=Quokka")).toEqual([team.id]);
    expect(await ids(seeker, "/api/teams/suggested")).toContain(team.id);

    await hide(t.app, "TEAM", team.id);
    expect(await ids(seeker, "/api/teams")).not.toContain(team.id);
    expect(await ids(seeker, "/api/teams?q=Quokka")).toEqual([]);
    expect(await ids(seeker, "/api/teams/suggested")).not.toContain(team.id);
    const url = `/api/teams/${team.id}`;
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(404);
    expect((await call(t.app, seeker, { method: "GET", url })).statusCode).toBe(404);
    expect((await call(t.app, member, { method: "GET", url })).statusCode).toBe(200);
    expect((await call(t.app, admin, { method: "GET", url })).statusCode).toBe(200);
    expect(await ids(member, "/api/teams/mine")).toContain(team.id);

    await hide(t.app, "TEAM", team.id, true);
    expect(await ids(seeker, "/api/teams?q=Quokka")).toEqual([team.id]);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(200);
  });
});

describe("a portfolio item moderation hid", () => {
  it("leaves the portfolio for everyone, and the rest can still be reordered", async () => {
    const { team, owner, outsider } = await teamWithRoles(t.app);
    const a = await addItem(team, owner, "Alpha");
    const b = await addItem(team, owner, "Beta");
    const c = await addItem(team, owner, "Gamma");
    await hide(t.app, "PORTFOLIO_ITEM", b.id);
    const url = `/api/teams/${team.id}/portfolio`;
    expect(await ids(outsider, url)).toEqual([a.id, c.id]);
    expect(await ids(owner, url)).toEqual([a.id, c.id]);
    const reordered = await call(t.app, owner, {
      method: "PUT",
      url: `${url}/order`,
      payload: { itemIds: [c.id, a.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await ids(outsider, url)).toEqual([c.id, a.id]);
    await hide(t.app, "PORTFOLIO_ITEM", b.id, true);
    expect(await ids(outsider, url)).toHaveLength(3);
  });
});

describe("reporting a team or a portfolio item", () => {
  it("describes them to whoever may see the team, owned by the team's owner", async () => {
    const { team, owner, outsider } = await teamWithRoles(t.app, { name: "Report Crew" });
    const item = await addItem(team, owner, "Booking site");
    expect(await describeTeam(t.app.ctx, team.id, outsider.user.id)).toMatchObject({
      ownerId: owner.user.id,
      label: "Report Crew",
    });
    expect(await describePortfolioItem(t.app.ctx, item.id, outsider.user.id)).toMatchObject({
      ownerId: owner.user.id,
      label: "Booking site",
    });
    const hidden = await teamWithRoles(t.app, { name: "Private Crew", visibility: "PRIVATE" });
    const privateItem = await addItem(hidden.team, hidden.owner, "Secret");
    expect(await describeTeam(t.app.ctx, hidden.team.id, outsider.user.id)).toBeNull();
    expect(await describePortfolioItem(t.app.ctx, privateItem.id, outsider.user.id)).toBeNull();
    expect(await describeTeam(t.app.ctx, hidden.team.id, null)).not.toBeNull();
    expect(await describeTeam(t.app.ctx, crypto.randomUUID(), null)).toBeNull();
  });
});
