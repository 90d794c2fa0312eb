import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { askForExport, deleteAccountAs, downloadZip, runExportJob } from "../../../test/privacy";
import type { TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { resetClock } from "../../lib/clock";
import { hashPassword } from "../auth/passwords";
import { TEST_PASSWORD } from "../auth/testing";
import { RECIPIENT_LEFT_REASON } from "./account-data";
import { offerBody, ok, type People, people, send, sendOffer } from "./testing";

// Offers and invitations and a person's data: in their export, closed with their account (decision 0099).

const t = await createTestApp({ authRateLimitPerMinute: 1_000 });
afterAll(() => t.close());

let p: People;
beforeEach(async () => {
  resetClock();
  p = await people(t.app);
});

async function deleteAccount(person: TestUser) {
  const passwordHash = await hashPassword(TEST_PASSWORD, "test");
  await t.app.ctx.db.update(users).set({ passwordHash }).where(eq(users.id, person.user.id));
  const res = await deleteAccountAs(t.app, person, { password: TEST_PASSWORD, confirmation: "DELETE" });
  expect(res.statusCode, res.body).toBe(200);
}

async function notesOf(person: TestUser, type: string) {
  const rows = await t.app.ctx.db
    .select({ body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, person.user.id), eq(notifications.type, type)));
  return rows.map((row) => row.body);
}

describe("a deleted account's offers and invitations", () => {
  it("a company's open offers are cancelled: the freelancer cannot start a project with an account that is gone", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    await deleteAccount(p.company);

    const accept = await send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/accept`, {});
    expect(accept.statusCode, accept.body).toBe(409);
    expect(accept.json().message).toBe("This offer was cancelled by its sender.");
    const received = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received"));
    expect(received.items[0]).toMatchObject({ id: offer.id, status: "CANCELLED", actions: [] });
    expect(await ok(send(t.app, p.freelancer, "GET", "/api/projects"))).toMatchObject({ items: [] });
    expect(await notesOf(p.freelancer, "COLLABORATION_CANCELLED")).toEqual([
      'Acme Travel cancelled the offer "Redesign the booking flow".',
    ]);
  });

  it("offers to a freelancer who left are declined with the reason, and the company is told", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    const other = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.otherFreelancer.user.id }));
    await deleteAccount(p.freelancer);

    const sent = await ok(send(t.app, p.company, "GET", "/api/collaborations?box=sent"));
    const byId = new Map(sent.items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(offer.id)).toMatchObject({ status: "DECLINED", declineReason: RECIPIENT_LEFT_REASON });
    expect(byId.get(other.id)).toMatchObject({ status: "PENDING" });
    expect(await notesOf(p.company, "COLLABORATION_DECLINED")).toEqual([
      `Ravi Kumar declined your offer "Redesign the booking flow": ${RECIPIENT_LEFT_REASON}`,
    ]);
  });

  it("are in the export, sent and received, with the other party by name only", async () => {
    const offer = await sendOffer(t.app, p.company, offerBody({ freelancerId: p.freelancer.user.id }));
    await ok(send(t.app, p.freelancer, "POST", `/api/collaborations/${offer.id}/decline`, { reason: "Booked." }));
    const asked = await askForExport(t.app, p.freelancer);
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await runExportJob(t.app);
    const { files } = await downloadZip(t.app, p.freelancer, asked.json().data.id);
    const text = new TextDecoder().decode(files["offers.json"]);
    expect(JSON.parse(text).offers).toEqual([
      expect.objectContaining({
        kind: "OFFER",
        direction: "received",
        otherParty: "Acme Travel",
        status: "DECLINED",
        title: "Redesign the booking flow",
        totalAmountPaise: 4_500_000,
        declineReason: "Booked.",
      }),
    ]);
    expect(text).not.toContain(p.company.user.email);
  });
});
