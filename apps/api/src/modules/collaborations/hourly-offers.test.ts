import { indiaDateOf } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { collaborations } from "../../db/schema/collaborations";
import { hourlyContracts } from "../../db/schema/hourly";
import { notifications } from "../../db/schema/notifications";
import { advanceClock, now, resetClock } from "../../lib/clock";
import { renewSessions } from "../projects/testing";
import { addMember, createTeam, freelancer as teamFreelancer } from "../teams/testing";
import { expireDueCollaborations } from "./expiry";
import { DAY_MS, ok, type People, people, send, sendOffer } from "./testing";

/*
 * Hourly offers (decision 0091): a company offers work at a rate an hour on a contract's terms;
 * accepting starts an HOURLY project and its contract in the same transaction; declining,
 * cancelling and expiring work as for any offer, and every notification names the rate.
 */

const t = await createTestApp();
afterAll(() => t.close());

let p: People;
beforeEach(async () => {
  resetClock();
  p = await people(t.app);
});

const RATE = 150_000;

function hourlyOfferBody(recipient: { freelancerId?: string; teamId?: string }, terms: Record<string, unknown> = {}) {
  return {
    kind: "HOURLY_OFFER",
    ...recipient,
    title: "Support our booking app",
    description: "Fix bugs and ship small features in our React booking app, week by week.",
    rate: RATE,
    terms,
  };
}

async function bodiesOf(userId: string, type: string) {
  const rows = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.type === type).map((row) => row.body);
}

async function contractOf(projectId: string) {
  const [row] = await t.app.ctx.db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId));
  return row;
}

describe("hourly offers", () => {
  it("a freelancer accepts: an HOURLY project with no milestone and its contract on the offered terms", async () => {
    const offer = await sendOffer(
      t.app,
      p.company,
      hourlyOfferBody(
        { freelancerId: p.freelancer.user.id },
        { weeklyLimitHours: 10, manualPolicy: "LIMITED", manualLimitHours: 2 },
      ),
    );
    const today = indiaDateOf(now());
    const received = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received"));
    expect(received.items[0]).toMatchObject({
      id: offer.id,
      kind: "HOURLY_OFFER",
      milestones: [],
      hourly: { rate: RATE, weeklyLimitHours: 10, manualPolicy: "LIMITED", manualLimitHours: 2, startDate: today },
      actions: ["ACCEPT", "DECLINE"],
    });
    expect(await bodiesOf(p.freelancer.user.id, "COLLABORATION_OFFER")).toEqual([
      'Acme Travel sent you an hourly offer "Support our booking app" at ₹1,500.00/hour.',
    ]);

    const accepted = await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}));
    expect(accepted.status).toBe("ACCEPTED");
    const project = await ok(send(t.app, p.company, "GET", `/api/projects/${accepted.project.id}`));
    expect(project).toMatchObject({ kind: "HOURLY", milestones: [], taskId: null });
    expect(await contractOf(accepted.project.id)).toMatchObject({
      companyId: p.company.user.id,
      freelancerId: p.freelancer.user.id,
      rate: RATE,
      weeklyLimitHours: 10,
      manualPolicy: "LIMITED",
      manualLimitHours: 2,
      startDate: today,
    });
    const activity = await ok(send(t.app, p.company, "GET", `/api/projects/${accepted.project.id}/activity`));
    expect(activity.items.map((item: { text: string }) => item.text)).toContain(
      "Accepted the hourly offer; the project started on an hourly contract at ₹1,500.00/hour",
    );
    expect(await bodiesOf(p.company.user.id, "COLLABORATION_ACCEPTED")).toEqual([
      'Ravi Kumar accepted your hourly offer "Support our booking app" at ₹1,500.00/hour: the hourly contract has started.',
    ]);
  });

  it("declined with a reason, cancelled while pending: each told with the rate", async () => {
    const first = await sendOffer(t.app, p.company, hourlyOfferBody({ freelancerId: p.freelancer.user.id }));
    await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${first.id}/decline`, { reason: "Booked." }));
    expect(await bodiesOf(p.company.user.id, "COLLABORATION_DECLINED")).toEqual([
      'Ravi Kumar declined your hourly offer "Support our booking app" at ₹1,500.00/hour: Booked.',
    ]);
    const second = await sendOffer(t.app, p.company, hourlyOfferBody({ freelancerId: p.freelancer.user.id }));
    await ok(send(t.app, p.company, "POST", `/api/collaborations/${second.id}/cancel`, {}));
    expect(await bodiesOf(p.freelancer.user.id, "COLLABORATION_CANCELLED")).toEqual([
      'Acme Travel cancelled the hourly offer "Support our booking app" at ₹1,500.00/hour.',
    ]);
    const late = await send(t.app, p.freelancer, "POST", `/api/collaborations/${second.id}/accept`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This hourly offer was cancelled by its sender.");
  });

  it("expires unanswered: refused with a sentence, stored and told by the sweep", async () => {
    const sent = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      hourlyOfferBody({ freelancerId: p.freelancer.user.id }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe("Your offer has been sent.");
    const offer = sent.json().data;
    advanceClock(14 * DAY_MS + 1000);
    await renewSessions(t.app, p.company, p.freelancer);
    const late = await send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^This hourly offer expired on \d{4}-\d{2}-\d{2}\.$/);
    await expireDueCollaborations(t.app.ctx);
    const [row] = await t.app.ctx.db.select().from(collaborations).where(eq(collaborations.id, offer.id));
    expect(row!.status).toBe("EXPIRED");
    expect(await bodiesOf(p.company.user.id, "COLLABORATION_EXPIRED")).toEqual([
      'Your hourly offer "Support our booking app" at ₹1,500.00/hour expired unanswered.',
    ]);
  });

  it("a start date that passed while the offer waited starts the contract on the day it is accepted", async () => {
    const tomorrow = indiaDateOf(new Date(now().getTime() + DAY_MS));
    const offer = await sendOffer(
      t.app,
      p.company,
      hourlyOfferBody({ freelancerId: p.freelancer.user.id }, { startDate: tomorrow }),
    );
    advanceClock(3 * DAY_MS);
    await renewSessions(t.app, p.company, p.freelancer);
    const accepted = await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}));
    expect((await contractOf(accepted.project.id))!.startDate).toBe(indiaDateOf(now()));
  });

  it("refuses a start date in the past and terms out of range with field errors, writing nothing", async () => {
    const yesterday = indiaDateOf(new Date(now().getTime() - DAY_MS));
    const past = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      hourlyOfferBody({ freelancerId: p.freelancer.user.id }, { startDate: yesterday }),
    );
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json().errors).toEqual([{ path: "terms.startDate", message: "The start date cannot be in the past." }]);
    const tooMany = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      hourlyOfferBody({ freelancerId: p.freelancer.user.id }, { weeklyLimitHours: 0 }),
    );
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    const byFreelancer = await send(
      t.app,
      p.otherFreelancer,
      "POST",
      "/api/collaborations",
      hourlyOfferBody({ freelancerId: p.freelancer.user.id }),
    );
    expect(byFreelancer.statusCode).toBe(403);
    const rows = await t.app.ctx.db.select().from(collaborations).where(eq(collaborations.kind, "HOURLY_OFFER"));
    expect(rows.filter((row) => row.recipientUserId === p.freelancer.user.id)).toEqual([]);
  });

  it("to a team: an admin accepts, logs the time, and the team is hired", async () => {
    const owner = await teamFreelancer(t.app, "Olivia Owner");
    const admin = await teamFreelancer(t.app, "Arjun Admin");
    const member = await teamFreelancer(t.app, "Meera Member");
    const team = await createTeam(t.app, owner);
    await addMember(t.app, team.id, owner, admin, "ADMIN");
    await addMember(t.app, team.id, owner, member);
    const offer = await sendOffer(t.app, p.company, hourlyOfferBody({ teamId: team.id }));
    const byMember = await send(t.app, member, "POST", `/api/collaborations/${offer.id}/accept`, {});
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe("Only the team's owner and admins can accept this hourly offer.");
    const accepted = await ok(send(t.app, admin, "POST", `/api/collaborations/${offer.id}/accept`, {}));
    const project = await ok(send(t.app, member, "GET", `/api/projects/${accepted.project.id}`));
    expect(project).toMatchObject({ kind: "HOURLY", team: { id: team.id }, freelancer: { id: admin.user.id } });
    expect((await contractOf(accepted.project.id))!.freelancerId).toBe(admin.user.id);
    expect(await bodiesOf(owner.user.id, "COLLABORATION_ACCEPTED")).toEqual([
      'Arjun Admin accepted the hourly offer "Support our booking app" at ₹1,500.00/hour for your team.',
    ]);
  });
});
