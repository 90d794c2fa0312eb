import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { block, hide, restrict } from "../../../test/safety-enforcement";
import { addFreelancerProfile, createUser } from "../../../test/users";
import { resetClock } from "../../lib/clock";
import { postTask } from "../tasks/testing";
import { createTeam, freelancer as teamFreelancer } from "../teams/testing";
import { describeRequest } from "./moderation";
import { offerBody, ok, type People, people, send, sendOffer } from "./testing";

/*
 * Trust and safety in offers and invitations (decision 0092): a block either way stops every kind
 * of request (to a team, its owner's block), a restriction stops requests to people the sender
 * shares no project with, and moderation hides a request from its recipient.
 */

const t = await createTestApp();
afterAll(() => t.close());

let p: People;
beforeEach(async () => {
  resetClock();
  p = await people(t.app);
});

function hourlyBody(freelancerId: string) {
  return {
    kind: "HOURLY_OFFER",
    freelancerId,
    title: "Support our booking site",
    description: "Fix bugs and ship small features, up to ten hours a week.",
    rate: 150_000,
    terms: { weeklyLimitHours: 10, manualPolicy: "ALLOWED" },
  };
}

/** A project the company and the freelancer share, from an accepted offer. */
async function shareAProject() {
  const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
  const accepted = await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {}));
  return accepted.project.id as string;
}

async function refused(body: unknown, from = p.company) {
  const res = await send(t.app, from, "POST", "/api/collaborations", body);
  expect(res.statusCode, res.body).toBe(403);
  expect(res.body).not.toMatch(/block/i);
  return res.json() as { code: string; message: string };
}

describe("a block between sender and recipient", () => {
  it("stops offers, hourly offers and task invitations either way, in words that never say blocked", async () => {
    const task = await postTask(t.app, p.company);
    await block(t.app, p.freelancer.user.id, p.company.user.id);
    await block(t.app, p.company.user.id, p.otherFreelancer.user.id);
    for (const target of [p.freelancer, p.otherFreelancer]) {
      const id = target.user.id;
      expect(await refused(offerBody({ freelancerId: id }))).toMatchObject({
        code: "FORBIDDEN",
        message: "You can't send this person an offer.",
      });
      expect((await refused(hourlyBody(id))).message).toBe("You can't send this person an offer.");
      expect((await refused({ kind: "TASK_INVITE", taskId: task.id, freelancerId: id })).message).toBe(
        "You can't invite this person.",
      );
    }
    const received = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received"));
    expect(received.items).toHaveLength(0);
    // Another company is not affected.
    await sendOffer(t.app, p.otherCompany, offerBody({ freelancerId: p.freelancer.user.id }));
  });

  it("stops an offer to a team whose owner blocked the company", async () => {
    const owner = await teamFreelancer(t.app, "Olivia Owner");
    const team = await createTeam(t.app, owner);
    await block(t.app, owner.user.id, p.company.user.id);
    expect((await refused(offerBody({ teamId: team.id }))).message).toBe("You can't send this person an offer.");
    await sendOffer(t.app, p.otherCompany, offerBody({ teamId: team.id }));
  });

  it("stops a project invitation to someone either side blocked", async () => {
    const projectId = await shareAProject();
    const helper = await createUser(t.app, { role: "FREELANCER", fullName: "Kiran Helper" });
    await addFreelancerProfile(t.app, helper.user);
    await block(t.app, helper.user.id, p.freelancer.user.id);
    const body = { kind: "PROJECT_INVITE", projectId, freelancerId: helper.user.id };
    expect((await refused(body, p.freelancer)).message).toBe("You can't invite this person.");
    await ok(send(t.app, p.company, "POST", "/api/collaborations", body), 201);
  });
});

describe("a restricted sender", () => {
  it("may not reach someone new, and still reaches the people it shares a project with", async () => {
    await shareAProject();
    await restrict(t.app, p.company.user.id);
    const res = await send(
      t.app,
      p.company,
      "POST",
      "/api/collaborations",
      offerBody({ freelancerId: p.otherFreelancer.user.id }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ACCOUNT_RESTRICTED");
    expect(res.json().message).toMatch(/you can't send offers until then/);
    await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
  });
});

describe("a request moderation hid", () => {
  it("leaves the recipient's box and can't be answered, stays in the sender's, and comes back when restored", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    await hide(t.app, "OFFER", offer.id);
    const received = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received"));
    expect(received.items).toHaveLength(0);
    const accept = await send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {});
    expect(accept.statusCode).toBe(404);
    const sent = await ok(send(t.app, p.company, "GET", "/api/collaborations?box=sent"));
    expect(sent.items.map((item: { id: string }) => item.id)).toEqual([offer.id]);

    await hide(t.app, "OFFER", offer.id, true);
    const again = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received"));
    expect(again.items.map((item: { id: string; offPlatform: boolean }) => [item.id, item.offPlatform])).toEqual([
      [offer.id, false],
    ]);
  });
});

describe("reporting a request", () => {
  it("describes it to its sender and recipient only, owned by the sender", async () => {
    const offer = await sendOffer(
      t.app,
      p.company,
      offerBody({ freelancerId: p.freelancer.user.id }, { message: "Looking forward to it." }),
    );
    const described = await describeRequest(t.app.ctx, offer.id, p.freelancer.user.id);
    expect(described).toMatchObject({
      ownerId: p.company.user.id,
      label: "Offer from Acme Travel: Redesign the booking flow",
      preview: "Looking forward to it.",
    });
    const lines = await described!.context();
    expect(lines.find((line) => line.reported)?.text).toBe("Looking forward to it.");
    expect(await describeRequest(t.app.ctx, offer.id, p.company.user.id)).not.toBeNull();
    expect(await describeRequest(t.app.ctx, offer.id, null)).not.toBeNull();
    expect(await describeRequest(t.app.ctx, offer.id, p.otherFreelancer.user.id)).toBeNull();
    expect(await describeRequest(t.app.ctx, offer.id, p.otherCompany.user.id)).toBeNull();
  });
});
