import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { projects } from "../../db/schema/projects/core";
import { safetyDailyCounts } from "../../db/schema/safety";
import { advanceClock, now } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { type DailyAction, indiaDayOf, newAccountLimitsOf, takeDailyAllowance } from "./daily-limits";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    safety: { newAccountDays: 7, proposalsPerDay: 2, offersPerDay: 10, conversationsPerDay: 1 },
  });
});
afterAll(() => t.close());

const take = (user: TestUser, action: DailyAction) =>
  withTransaction(t.app.ctx, (txCtx) => takeDailyAllowance(txCtx, user.user.id, action));

const DAY = 24 * 60 * 60 * 1000;

describe("new accounts' daily limits", () => {
  it("lets a new account take its day's allowance, then refuses naming the limit and the reset", async () => {
    const fresh = await createUser(t.app);
    await take(fresh, "PROPOSAL");
    await take(fresh, "PROPOSAL");
    const refused = take(fresh, "PROPOSAL");
    await expect(refused).rejects.toMatchObject({
      code: "DAILY_LIMIT_REACHED",
      statusCode: 429,
      message:
        "New accounts can send 2 proposals a day. You can send more after 12:00 am (India time) tomorrow, or once your first project is completed.",
    });
    await expect(take(fresh, "CONVERSATION")).resolves.toBeUndefined();
    await expect(take(fresh, "CONVERSATION")).rejects.toThrow(
      "New accounts can start 1 new conversation a day. You can start more after 12:00 am (India time) tomorrow, or once your first project is completed.",
    );
    // Offers keep the default 10.
    for (let i = 0; i < 10; i++) await take(fresh, "OFFER");
    await expect(take(fresh, "OFFER")).rejects.toThrow("New accounts can send 10 offers a day.");
  });

  it("does not count what a refused or rolled-back transaction did", async () => {
    const fresh = await createUser(t.app);
    await take(fresh, "PROPOSAL");
    await take(fresh, "PROPOSAL");
    await take(fresh, "PROPOSAL").catch(() => undefined);
    await withTransaction(t.app.ctx, async (txCtx) => {
      await takeDailyAllowance(txCtx, fresh.user.id, "CONVERSATION");
      throw new Error("the action failed after counting");
    }).catch(() => undefined);
    const rows = await t.app.ctx.db.select().from(safetyDailyCounts).where(eq(safetyDailyCounts.userId, fresh.user.id));
    expect(rows).toEqual([{ userId: fresh.user.id, action: "PROPOSAL", day: indiaDayOf(now()), count: 2 }]);
  });

  it("starts again on India's next day", async () => {
    const fresh = await createUser(t.app);
    await take(fresh, "CONVERSATION");
    await expect(take(fresh, "CONVERSATION")).rejects.toMatchObject({ code: "DAILY_LIMIT_REACHED" });
    advanceClock(DAY);
    await expect(take(fresh, "CONVERSATION")).resolves.toBeUndefined();
  });

  it("counts India's day: 11:59 pm and 12:01 am in Kolkata are different days", () => {
    expect(indiaDayOf(new Date("2026-12-04T18:29:00Z"))).toBe("2026-12-04");
    expect(indiaDayOf(new Date("2026-12-04T18:31:00Z"))).toBe("2026-12-05");
  });

  it("ends after the configured days, and says so on the standing", async () => {
    const fresh = await createUser(t.app);
    const limits = await newAccountLimitsOf(t.app.ctx, fresh.user.id);
    expect(limits).toEqual({
      until: new Date(fresh.user.createdAt.getTime() + 7 * DAY).toISOString(),
      proposalsPerDay: 2,
      offersPerDay: 10,
      conversationsPerDay: 1,
    });
    advanceClock(7 * DAY + 1000);
    expect(await newAccountLimitsOf(t.app.ctx, fresh.user.id)).toBeNull();
    for (let i = 0; i < 3; i++) await take(fresh, "CONVERSATION");
  });

  it("ends for both parties once their first project is completed", async () => {
    const freelancer = await createUser(t.app);
    const company = await createUser(t.app, { role: "COMPANY" });
    const [project] = await t.app.ctx.db
      .insert(projects)
      .values({
        title: "Landing page",
        description: "A landing page.",
        companyId: company.user.id,
        freelancerId: freelancer.user.id,
        status: "COMPLETED",
        completedAt: now(),
      })
      .returning();
    await withTransaction(t.app.ctx, (txCtx) =>
      emit(txCtx, "ProjectCompleted", {
        projectId: project!.id,
        projectTitle: "Landing page",
        companyId: company.user.id,
        freelancerId: freelancer.user.id,
        taskId: null,
      }),
    );
    expect(await newAccountLimitsOf(t.app.ctx, freelancer.user.id)).toBeNull();
    expect(await newAccountLimitsOf(t.app.ctx, company.user.id)).toBeNull();
    for (let i = 0; i < 3; i++) await take(freelancer, "PROPOSAL");
  });

  it("never limits an admin", async () => {
    const admin = await createUser(t.app, { role: "ADMIN" });
    expect(await newAccountLimitsOf(t.app.ctx, admin.user.id)).toBeNull();
    for (let i = 0; i < 3; i++) await take(admin, "PROPOSAL");
  });
});
