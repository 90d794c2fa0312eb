import { TEAM_PERMISSIONS, type TTeamAction, type TTeamRole } from "@crewlance/contracts/teams";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { addMember, call, createTeam, freelancer } from "./testing";

/*
 * Every permission of the table in contracts/teams.ts against every role (and two kinds of
 * outsider): a fresh team per case, the action tried through its endpoint, 2xx exactly where
 * the table allows it and a 403 with a sentence where it does not (decision 0038).
 */

type Actor = TTeamRole | "OUTSIDER" | "COMPANY";
const ACTORS: Actor[] = ["OWNER", "ADMIN", "MEMBER", "OUTSIDER", "COMPANY"];

type Setup = {
  app: FastifyInstance;
  teamId: string;
  people: Record<"OWNER" | "ADMIN" | "MEMBER" | "SECOND_MEMBER" | "OUTSIDER" | "COMPANY", TestUser>;
};

let testApp: TestApp;
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function setup(): Promise<Setup> {
  const app = testApp.app;
  counter += 1;
  const owner = await freelancer(app, `Owner ${counter}`);
  const admin = await freelancer(app, `Admin ${counter}`);
  const member = await freelancer(app, `Member ${counter}`);
  const second = await freelancer(app, `Second ${counter}`);
  const outsider = await freelancer(app, `Outsider ${counter}`);
  const company = await createUser(app, { role: "COMPANY" });
  const team = await createTeam(app, owner, { name: `Team ${counter}` });
  await addMember(app, team.id, owner, admin, "ADMIN");
  await addMember(app, team.id, owner, member);
  await addMember(app, team.id, owner, second);
  return {
    app,
    teamId: team.id,
    people: { OWNER: owner, ADMIN: admin, MEMBER: member, SECOND_MEMBER: second, OUTSIDER: outsider, COMPANY: company },
  };
}

/** Each action through its endpoint; `actor` acts. */
const ATTEMPTS: Partial<
  Record<TTeamAction, (s: Setup, actor: TestUser) => Promise<{ statusCode: number; body: string }>>
> = {
  edit: (s, actor) =>
    call(s.app, actor, { method: "PATCH", url: `/api/teams/${s.teamId}`, payload: { description: "New words." } }),
  invite: async (s, actor) => {
    const invitee = await freelancer(s.app, "Invitee");
    return call(s.app, actor, {
      method: "POST",
      url: `/api/teams/${s.teamId}/invitations`,
      payload: { userId: invitee.user.id },
    });
  },
  approve: async (s, actor) => {
    const asker = await freelancer(s.app, "Asker");
    const asked = await call(s.app, asker, {
      method: "POST",
      url: `/api/teams/${s.teamId}/join-requests`,
      payload: {},
    });
    expect(asked.statusCode).toBe(201);
    return call(s.app, actor, { method: "POST", url: `/api/join-requests/${asked.json().data.id}/approve` });
  },
  changeRole: (s, actor) =>
    call(s.app, actor, {
      method: "PATCH",
      url: `/api/teams/${s.teamId}/members/${s.people.SECOND_MEMBER.user.id}`,
      payload: { role: "ADMIN" },
    }),
  removeMember: (s, actor) =>
    call(s.app, actor, { method: "DELETE", url: `/api/teams/${s.teamId}/members/${s.people.SECOND_MEMBER.user.id}` }),
  transfer: (s, actor) =>
    call(s.app, actor, {
      method: "POST",
      url: `/api/teams/${s.teamId}/transfer-ownership`,
      payload: { userId: s.people.SECOND_MEMBER.user.id },
    }),
  delete: (s, actor) => call(s.app, actor, { method: "DELETE", url: `/api/teams/${s.teamId}` }),
  leave: (s, actor) => call(s.app, actor, { method: "DELETE", url: `/api/teams/${s.teamId}/members/${actor.user.id}` }),
};

describe("the permission table, action by action and role by role", () => {
  for (const [action, attempt] of Object.entries(ATTEMPTS) as [
    TTeamAction,
    NonNullable<(typeof ATTEMPTS)[TTeamAction]>,
  ][]) {
    for (const actor of ACTORS) {
      const allowed = actor !== "OUTSIDER" && actor !== "COMPANY" && TEAM_PERMISSIONS[action].includes(actor);
      it(`${action} by ${actor.toLowerCase()}: ${allowed ? "allowed" : "refused"}`, async () => {
        const s = await setup();
        const res = await attempt(s, s.people[actor]);
        if (allowed) {
          expect(res.statusCode, res.body).toBeLessThan(300);
        } else {
          // Outsiders: leaving a team one is not in is a conflict; a join request is not theirs to see.
          const outside = actor === "OUTSIDER" || actor === "COMPANY";
          const expected = outside && action === "leave" ? 409 : outside && action === "approve" ? 404 : 403;
          expect(res.statusCode, res.body).toBe(expected);
          expect(JSON.parse(res.body).message).toMatch(/\.$/);
        }
      });
    }
  }

  it("lets an admin remove a member but not another admin or the owner; the owner cannot be demoted", async () => {
    const s = await setup();
    const { app, teamId, people } = s;
    const promote = await call(app, people.OWNER, {
      method: "PATCH",
      url: `/api/teams/${teamId}/members/${people.MEMBER.user.id}`,
      payload: { role: "ADMIN" },
    });
    expect(promote.statusCode).toBe(200);
    const removeAdmin = await call(app, people.ADMIN, {
      method: "DELETE",
      url: `/api/teams/${teamId}/members/${people.MEMBER.user.id}`,
    });
    expect(removeAdmin.statusCode).toBe(403);
    expect(removeAdmin.json().message).toBe("Only the team's owner can remove an admin.");
    const removeOwner = await call(app, people.ADMIN, {
      method: "DELETE",
      url: `/api/teams/${teamId}/members/${people.OWNER.user.id}`,
    });
    expect(removeOwner.statusCode).toBe(403);
    const demoteOwner = await call(app, people.OWNER, {
      method: "PATCH",
      url: `/api/teams/${teamId}/members/${people.OWNER.user.id}`,
      payload: { role: "MEMBER" },
    });
    expect(demoteOwner.statusCode).toBe(403);
    expect(demoteOwner.json().message).toBe("The owner cannot be changed: transfer ownership first.");
    const removeMember = await call(app, people.ADMIN, {
      method: "DELETE",
      url: `/api/teams/${teamId}/members/${people.SECOND_MEMBER.user.id}`,
    });
    expect(removeMember.statusCode).toBe(200);
  });

  it("lets a member change their own title but not another's; admins change any title", async () => {
    const { app, teamId, people } = await setup();
    const own = await call(app, people.MEMBER, {
      method: "PATCH",
      url: `/api/teams/${teamId}/members/${people.MEMBER.user.id}`,
      payload: { title: "Frontend lead" },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ title: "Frontend lead", role: "MEMBER" });
    const other = await call(app, people.MEMBER, {
      method: "PATCH",
      url: `/api/teams/${teamId}/members/${people.SECOND_MEMBER.user.id}`,
      payload: { title: "Intern" },
    });
    expect(other.statusCode).toBe(403);
    const byAdmin = await call(app, people.ADMIN, {
      method: "PATCH",
      url: `/api/teams/${teamId}/members/${people.SECOND_MEMBER.user.id}`,
      payload: { title: "Designer" },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("transfers ownership: the old owner becomes an admin and may then leave; the new owner may not", async () => {
    const { app, teamId, people } = await setup();
    const ownerLeaves = await call(app, people.OWNER, {
      method: "DELETE",
      url: `/api/teams/${teamId}/members/${people.OWNER.user.id}`,
    });
    expect(ownerLeaves.statusCode).toBe(403);
    expect(ownerLeaves.json().message).toBe(
      "The owner cannot leave the team: transfer ownership to another member first.",
    );
    const outsiderTarget = await call(app, people.OWNER, {
      method: "POST",
      url: `/api/teams/${teamId}/transfer-ownership`,
      payload: { userId: people.OUTSIDER.user.id },
    });
    expect(outsiderTarget.statusCode).toBe(404);
    const transferred = await call(app, people.OWNER, {
      method: "POST",
      url: `/api/teams/${teamId}/transfer-ownership`,
      payload: { userId: people.MEMBER.user.id },
    });
    expect(transferred.statusCode).toBe(200);
    const roles = Object.fromEntries(
      (transferred.json().data.members as { userId: string; role: string }[]).map((m) => [m.userId, m.role]),
    );
    expect(roles[people.MEMBER.user.id]).toBe("OWNER");
    expect(roles[people.OWNER.user.id]).toBe("ADMIN");
    expect(transferred.json().data.owner.id).toBe(people.MEMBER.user.id);
    const leaves = await call(app, people.OWNER, {
      method: "DELETE",
      url: `/api/teams/${teamId}/members/${people.OWNER.user.id}`,
    });
    expect(leaves.statusCode).toBe(200);
    const after = await call(app, people.MEMBER, { method: "GET", url: `/api/teams/${teamId}` });
    expect(after.json().data.memberCount).toBe(3);
  });
});

describe("who is told", () => {
  it("a member leaving tells the owner and each admin; deleting the team tells each other member", async () => {
    const { app, teamId, people } = await setup();
    const linksOf = async (person: TestUser, type: string) => {
      const res = await call(app, person, { method: "GET", url: "/api/notifications?limit=100" });
      const items = res.json().data.items as { type: string; link: string | null }[];
      return items.filter((item) => item.type === type).map((item) => item.link);
    };
    const leaving = `/api/teams/${teamId}/members/${people.MEMBER.user.id}`;
    expect((await call(app, people.MEMBER, { method: "DELETE", url: leaving })).statusCode).toBe(200);
    for (const manager of [people.OWNER, people.ADMIN]) {
      expect(await linksOf(manager, "TEAM_MEMBER_LEFT")).toEqual([`/team/${teamId}`]);
    }
    expect(await linksOf(people.SECOND_MEMBER, "TEAM_MEMBER_LEFT")).toEqual([]);
    expect((await call(app, people.OWNER, { method: "DELETE", url: `/api/teams/${teamId}` })).statusCode).toBe(200);
    for (const member of [people.ADMIN, people.SECOND_MEMBER]) {
      expect(await linksOf(member, "TEAM_DELETED")).toEqual(["/team"]);
    }
    for (const notTold of [people.OWNER, people.MEMBER]) expect(await linksOf(notTold, "TEAM_DELETED")).toEqual([]);
  });
});
