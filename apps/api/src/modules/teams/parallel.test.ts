import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { applyBody, postTask } from "../tasks/testing";
import { call, freelancer, teamWithRoles } from "./testing";

/*
 * Races on one team (decisions 0039, 0040): requests that arrive together queue on the team row
 * or the per-team transaction lock, so exactly one wins and the other gets a 409 with a sentence.
 * On PGlite they run one after the other; on PostgreSQL (TEST_DATABASE=postgres) truly at once.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function statuses(responses: { statusCode: number }[]) {
  return responses.map((res) => res.statusCode).sort();
}

describe("parallel requests on one team", () => {
  it("two admins applying for the team to one task: one 201, one 409", async () => {
    const { app } = testApp;
    const { team, owner, admin, company } = await teamWithRoles(app);
    const task = await postTask(app, company);
    const both = await Promise.all(
      [owner, admin].map((person) =>
        call(app, person, {
          method: "POST",
          url: `/api/tasks/${task.id}/applications`,
          payload: applyBody({ teamId: team.id }),
        }),
      ),
    );
    expect(statuses(both)).toEqual([201, 409]);
  });

  it("the same invitation sent twice at once: one 201, one 409", async () => {
    const { app } = testApp;
    const { team, owner, admin } = await teamWithRoles(app);
    const invitee = await freelancer(app, "Twice Invited");
    const both = await Promise.all(
      [owner, admin].map((person) =>
        call(app, person, {
          method: "POST",
          url: `/api/teams/${team.id}/invitations`,
          payload: { userId: invitee.user.id },
        }),
      ),
    );
    expect(statuses(both)).toEqual([201, 409]);
  });

  it("accept and cancel of one invitation at once: exactly one wins", async () => {
    const { app } = testApp;
    const { team, owner } = await teamWithRoles(app);
    const invitee = await freelancer(app, "Racing Invitee");
    const sent = await call(app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: invitee.user.id },
    });
    const id = sent.json().data.id;
    const [accept, cancel] = await Promise.all([
      call(app, invitee, { method: "POST", url: `/api/team-invitations/${id}/accept` }),
      call(app, owner, { method: "DELETE", url: `/api/team-invitations/${id}` }),
    ]);
    expect(statuses([accept, cancel])).toEqual([200, 409]);
    const page = await call(app, owner, { method: "GET", url: `/api/teams/${team.id}` });
    expect(page.json().data.memberCount).toBe(accept.statusCode === 200 ? 4 : 3);
  });

  it("two admins answering one join request at once: one approves or rejects, the other gets 409", async () => {
    const { app } = testApp;
    const { team, owner, admin } = await teamWithRoles(app);
    const asker = await freelancer(app, "Racing Asker");
    const asked = await call(app, asker, { method: "POST", url: `/api/teams/${team.id}/join-requests`, payload: {} });
    const id = asked.json().data.id;
    const both = await Promise.all([
      call(app, owner, { method: "POST", url: `/api/join-requests/${id}/approve` }),
      call(app, admin, { method: "POST", url: `/api/join-requests/${id}/reject` }),
    ]);
    expect(statuses(both)).toEqual([200, 409]);
  });

  it("two transfers of ownership at once leave exactly one owner", async () => {
    const { app } = testApp;
    const { team, owner, admin, member } = await teamWithRoles(app);
    const both = await Promise.all(
      [admin, member].map((person) =>
        call(app, owner, {
          method: "POST",
          url: `/api/teams/${team.id}/transfer-ownership`,
          payload: { userId: person.user.id },
        }),
      ),
    );
    expect(statuses(both)).toEqual([200, 403]);
    const page = await call(app, admin, { method: "GET", url: `/api/teams/${team.id}` });
    const owners = page.json().data.members.filter((m: { role: string }) => m.role === "OWNER");
    expect(owners).toHaveLength(1);
  });
});
