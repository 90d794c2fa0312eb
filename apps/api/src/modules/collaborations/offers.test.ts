import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { createUser } from "../../../test/users";
import { collaborations } from "../../db/schema/collaborations";
import { notifications } from "../../db/schema/notifications";
import { advanceClock, resetClock } from "../../lib/clock";
import { renewSessions } from "../projects/testing";
import { addMember, createTeam, freelancer as teamFreelancer } from "../teams/testing";
import { expireDueCollaborations } from "./expiry";
import { DAY_MS, inDays, offerBody, ok, type People, people, send, sendOffer } from "./testing";

const t = await createTestApp();
afterAll(() => t.close());

let p: People;
beforeEach(async () => {
  resetClock();
  p = await people(t.app);
});

async function notesOf(userId: string) {
  const rows = await t.app.ctx.db.select().from(notifications);
  return rows.filter((row) => row.userId === userId).map((row) => row.type);
}

describe("direct offers", () => {
  it("a company sends an offer; the freelancer accepts and the project starts with every milestone", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    expect(offer.status).toBe("PENDING");
    expect(offer.actions).toEqual(["CANCEL"]);
    expect(await notesOf(p.freelancer.user.id)).toContain("COLLABORATION_OFFER");

    const received = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received"));
    expect(received.items).toHaveLength(1);
    expect(received.items[0]).toMatchObject({ id: offer.id, totalAmount: 4_500_000, actions: ["ACCEPT", "DECLINE"] });
    expect(received.items[0].sender.name).toBe("Acme Travel");

    const accepted = await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}));
    expect(accepted).toMatchObject({ status: "ACCEPTED", actions: [] });
    const project = await ok(send(t.app, p.company, "GET", `/api/projects/${accepted.project.id}`));
    expect(project).toMatchObject({ title: "Redesign the booking flow", taskId: null, applicationId: null });
    expect(
      project.milestones.map((m: { title: string; amount: number; status: string }) => [m.title, m.amount, m.status]),
    ).toEqual([
      ["Research", 1_000_000, "PENDING"],
      ["Design", 1_500_000, "PENDING"],
      ["Build", 2_000_000, "PENDING"],
    ]);
    expect(project.money.total).toBe(4_500_000);
    const mine = await ok(send(t.app, p.freelancer, "GET", "/api/projects"));
    expect(mine.items.map((item: { id: string }) => item.id)).toEqual([accepted.project.id]);
    expect(await notesOf(p.company.user.id)).toContain("COLLABORATION_ACCEPTED");
  });

  it("the recipient declines with a reason the sender reads; the sender cancels while pending", async () => {
    const first = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    const declined = await ok(
      send(t.app, p.freelancer, "POST", `/api/collaborations/${first.id}/decline`, {
        reason: "Fully booked until March.",
      }),
    );
    expect(declined).toMatchObject({ status: "DECLINED", declineReason: "Fully booked until March." });
    const sent = await ok(send(t.app, p.company, "GET", "/api/collaborations?box=sent&status=DECLINED"));
    expect(sent.items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    expect(await notesOf(p.company.user.id)).toContain("COLLABORATION_DECLINED");

    const second = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    const cancelled = await ok(send(t.app, p.company, "POST", `/api/collaborations/${second.id}/cancel`, {}));
    expect(cancelled.status).toBe("CANCELLED");
    expect(await notesOf(p.freelancer.user.id)).toContain("COLLABORATION_CANCELLED");
    const again = await send(t.app, p.freelancer, "POST", `/api/collaborations/${second.id}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This offer was cancelled by its sender.");
  });

  it("wrong actors: 403 with a sentence for a party, 404 for anyone else, and boxes never show another's offers", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    const bySender = await send(t.app, p.company, "POST", `/api/collaborations/${offer.id}/accept`, {});
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe("You sent this offer: only its recipient can accept it.");
    const cancelByRecipient = await send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/cancel`, {});
    expect(cancelByRecipient.statusCode).toBe(403);
    for (const stranger of [p.otherCompany, p.otherFreelancer]) {
      for (const action of ["accept", "decline", "cancel"]) {
        const res = await send(t.app, stranger, "POST", `/api/collaborations/${offer.id}/${action}`, {});
        expect(res.statusCode).toBe(404);
      }
      for (const box of ["received", "sent"]) {
        const list = await ok(send(t.app, stranger, "GET", `/api/collaborations?box=${box}`));
        expect(list.items).toEqual([]);
      }
    }
    expect((await send(t.app, null, "GET", "/api/collaborations")).statusCode).toBe(401);
  });

  it("refuses bad offers with field errors and the wrong senders with a sentence", async () => {
    const bad = await send(t.app, p.company, "POST", "/api/collaborations", {
      ...offerBody({ freelancerId: p.freelancer.user.id }),
      milestones: [{ title: "", amount: -5, dueDate: "2026-02-30" }],
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(["milestones.0.title", "milestones.0.amount", "milestones.0.dueDate"]),
    );

    const none = await send(t.app, p.company, "POST", "/api/collaborations", { ...offerBody({}) });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ path: "freelancerId", message: "Choose a freelancer or a team." });

    const past = await send(t.app, p.company, "POST", "/api/collaborations", {
      ...offerBody({ freelancerId: p.freelancer.user.id }),
      milestones: [{ title: "Late", amount: 100, dueDate: inDays(-2) }],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ path: "milestones.0.dueDate" });

    const byFreelancer = await send(
      t.app,
      p.freelancer,
      "POST",
      "/api/collaborations",
      offerBody({ freelancerId: p.otherFreelancer.user.id }),
    );
    expect(byFreelancer.statusCode).toBe(403);
    const unverified = await createUser(t.app, { role: "COMPANY", verified: false });
    const res = await send(
      t.app,
      unverified,
      "POST",
      "/api/collaborations",
      offerBody({ freelancerId: p.freelancer.user.id }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Verify your email address before you send an offer.");
    const toCompany = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      offerBody({ freelancerId: p.otherCompany.user.id }),
    );
    expect(toCompany.statusCode).toBe(422);
    const nobody = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      offerBody({ freelancerId: crypto.randomUUID() }),
    );
    expect(nobody.statusCode).toBe(404);
    const rows = await t.app.ctx.db.select().from(collaborations);
    expect(rows.filter((row) => row.senderId === p.company.user.id)).toEqual([]);
  });

  it("expires after 14 days: read as EXPIRED at once, refused with a sentence, stored and told by the sweep", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    advanceClock(14 * DAY_MS + 1000);
    await renewSessions(t.app, p.company, p.freelancer);
    const list = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received&status=EXPIRED"));
    expect(list.items[0]).toMatchObject({ id: offer.id, status: "EXPIRED", actions: [] });
    const pending = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received&status=PENDING"));
    expect(pending.items).toEqual([]);
    const late = await send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^This offer expired on \d{4}-\d{2}-\d{2}\.$/);
    const { expired } = await expireDueCollaborations(t.app.ctx);
    expect(expired).toBeGreaterThanOrEqual(1);
    const [row] = (await t.app.ctx.db.select().from(collaborations)).filter((r) => r.id === offer.id);
    expect(row!.status).toBe("EXPIRED");
    // One sweep tells both sides, each with their own words and box.
    const expiredOf = async (userId: string) =>
      (await t.app.ctx.db.select().from(notifications))
        .filter((note) => note.userId === userId && note.type === "COLLABORATION_EXPIRED")
        .map((note) => ({ body: note.body, link: note.link, data: note.data }));
    expect(await expiredOf(p.company.user.id)).toEqual([
      {
        body: expect.stringMatching(/^Your offer ".+" expired unanswered\.$/),
        link: "/collaboration?box=sent",
        data: { collaborationId: offer.id },
      },
    ]);
    expect(await expiredOf(p.freelancer.user.id)).toEqual([
      {
        body: expect.stringMatching(/^The offer ".+" expired before it was answered\.$/),
        link: "/collaboration?box=received",
        data: { collaborationId: offer.id },
      },
    ]);
  });

  it("two parallel accepts make one project", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    const other = await t.startAnotherInstance();
    try {
      const [a, b] = await Promise.all([
        send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}),
        send(other.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const projects = await ok(send(t.app, p.company, "GET", "/api/projects"));
      expect(
        projects.items.filter((item: { title: string }) => item.title === "Redesign the booking flow"),
      ).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("an offer to a team: its admins answer, a member sees it without actions, the team is hired", async () => {
    const owner = await teamFreelancer(t.app, "Olivia Owner");
    const admin = await teamFreelancer(t.app, "Arjun Admin");
    const member = await teamFreelancer(t.app, "Meera Member");
    const team = await createTeam(t.app, owner);
    await addMember(t.app, team.id, owner, admin, "ADMIN");
    await addMember(t.app, team.id, owner, member);
    const offer = await sendOffer(t.app, p.company, offerBody({ teamId: team.id }));
    for (const manager of [owner, admin]) expect(await notesOf(manager.user.id)).toContain("COLLABORATION_OFFER");
    expect(await notesOf(member.user.id)).not.toContain("COLLABORATION_OFFER");

    const seen = await ok(send(t.app, member, "GET", "/api/collaborations?box=received"));
    expect(seen.items[0]).toMatchObject({ id: offer.id, actions: [], recipientTeam: { id: team.id } });
    const byMember = await send(t.app, member, "POST", `/api/collaborations/${offer.id}/accept`, {});
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe("Only the team's owner and admins can accept this offer.");

    const accepted = await ok(send(t.app, admin, "POST", `/api/collaborations/${offer.id}/accept`, {}));
    expect(accepted.respondedBy.id).toBe(admin.user.id);
    const project = await ok(send(t.app, member, "GET", `/api/projects/${accepted.project.id}`));
    expect(project.team.id).toBe(team.id);
    expect(project.freelancer.id).toBe(admin.user.id);
    expect(project.viewerAccess).toBe("TEAM_MEMBER");
    // A member of the hired team works on the board and reads the files (not the money).
    expect((await send(t.app, member, "GET", `/api/projects/${accepted.project.id}/board`)).statusCode).toBe(200);
    expect((await send(t.app, member, "GET", `/api/projects/${accepted.project.id}/files`)).statusCode).toBe(200);
    expect(project.milestones.every((m: { actions: string[] }) => m.actions.length === 0)).toBe(true);
    expect(await notesOf(owner.user.id)).toContain("COLLABORATION_ACCEPTED");
  });

  it("a received list shows answers on each team offer the viewer may answer, and only those", async () => {
    const viewer = await teamFreelancer(t.app, "Vikram Viewer");
    const ledOwner = await teamFreelancer(t.app, "Lata Lead");
    const otherOwner = await teamFreelancer(t.app, "Omar Other");
    const led = await createTeam(t.app, ledOwner);
    const joined = await createTeam(t.app, otherOwner);
    await addMember(t.app, led.id, ledOwner, viewer, "ADMIN");
    await addMember(t.app, joined.id, otherOwner, viewer);
    const toLed = await sendOffer(t.app, p.company, offerBody({ teamId: led.id }));
    const toJoined = await sendOffer(t.app, p.company, offerBody({ teamId: joined.id }));
    const received = await ok(send(t.app, viewer, "GET", "/api/collaborations?box=received"));
    const actionsOf = Object.fromEntries(
      received.items.map((item: { id: string; actions: string[] }) => [item.id, item.actions]),
    );
    expect(actionsOf).toEqual({ [toLed.id]: ["ACCEPT", "DECLINE"], [toJoined.id]: [] });
  });

  it("a private team is not found to a company", async () => {
    const owner = await teamFreelancer(t.app, "Priya Private");
    const team = await createTeam(t.app, owner, { visibility: "PRIVATE" });
    const res = await send(t.app, p.company, "POST", "/api/collaborations", offerBody({ teamId: team.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].path).toBe("teamId");
  });
});
