import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { ok, people, send } from "../modules/collaborations/testing";
import { seedDemoCollaborations } from "./collaborations";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo collaborations", () => {
  it("make one pending offer through the service, once", async () => {
    const p = await people(t.app);
    const input = { companyId: p.company.user.id, freelancerId: p.freelancer.user.id };
    expect(await seedDemoCollaborations(t.app.ctx, input)).toBe(true);
    expect(await seedDemoCollaborations(t.app.ctx, input)).toBe(false);
    const received = await ok(send(t.app, p.freelancer, "GET", "/api/collaborations?box=received"));
    expect(received.items).toHaveLength(1);
    expect(received.items[0]).toMatchObject({ kind: "OFFER", status: "PENDING", totalAmount: 5_500_000 });
  });
});
