import { addWeeks, weekBounds } from "@crewlance/contracts/hourly";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../../test/users";
import { hourlyTermChanges } from "../../../db/schema/hourly";
import { projectActivity } from "../../../db/schema/projects";
import { advanceClock, now } from "../../../lib/clock";
import { withTransaction } from "../../../lib/transaction";
import { renewSessions } from "../../projects/testing";
import {
  call,
  contractRow,
  hourlyTestApp,
  must,
  openWeekOf,
  RATE,
  setupHourly,
  thisMonday,
  typesTold,
} from "../testing";
import { applyDueTermChange } from "./apply-terms";

/*
 * Terms changes (decision 0091): the company's change from next Monday, the freelancer's consent
 * to a rate change, the open change replaced or withdrawn, and what applies when a week opens.
 */

const t = await hourlyTestApp();
afterAll(() => t.close());

const termsUrl = (projectId: string) => `/api/projects/${projectId}/hourly/terms`;

async function changesOf(projectId: string) {
  return t.app.ctx.db
    .select()
    .from(hourlyTermChanges)
    .where(eq(hourlyTermChanges.projectId, projectId))
    .orderBy(hourlyTermChanges.createdAt);
}

async function activityTypes(projectId: string) {
  const rows = await t.app.ctx.db.select().from(projectActivity).where(eq(projectActivity.projectId, projectId));
  return rows.map((row) => row.type);
}

/** Moves the clock into the next week in India, an hour past its Monday 00:00, with fresh sessions. */
async function intoNextWeek(...people: TestUser[]) {
  advanceClock(weekBounds(thisMonday()).endsAt.getTime() - now().getTime() + 3_600_000);
  await renewSessions(t.app, ...people);
}

const contractOf = async (projectId: string) => (await contractRow(t.app, projectId))!;

describe("PATCH /projects/{id}/hourly/terms", () => {
  it("applies a limit change from next Monday without asking, and tells the freelancer", async () => {
    const c = await setupHourly(t.app);
    const view = await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { weeklyLimitHours: 20 });
    expect(view.pendingChange).toMatchObject({
      status: "ACCEPTED",
      effectiveWeek: addWeeks(thisMonday(), 1),
      rate: RATE,
      weeklyLimitHours: 20,
      manualPolicy: "ALLOWED",
    });
    expect(view.terms.weeklyLimitHours).toBe(10);
    expect(await typesTold(t.app, c.freelancer)).toContain("HOURLY_TERMS_PROPOSED");
    expect(await activityTypes(c.projectId)).toContain("HOURLY_TERMS_PROPOSED");
    expect((await must(t.app, c.freelancer, "GET", `/api/projects/${c.projectId}/hourly`)).waitingOnViewer).toBeNull();
    const activity = await must(t.app, c.company, "GET", `/api/projects/${c.projectId}/activity`);
    expect(activity.items[0]).toMatchObject({ type: "HOURLY_TERMS_PROPOSED" });
    expect(activity.items[0].text).toContain("up to 20 hours a week");
    // Opening next week applies it: the week's terms are the new ones.
    await intoNextWeek(c.company, c.freelancer);
    expect((await openWeekOf(t.app, c.projectId, thisMonday())).weeklyLimitHours).toBe(20);
    expect((await contractOf(c.projectId)).weeklyLimitHours).toBe(20);
  });

  it("lets only the company change the terms: the freelancer and members 403, others 404", async () => {
    const c = await setupHourly(t.app);
    const body = { weeklyLimitHours: 10 };
    for (const side of [c.freelancer, c.member]) {
      const res = await call(t.app, side, "PATCH", termsUrl(c.projectId), body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the company can change the terms.");
    }
    for (const outsider of [c.otherCompany, c.stranger]) {
      expect((await call(t.app, outsider, "PATCH", termsUrl(c.projectId), body)).statusCode).toBe(404);
    }
    expect(await changesOf(c.projectId)).toEqual([]);
  });

  it("refuses terms that change nothing, a manual limit without LIMITED, and bad values", async () => {
    const c = await setupHourly(t.app);
    const same = await call(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: RATE, weeklyLimitHours: 10 });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe("These are the contract's terms already: change at least one of them.");
    const manual = await call(t.app, c.company, "PATCH", termsUrl(c.projectId), { manualLimitHours: 4 });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().errors).toEqual([
      { path: "manualLimitHours", message: "Choose LIMITED manual time to set its hours." },
    ]);
    for (const body of [{}, { rate: 0 }, { weeklyLimitHours: 81 }, { manualPolicy: "LIMITED" }]) {
      expect((await call(t.app, c.company, "PATCH", termsUrl(c.projectId), body)).statusCode).toBe(400);
    }
    const limited = await must(t.app, c.company, "PATCH", termsUrl(c.projectId), {
      manualPolicy: "LIMITED",
      manualLimitHours: 5,
    });
    expect(limited.pendingChange).toMatchObject({ manualPolicy: "LIMITED", manualLimitHours: 5, status: "ACCEPTED" });
  });

  it("replaces the open change with a new one, which withdraws it", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 70_000 });
    const view = await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { weeklyLimitHours: 30 });
    expect(view.pendingChange).toMatchObject({ status: "ACCEPTED", rate: RATE, weeklyLimitHours: 30 });
    expect((await changesOf(c.projectId)).map((row) => row.status)).toEqual(["WITHDRAWN", "ACCEPTED"]);
  });
});

describe("a rate change and the freelancer's consent", () => {
  it("waits for the freelancer, who accepts it from next Monday; the company is told", async () => {
    const c = await setupHourly(t.app);
    const proposed = await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 75_000 });
    expect(proposed.pendingChange).toMatchObject({ status: "PENDING", rate: 75_000 });
    expect(proposed.waitingOnViewer).toBeNull();
    const freelancer = await must(t.app, c.freelancer, "GET", `/api/projects/${c.projectId}/hourly`);
    expect(freelancer.waitingOnViewer).toMatch(/^Accept or decline the new rate of ₹750\.00 an hour from \d+ \w{3}\.$/);

    for (const side of [c.company, c.member]) {
      const res = await call(t.app, side, "POST", `${termsUrl(c.projectId)}/accept`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the freelancer can accept a change of terms.");
    }
    expect((await call(t.app, c.otherCompany, "POST", `${termsUrl(c.projectId)}/accept`)).statusCode).toBe(404);

    const accepted = await must(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/accept`);
    expect(accepted.pendingChange).toMatchObject({ status: "ACCEPTED", effectiveWeek: addWeeks(thisMonday(), 1) });
    expect(accepted.waitingOnViewer).toBeNull();
    expect(accepted.terms.rate).toBe(RATE);
    expect(await typesTold(t.app, c.company)).toContain("HOURLY_TERMS_ACCEPTED");
    expect(await activityTypes(c.projectId)).toContain("HOURLY_TERMS_ACCEPTED");
    // Answered once: nothing waits any more.
    expect((await call(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/accept`)).statusCode).toBe(409);
  });

  it("may be declined: the terms stay, the company is told, and nothing is left to answer", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 45_000 });
    const declined = await must(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/decline`);
    expect(declined.pendingChange).toBeNull();
    expect(declined.terms.rate).toBe(RATE);
    expect((await changesOf(c.projectId)).map((row) => row.status)).toEqual(["DECLINED"]);
    expect(await typesTold(t.app, c.company)).toContain("HOURLY_TERMS_DECLINED");
    const again = await call(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("There is no change of rate waiting for your answer.");
  });

  it("accepted after its Monday has opened, it starts the Monday after the acceptance", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 80_000 });
    const proposedFor = addWeeks(thisMonday(), 1);
    await intoNextWeek(c.company, c.freelancer);
    expect(thisMonday()).toBe(proposedFor);
    // The week opened at the old rate while the change waited.
    expect((await openWeekOf(t.app, c.projectId, thisMonday())).rate).toBe(RATE);
    const accepted = await must(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/accept`);
    expect(accepted.pendingChange.effectiveWeek).toBe(addWeeks(proposedFor, 1));
  });

  it("accepted after its Monday but before that week opened, it applies to that week", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 80_000 });
    await intoNextWeek(c.company, c.freelancer);
    await intoNextWeek(c.company, c.freelancer);
    const accepted = await must(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/accept`);
    expect(accepted.pendingChange.effectiveWeek).toBe(thisMonday());
  });
});

describe("DELETE /projects/{id}/hourly/terms", () => {
  it("lets the company withdraw its open change; the freelancer is told; nothing open is a 409", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 90_000 });
    expect((await call(t.app, c.freelancer, "DELETE", termsUrl(c.projectId))).statusCode).toBe(403);
    expect((await call(t.app, c.stranger, "DELETE", termsUrl(c.projectId))).statusCode).toBe(404);
    const view = await must(t.app, c.company, "DELETE", termsUrl(c.projectId));
    expect(view.pendingChange).toBeNull();
    expect(await typesTold(t.app, c.freelancer)).toContain("HOURLY_TERMS_WITHDRAWN");
    const again = await call(t.app, c.company, "DELETE", termsUrl(c.projectId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("There is no change of terms to withdraw.");
    expect((await call(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/accept`)).statusCode).toBe(409);
  });
});

describe("applyDueTermChange, when a week opens", () => {
  const apply = async (projectId: string, weekStart: string) => {
    const contract = await contractOf(projectId);
    return withTransaction(t.app.ctx, (txCtx) => applyDueTermChange(txCtx, { contract, weekStart }));
  };

  it("applies an accepted change from its Monday on, once, and marks it APPLIED", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), {
      weeklyLimitHours: 12,
      manualPolicy: "LIMITED",
      manualLimitHours: 2,
    });
    expect((await apply(c.projectId, thisMonday())).weeklyLimitHours).toBe(10);
    const applied = await apply(c.projectId, addWeeks(thisMonday(), 2));
    expect(applied).toMatchObject({ rate: RATE, weeklyLimitHours: 12, manualPolicy: "LIMITED", manualLimitHours: 2 });
    expect((await contractOf(c.projectId)).weeklyLimitHours).toBe(12);
    expect((await changesOf(c.projectId)).map((row) => row.status)).toEqual(["APPLIED"]);
    expect((await must(t.app, c.company, "GET", `/api/projects/${c.projectId}/hourly`)).pendingChange).toBeNull();
  });

  it("leaves a rate change the freelancer has not accepted waiting", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 65_000 });
    expect((await apply(c.projectId, addWeeks(thisMonday(), 1))).rate).toBe(RATE);
    const [change] = await t.app.ctx.db
      .select()
      .from(hourlyTermChanges)
      .where(and(eq(hourlyTermChanges.projectId, c.projectId), eq(hourlyTermChanges.status, "PENDING")));
    expect(change).toBeDefined();
    await must(t.app, c.freelancer, "POST", `${termsUrl(c.projectId)}/accept`);
    expect((await apply(c.projectId, addWeeks(thisMonday(), 1))).rate).toBe(65_000);
  });
});

describe("an ended contract", () => {
  it("takes no terms change and withdraws the open one", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 65_000 });
    await must(t.app, c.freelancer, "POST", `/api/projects/${c.projectId}/hourly/end`);
    expect((await changesOf(c.projectId)).map((row) => row.status)).toEqual(["WITHDRAWN"]);
    const res = await call(t.app, c.company, "PATCH", termsUrl(c.projectId), { rate: 70_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This contract has ended: its terms can no longer change.");
  });
});
