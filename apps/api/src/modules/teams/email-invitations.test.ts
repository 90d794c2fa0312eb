import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { accessTokenFor, type TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { teamEmailInvitations } from "../../db/schema/teams";
import { advanceClock, resetClock } from "../../lib/clock";
import { bearer, latestMail, registerVerifiedUser, uniqueEmail } from "../auth/testing";
import { call, teamWithRoles } from "./testing";

/*
 * Invitations to an email nobody uses yet (decision 0097): stored and mailed, turned into a normal
 * invitation when a freelancer signs up and verifies that address, dropped for a company, cancelled
 * by the team, one per address even when two arrive at once, and at most 20 a day per team.
 */

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

function invite(user: TestUser, teamId: string, email: string) {
  return call(t.app, user, { method: "POST", url: `/api/teams/${teamId}/invitations`, payload: { email } });
}

async function myInvitations(accessToken: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/teams/invitations/mine", headers: bearer(accessToken) });
  return res.json().data.items as Array<{ team: { id: string }; inviter: { id: string } }>;
}

describe("email invitations", () => {
  it("stores and mails an invitation, lists it for the team, and a freelancer's sign-up turns it into an invitation", async () => {
    const { team, owner } = await teamWithRoles(t.app);
    const email = uniqueEmail("newcomer");
    const res = await invite(owner, team.id, `  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      teamId: team.id,
      email: email.toLowerCase(),
      status: "PENDING_SIGN_UP",
      inviter: { id: owner.user.id, fullName: "Olivia Owner" },
    });
    expect(res.json().message).toBe(`We emailed ${email.toLowerCase()} an invitation to join Crewlance.`);
    const mail = await latestMail(t.app, email.toLowerCase());
    expect(mail?.subject).toBe("Olivia Owner invited you to join Pixel Crew on Crewlance");
    expect(mail?.text).toContain(`${t.config.appUrl}/auth/signup?next=%2Fteam`);

    const listed = await call(t.app, owner, { method: "GET", url: `/api/teams/${team.id}/email-invitations` });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["cache-control"]).toBe("no-store");
    expect(listed.json().data.items.map((item: { email: string }) => item.email)).toEqual([email.toLowerCase()]);

    const session = await registerVerifiedUser(t.app, { email, role: "FREELANCER", fullName: "Nisha New" });
    const mine = await myInvitations(session.accessToken);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ team: { id: team.id }, inviter: { id: owner.user.id } });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, session.user.id));
    expect(notes.map((note) => note.type)).toContain("TEAM_INVITATION");
    const after = await call(t.app, owner, { method: "GET", url: `/api/teams/${team.id}/email-invitations` });
    expect(after.json().data.items).toEqual([]);
  });

  it("drops the invitation when the address signs up as a company", async () => {
    const { team, owner } = await teamWithRoles(t.app);
    const email = uniqueEmail("buyer");
    expect((await invite(owner, team.id, email)).statusCode).toBe(201);
    const session = await registerVerifiedUser(t.app, { email, role: "COMPANY" });
    expect(await myInvitations(session.accessToken)).toEqual([]);
    const [row] = await t.app.ctx.db
      .select({ status: teamEmailInvitations.status })
      .from(teamEmailInvitations)
      .where(eq(teamEmailInvitations.email, email.toLowerCase()));
    expect(row?.status).toBe("DROPPED");
  });

  it("does not turn an expired invitation into one", async () => {
    const { team, owner } = await teamWithRoles(t.app);
    const email = uniqueEmail("late");
    expect((await invite(owner, team.id, email)).statusCode).toBe(201);
    advanceClock(15 * DAY);
    const session = await registerVerifiedUser(t.app, { email, role: "FREELANCER" });
    expect(await myInvitations(session.accessToken)).toEqual([]);
  });

  it("lets the team cancel a waiting invitation, and nobody else", async () => {
    const { team, owner, admin, member, outsider } = await teamWithRoles(t.app);
    const email = uniqueEmail("cancelled");
    const id = (await invite(owner, team.id, email)).json().data.id;
    const url = `/api/teams/${team.id}/email-invitations/${id}`;
    expect((await call(t.app, member, { method: "DELETE", url })).statusCode).toBe(403);
    expect((await call(t.app, outsider, { method: "DELETE", url })).statusCode).toBe(403);
    expect(
      (await call(t.app, member, { method: "GET", url: `/api/teams/${team.id}/email-invitations` })).statusCode,
    ).toBe(403);
    expect((await invite(member, team.id, uniqueEmail())).statusCode).toBe(403);
    const cancelled = await call(t.app, admin, { method: "DELETE", url });
    expect(cancelled.statusCode).toBe(200);
    expect((await call(t.app, admin, { method: "DELETE", url })).statusCode).toBe(404);
    const session = await registerVerifiedUser(t.app, { email, role: "FREELANCER" });
    expect(await myInvitations(session.accessToken)).toEqual([]);
  });

  it("keeps one invitation when two invite the same address at once", async () => {
    const { team, owner, admin } = await teamWithRoles(t.app);
    const email = uniqueEmail("twice");
    const answers = await Promise.all([invite(owner, team.id, email), invite(admin, team.id, email)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe(
      `${email.toLowerCase()} already has a pending invitation.`,
    );
    const rows = await t.app.ctx.db
      .select()
      .from(teamEmailInvitations)
      .where(and(eq(teamEmailInvitations.teamId, team.id), eq(teamEmailInvitations.email, email.toLowerCase())));
    expect(rows).toHaveLength(1);
  });

  it("sends at most 20 email invitations a day per team", async () => {
    const { team, owner } = await teamWithRoles(t.app);
    for (let index = 0; index < 20; index += 1) {
      expect((await invite(owner, team.id, uniqueEmail(`bulk${index}`))).statusCode).toBe(201);
    }
    const refused = await invite(owner, team.id, uniqueEmail("one-more"));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("A team can email at most 20 invitations a day. Try again tomorrow.");
    advanceClock(DAY + 1000);
    const fresh = {
      ...owner,
      authHeader: bearer(await accessTokenFor(t.app, { userId: owner.user.id, role: "FREELANCER" })),
    };
    expect((await invite(fresh, team.id, uniqueEmail("next-day"))).statusCode).toBe(201);
  });
});
