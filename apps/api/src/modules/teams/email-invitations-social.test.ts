import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { teamEmailInvitations } from "../../db/schema/teams";
import { newIdentity, signInWith, socialTestAppForTests } from "../auth/social/testing";
import { bearer, registerUser, uniqueEmail } from "../auth/testing";
import { call, teamWithRoles } from "./testing";

/*
 * An invitation to an address (decision 0097) for someone who signs up through a provider: the
 * provider proves the address, but the person chooses their role afterwards, so the invitation
 * waits for that choice — a freelancer's becomes theirs, a company's is dropped.
 */

const t = socialTestAppForTests();

async function invited(): Promise<{ teamId: string; owner: TestUser; email: string }> {
  const { team, owner } = await teamWithRoles(t.app);
  const email = uniqueEmail("provider-newcomer");
  const res = await call(t.app, owner, {
    method: "POST",
    url: `/api/teams/${team.id}/invitations`,
    payload: { email },
  });
  expect(res.statusCode).toBe(201);
  return { teamId: team.id, owner, email: email.toLowerCase() };
}

async function statusOf(email: string) {
  const [row] = await t.app.ctx.db
    .select({ status: teamEmailInvitations.status })
    .from(teamEmailInvitations)
    .where(eq(teamEmailInvitations.email, email));
  return row?.status;
}

function chooseRole(accessToken: string, role: "FREELANCER" | "COMPANY") {
  return t.app.inject({ method: "PUT", url: "/api/user/role", headers: bearer(accessToken), payload: { role } });
}

async function myInvitations(accessToken: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/teams/invitations/mine", headers: bearer(accessToken) });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as Array<{ team: { id: string }; inviter: { id: string } }>;
}

describe("an invitation to an address whose owner signs up through a provider", () => {
  it("waits for the role, and becomes a freelancer's invitation with its notification", async () => {
    const { teamId, owner, email } = await invited();
    const signIn = await signInWith(t.app, t.providers.google, newIdentity({ email }));
    expect(signIn.statusCode).toBe(200);
    const { accessToken, user } = signIn.json().data as { accessToken: string; user: { id: string; role: null } };
    expect(user.role).toBeNull();
    expect(await statusOf(email)).toBe("PENDING");

    expect((await chooseRole(accessToken, "FREELANCER")).statusCode).toBe(200);
    expect(await statusOf(email)).toBe("CONVERTED");
    const mine = await myInvitations(accessToken);
    expect(mine).toMatchObject([{ team: { id: teamId }, inviter: { id: owner.user.id } }]);
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((note) => note.type)).toContain("TEAM_INVITATION");
  });

  it("is dropped when they choose to hire", async () => {
    const { email } = await invited();
    const signIn = await signInWith(t.app, t.providers.github, newIdentity({ email }));
    const { accessToken } = signIn.json().data as { accessToken: string };
    expect((await chooseRole(accessToken, "COMPANY")).statusCode).toBe(200);
    expect(await statusOf(email)).toBe("DROPPED");
  });

  it("waits through a sign-up that never proved the address, and goes to the provider's owner", async () => {
    const { teamId, email } = await invited();
    // Someone registers the address with a password and never enters the mailed code.
    await registerUser(t.app, { email, role: "FREELANCER" });
    expect(await statusOf(email)).toBe("PENDING");
    const signIn = await signInWith(t.app, t.providers.linkedin, newIdentity({ email }));
    expect(signIn.json().data.isNewUser).toBe(false);
    const { accessToken } = signIn.json().data as { accessToken: string };
    expect(await statusOf(email)).toBe("PENDING");
    expect((await chooseRole(accessToken, "FREELANCER")).statusCode).toBe(200);
    expect((await myInvitations(accessToken)).map((item) => item.team.id)).toEqual([teamId]);
  });
});
