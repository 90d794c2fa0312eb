import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makeImage, multipartForm } from "../../../test/multipart";
import { accessTokenFor, createUser, type TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { advanceClock, resetClock } from "../../lib/clock";
import { call, createTeam, freelancer, teamWithRoles } from "./testing";

/*
 * Every invitation and join-request path: invite by id and by email, accept, decline,
 * cancel, expiry after 14 days on a moved clock, duplicates, join requests to public teams only,
 * approve, reject, cancel; notifications for each step, linking to /team/{id}.
 */

let testApp: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

/** The user with a fresh access token: a moved clock expires the old one (15 minutes). */
async function fresh(user: TestUser): Promise<TestUser> {
  const token = await accessTokenFor(testApp.app, { userId: user.user.id, role: user.user.role });
  return { ...user, token, authHeader: { authorization: `Bearer ${token}` } };
}

async function notificationTypes(userId: string) {
  const rows = await testApp.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => ({ type: row.type, link: row.link }));
}

describe("invitations", () => {
  it("invites by email, lists it for the invitee and the team, and accepting makes a member", async () => {
    const { app } = testApp;
    const { team, owner, admin } = await teamWithRoles(app);
    const invitee = await createUser(app, { role: "FREELANCER", fullName: "Ira Invitee", email: "ira@example.test" });
    const sent = await call(app, admin, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { email: "  IRA@example.test ", message: "Join us!" },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const invitation = sent.json().data;
    expect(invitation).toMatchObject({
      status: "PENDING",
      role: "MEMBER",
      message: "Join us!",
      invitee: { id: invitee.user.id },
      inviter: { id: admin.user.id },
      team: { id: team.id, name: "Pixel Crew" },
    });
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.createdAt).getTime()).toBe(14 * DAY);
    expect(await notificationTypes(invitee.user.id)).toContainEqual({
      type: "TEAM_INVITATION",
      link: `/team/${team.id}`,
    });

    const mine = await call(app, invitee, { method: "GET", url: "/api/teams/invitations/mine" });
    expect(mine.json().data.items.map((item: { id: string }) => item.id)).toEqual([invitation.id]);
    expect(mine.json().data.pagination).toMatchObject({ totalCount: 1, currentPage: 1, totalPages: 1 });
    const teamList = await call(app, owner, { method: "GET", url: `/api/teams/${team.id}/invitations` });
    expect(teamList.json().data.items).toHaveLength(1);
    const teamPage = await call(app, invitee, { method: "GET", url: `/api/teams/${team.id}` });
    expect(teamPage.json().data).toMatchObject({ viewerInvitationId: invitation.id, viewerRole: null });

    const twice = await call(app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: invitee.user.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Ira Invitee already has a pending invitation.");

    const accepted = await call(app, invitee, { method: "POST", url: `/api/team-invitations/${invitation.id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe("ACCEPTED");
    expect(await notificationTypes(admin.user.id)).toContainEqual({
      type: "TEAM_INVITATION_ACCEPTED",
      link: `/team/${team.id}`,
    });
    const after = await call(app, invitee, { method: "GET", url: `/api/teams/${team.id}` });
    expect(after.json().data).toMatchObject({ viewerRole: "MEMBER", memberCount: 4, viewerInvitationId: null });
    const again = await call(app, invitee, { method: "POST", url: `/api/team-invitations/${invitation.id}/accept` });
    expect(again.statusCode).toBe(409);
    const member = await call(app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: invitee.user.id },
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe("Ira Invitee is already a member of this team.");
  });

  it("refuses companies, admin invitations from admins and bad bodies", async () => {
    const { app } = testApp;
    const { team, admin, company } = await teamWithRoles(app);
    const toCompany = await call(app, admin, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: company.user.id },
    });
    expect(toCompany.statusCode).toBe(422);
    const someone = await freelancer(app, "Sam Someone");
    const asAdmin = await call(app, admin, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: someone.user.id, role: "ADMIN" },
    });
    expect(asAdmin.statusCode).toBe(403);
    for (const payload of [
      {},
      { userId: someone.user.id, email: "a@b.co" },
      { email: "not an email" },
      { userId: "x" },
    ]) {
      const res = await call(app, admin, { method: "POST", url: `/api/teams/${team.id}/invitations`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it("declines, and cancels by the inviter or an admin but not by a member or the invitee", async () => {
    const { app } = testApp;
    const { team, owner, admin, member } = await teamWithRoles(app);
    const one = await freelancer(app, "Dev One");
    const two = await freelancer(app, "Dev Two");
    const invite = async (user: typeof one) =>
      (
        await call(app, owner, {
          method: "POST",
          url: `/api/teams/${team.id}/invitations`,
          payload: { userId: user.user.id },
        })
      ).json().data.id as string;
    const first = await invite(one);
    const byOther = await call(app, two, { method: "POST", url: `/api/team-invitations/${first}/decline` });
    expect(byOther.statusCode).toBe(404);
    const declined = await call(app, one, { method: "POST", url: `/api/team-invitations/${first}/decline` });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.status).toBe("DECLINED");
    expect(await notificationTypes(owner.user.id)).toContainEqual({
      type: "TEAM_INVITATION_DECLINED",
      link: `/team/${team.id}`,
    });

    const second = await invite(two);
    const byInvitee = await call(app, two, { method: "DELETE", url: `/api/team-invitations/${second}` });
    expect(byInvitee.statusCode).toBe(403);
    const byMember = await call(app, member, { method: "DELETE", url: `/api/team-invitations/${second}` });
    expect(byMember.statusCode).toBe(403);
    const byStranger = await call(app, one, { method: "DELETE", url: `/api/team-invitations/${second}` });
    expect(byStranger.statusCode).toBe(404);
    const byAdmin = await call(app, admin, { method: "DELETE", url: `/api/team-invitations/${second}` });
    expect(byAdmin.statusCode).toBe(200);
    expect(await notificationTypes(two.user.id)).toContainEqual({ type: "TEAM_INVITATION_CANCELLED", link: "/team" });
    const acceptCancelled = await call(app, two, { method: "POST", url: `/api/team-invitations/${second}/accept` });
    expect(acceptCancelled.statusCode).toBe(409);
    expect(acceptCancelled.json().message).toBe("This invitation was already cancelled.");
  });

  it("expires after 14 days on the moved clock: hidden from lists, refused on accept, and a new one can be sent", async () => {
    const { app } = testApp;
    const { team, owner: ownerBefore } = await teamWithRoles(app);
    const lateBefore = await freelancer(app, "Lata Late");
    let [owner, late] = [ownerBefore, lateBefore];
    const sent = await call(app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: late.user.id },
    });
    const id = sent.json().data.id;
    advanceClock(14 * DAY - 60_000);
    [owner, late] = [await fresh(ownerBefore), await fresh(lateBefore)];
    const stillThere = await call(app, late, { method: "GET", url: "/api/teams/invitations/mine" });
    expect(stillThere.json().data.items).toHaveLength(1);
    advanceClock(2 * 60_000);
    try {
      [owner, late] = [await fresh(ownerBefore), await fresh(lateBefore)];
      const gone = await call(app, late, { method: "GET", url: "/api/teams/invitations/mine" });
      expect(gone.json().data.items).toHaveLength(0);
      const accept = await call(app, late, { method: "POST", url: `/api/team-invitations/${id}/accept` });
      expect(accept.statusCode).toBe(409);
      expect(accept.json().message).toBe("This invitation has expired. Ask the team to invite you again.");
      const resend = await call(app, owner, {
        method: "POST",
        url: `/api/teams/${team.id}/invitations`,
        payload: { userId: late.user.id },
      });
      expect(resend.statusCode, resend.body).toBe(201);
      const accepted = await call(app, late, {
        method: "POST",
        url: `/api/team-invitations/${resend.json().data.id}/accept`,
      });
      expect(accepted.statusCode).toBe(200);
    } finally {
      resetClock();
    }
  });
});

describe("join requests", () => {
  it("asks, lists for admins and the requester, approves with a notification; duplicates are refused", async () => {
    const { app } = testApp;
    const { team, owner, admin, member } = await teamWithRoles(app);
    const asker = await freelancer(app, "Ada Asker");
    const asked = await call(app, asker, {
      method: "POST",
      url: `/api/teams/${team.id}/join-requests`,
      payload: { message: "I love React." },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data;
    expect(request).toMatchObject({ status: "PENDING", message: "I love React.", user: { id: asker.user.id } });
    for (const manager of [owner, admin]) {
      expect(await notificationTypes(manager.user.id)).toContainEqual({
        type: "TEAM_JOIN_REQUEST",
        link: `/team/${team.id}`,
      });
    }
    const twice = await call(app, asker, { method: "POST", url: `/api/teams/${team.id}/join-requests`, payload: {} });
    expect(twice.statusCode).toBe(409);
    const mine = await call(app, asker, { method: "GET", url: "/api/teams/join-requests/mine" });
    expect(mine.json().data.items.map((item: { id: string }) => item.id)).toEqual([request.id]);
    const page = await call(app, asker, { method: "GET", url: `/api/teams/${team.id}` });
    expect(page.json().data.viewerJoinRequestId).toBe(request.id);
    const forMember = await call(app, member, { method: "GET", url: `/api/teams/${team.id}/join-requests` });
    expect(forMember.statusCode).toBe(403);
    const forAdmin = await call(app, admin, { method: "GET", url: `/api/teams/${team.id}/join-requests` });
    expect(forAdmin.json().data.items).toHaveLength(1);
    const byRequester = await call(app, asker, { method: "POST", url: `/api/join-requests/${request.id}/approve` });
    expect(byRequester.statusCode).toBe(404);
    const approved = await call(app, admin, { method: "POST", url: `/api/join-requests/${request.id}/approve` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe("APPROVED");
    expect(await notificationTypes(asker.user.id)).toContainEqual({
      type: "TEAM_JOIN_REQUEST_APPROVED",
      link: `/team/${team.id}`,
    });
    const member2 = await call(app, asker, { method: "GET", url: `/api/teams/${team.id}` });
    expect(member2.json().data.viewerRole).toBe("MEMBER");
    const againAsMember = await call(app, asker, {
      method: "POST",
      url: `/api/teams/${team.id}/join-requests`,
      payload: {},
    });
    expect(againAsMember.statusCode).toBe(409);
    expect(againAsMember.json().message).toBe("You are already a member of this team.");
    const reject = await call(app, owner, { method: "POST", url: `/api/join-requests/${request.id}/reject` });
    expect(reject.statusCode).toBe(409);
  });

  it("rejects with a notification, lets the requester cancel, and refuses companies", async () => {
    const { app } = testApp;
    const { team, owner, company } = await teamWithRoles(app);
    const one = await freelancer(app, "Rita Rejected");
    const two = await freelancer(app, "Cory Cancel");
    const first = (
      await call(app, one, { method: "POST", url: `/api/teams/${team.id}/join-requests`, payload: {} })
    ).json().data.id;
    const rejected = await call(app, owner, { method: "POST", url: `/api/join-requests/${first}/reject` });
    expect(rejected.json().data.status).toBe("REJECTED");
    expect(await notificationTypes(one.user.id)).toContainEqual({ type: "TEAM_JOIN_REQUEST_REJECTED", link: "/team" });
    const second = (
      await call(app, two, { method: "POST", url: `/api/teams/${team.id}/join-requests`, payload: {} })
    ).json().data.id;
    const byOwner = await call(app, owner, { method: "DELETE", url: `/api/join-requests/${second}` });
    expect(byOwner.statusCode).toBe(404);
    const cancelled = await call(app, two, { method: "DELETE", url: `/api/join-requests/${second}` });
    expect(cancelled.statusCode).toBe(200);
    const approveCancelled = await call(app, owner, { method: "POST", url: `/api/join-requests/${second}/approve` });
    expect(approveCancelled.statusCode).toBe(409);
    expect(approveCancelled.json().message).toBe("This join request was already cancelled.");
    const byCompany = await call(app, company, {
      method: "POST",
      url: `/api/teams/${team.id}/join-requests`,
      payload: {},
    });
    expect(byCompany.statusCode).toBe(403);
    expect(byCompany.json().message).toBe("Only freelancers can join teams.");
  });
});

describe("a private team", () => {
  it("is invisible to outsiders on every endpoint, visible to members and invitees", async () => {
    const { app } = testApp;
    const owner = await freelancer(app, "Priya Private");
    const outsider = await freelancer(app, "Otto Outside");
    const company = await createUser(app, { role: "COMPANY" });
    const team = await createTeam(app, owner, { name: "Secret Squad", visibility: "PRIVATE" });
    const item = await call(app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/portfolio`,
      payload: { title: "Hidden work" },
    });
    const itemId = item.json().data.id;
    const endpoints: { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; url: string; payload?: unknown }[] = [
      { method: "GET", url: `/api/teams/${team.id}` },
      { method: "PATCH", url: `/api/teams/${team.id}`, payload: { name: "Taken over" } },
      { method: "DELETE", url: `/api/teams/${team.id}` },
      { method: "POST", url: `/api/teams/${team.id}/transfer-ownership`, payload: { userId: outsider.user.id } },
      { method: "GET", url: `/api/teams/${team.id}/invitations` },
      { method: "POST", url: `/api/teams/${team.id}/invitations`, payload: { userId: outsider.user.id } },
      { method: "GET", url: `/api/teams/${team.id}/join-requests` },
      { method: "POST", url: `/api/teams/${team.id}/join-requests`, payload: {} },
      { method: "PATCH", url: `/api/teams/${team.id}/members/${owner.user.id}`, payload: { title: "x" } },
      { method: "DELETE", url: `/api/teams/${team.id}/members/${owner.user.id}` },
      { method: "GET", url: `/api/teams/${team.id}/portfolio` },
      { method: "POST", url: `/api/teams/${team.id}/portfolio`, payload: { title: "Mine now" } },
      { method: "PUT", url: `/api/teams/${team.id}/portfolio/order`, payload: { itemIds: [itemId] } },
      { method: "PATCH", url: `/api/teams/${team.id}/portfolio/${itemId}`, payload: { title: "Mine now" } },
      { method: "DELETE", url: `/api/teams/${team.id}/portfolio/${itemId}` },
    ];
    for (const stranger of [outsider, company]) {
      for (const endpoint of endpoints) {
        const res = await call(app, stranger, endpoint);
        expect(res.statusCode, `${endpoint.method} ${endpoint.url}: ${res.body}`).toBe(404);
      }
    }
    for (const stranger of [outsider, company]) {
      for (const url of [`/api/teams/${team.id}/avatar`, `/api/teams/${team.id}/portfolio/${itemId}/image`]) {
        const res = await app.inject({
          method: "POST",
          url,
          headers: stranger.authHeader,
          payload: multipartForm([], [{ name: "file", content: await makeImage("png"), filename: "a.png" }]),
        });
        expect(res.statusCode, `POST ${url}: ${res.body}`).toBe(404);
      }
    }
    for (const list of ["/api/teams", "/api/teams/suggested", "/api/teams?q=Secret"]) {
      const res = await call(app, outsider, { method: "GET", url: list });
      expect(res.json().data.items.map((t: { id: string }) => t.id)).not.toContain(team.id);
    }
    const mine = await call(app, owner, { method: "GET", url: "/api/teams/mine" });
    expect(mine.json().data.items.map((t: { id: string }) => t.id)).toEqual([team.id]);
    await call(app, owner, {
      method: "POST",
      url: `/api/teams/${team.id}/invitations`,
      payload: { userId: outsider.user.id },
    });
    const asInvitee = await call(app, outsider, { method: "GET", url: `/api/teams/${team.id}` });
    expect(asInvitee.statusCode).toBe(200);
    expect(asInvitee.json().data.projects).toEqual([]);
  });
});
