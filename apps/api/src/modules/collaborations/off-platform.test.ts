import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { collaborations } from "../../db/schema/collaborations";
import { offerBody, ok, type People, people, send, sendOffer } from "./testing";

/*
 * An offer or invitation whose sender asks to move work or payment off Crewlance is marked on the
 * row and shown as `offPlatform` to its recipient (decision 0092); the patterns are contracts'
 * off-platform.ts, tested there.
 */

const t = await createTestApp();
afterAll(() => t.close());

let p: People;
beforeEach(async () => {
  p = await people(t.app);
});

async function receivedMarks(user: People["freelancer"]) {
  const box = await ok(send(t.app, user, "GET", "/api/collaborations?box=received"));
  return box.items.map((item: { title: string; offPlatform: boolean }) => [item.title, item.offPlatform]);
}

describe("a request's own words", () => {
  it("mark an offer whose message or description asks to pay outside, and not a clean one", async () => {
    const id = p.freelancer.user.id;
    await sendOffer(
      t.app,
      p.company,
      offerBody({ freelancerId: id }, { title: "Offer A", message: "Send your GPay number, we pay direct." }),
    );
    await sendOffer(
      t.app,
      p.company,
      offerBody(
        { freelancerId: id },
        { title: "Offer B", description: "Payment bahar se karenge, mail me at asha@gmail.com" },
      ),
    );
    await sendOffer(
      t.app,
      p.company,
      offerBody({ freelancerId: id }, { title: "Offer C", message: "Looking forward to it." }),
    );
    expect((await receivedMarks(p.freelancer)).sort()).toEqual([
      ["Offer A", true],
      ["Offer B", true],
      ["Offer C", false],
    ]);
    const rows = await t.app.ctx.db.select({ offPlatform: collaborations.offPlatform }).from(collaborations);
    expect(rows.filter((row) => row.offPlatform)).toHaveLength(2);
  });
});
