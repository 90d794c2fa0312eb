import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { askForExport, deleteAccountAs, downloadZip, runExportJob, userWithPassword } from "../../../test/privacy";
import { ensureUserReportable } from "../../../test/reportables";
import { restrict } from "../../../test/safety-enforcement";
import { createUser, type TestUser } from "../../../test/users";
import { reports, userBlocks } from "../../db/schema/safety";
import { TEST_PASSWORD } from "../auth/testing";

// Reports, blocks and moderation in a person's data export, and what goes with the account (decision 0099).

let t: TestApp;
let ravi: TestUser;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
  ensureUserReportable();
  ravi = await createUser(t.app, { fullName: "Ravi Kumar" });
});
afterAll(() => t.close());

async function reportAndBlock(by: TestUser) {
  const reported = await t.app.inject({
    method: "POST",
    url: "/api/safety/reports",
    headers: by.authHeader,
    payload: {
      itemKind: "USER",
      itemId: ravi.user.id,
      reason: "OFF_PLATFORM",
      details: "Asked for UPI outside escrow.",
    },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const blocked = await t.app.inject({
    method: "PUT",
    url: `/api/safety/blocks/${ravi.user.id}`,
    headers: by.authHeader,
  });
  expect(blocked.statusCode, blocked.body).toBe(200);
}

describe("safety and the person's data", () => {
  it("safety.json holds their reports, the people they blocked by name, and the actions on their account", async () => {
    const priya = await createUser(t.app, { fullName: "Priya Sharma" });
    await reportAndBlock(priya);
    await restrict(t.app, priya.user.id, 3);

    const asked = await askForExport(t.app, priya);
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await runExportJob(t.app);
    const { files } = await downloadZip(t.app, priya, asked.json().data.id);
    const text = new TextDecoder().decode(files["safety.json"]);
    const safety = JSON.parse(text);
    expect(safety.reportsYouMade).toEqual([
      expect.objectContaining({ itemKind: "USER", reason: "OFF_PLATFORM", details: "Asked for UPI outside escrow." }),
    ]);
    expect(safety.peopleYouBlocked).toEqual([{ name: "Ravi Kumar", blockedAt: expect.any(String) }]);
    expect(safety.actionsOnYourAccount).toEqual([
      expect.objectContaining({ kind: "RESTRICT", rule: "SPAM", active: true, canAppeal: true }),
    ]);
    expect(text).not.toContain(ravi.user.email);
  });

  it("the blocks a person made go with the account; their reports stay as the moderation record", async () => {
    const leaving = await userWithPassword(t.app, { fullName: "Leela Leaving" });
    const staying = await createUser(t.app);
    await reportAndBlock(leaving);
    await reportAndBlock(staying);

    const res = await deleteAccountAs(t.app, leaving, { password: TEST_PASSWORD, confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(200);

    expect(await t.app.ctx.db.select().from(userBlocks).where(eq(userBlocks.blockerId, leaving.user.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(userBlocks).where(eq(userBlocks.blockerId, staying.user.id))).toHaveLength(
      1,
    );
    expect(await t.app.ctx.db.select().from(reports).where(eq(reports.reporterId, leaving.user.id))).toHaveLength(1);
  });
});
