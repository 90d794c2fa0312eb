import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { call, freelancer } from "../modules/teams/testing";
import { seedDemoTeams } from "./teams";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("seedDemoTeams", () => {
  it("gives the demo freelancer a team with members, a portfolio, a join request and an invitation, once", async () => {
    const { app } = testApp;
    const demo = await freelancer(app, "Priya Demo", ["React", "TypeScript"]);
    expect(await seedDemoTeams(app.ctx, { freelancerId: demo.user.id })).toBe(true);
    expect(await seedDemoTeams(app.ctx, { freelancerId: demo.user.id })).toBe(false);
    const mine = await call(app, demo, { method: "GET", url: "/api/teams/mine" });
    const [studio] = mine.json().data.items;
    expect(studio).toMatchObject({
      name: "Chai & Code Studio",
      handle: "chai-and-code",
      viewerRole: "OWNER",
      memberCount: 3,
    });
    const portfolio = await call(app, demo, { method: "GET", url: `/api/teams/${studio.id}/portfolio` });
    expect(portfolio.json().data.items).toHaveLength(3);
    const requests = await call(app, demo, { method: "GET", url: `/api/teams/${studio.id}/join-requests` });
    expect(requests.json().data.items).toHaveLength(1);
    const invitations = await call(app, demo, { method: "GET", url: "/api/teams/invitations/mine" });
    expect(invitations.json().data.items[0].team.name).toBe("Monsoon Design Collective");
    const browse = await call(app, demo, { method: "GET", url: "/api/teams" });
    expect(browse.json().data.items.map((team: { name: string }) => team.name)).not.toContain("Backend Guild");
  });
});
