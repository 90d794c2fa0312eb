import { addWeeks, weekStartOf } from "@crewlance/contracts/hourly";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { addCompanyProfile, addFreelancerProfile, createUser } from "../../test/users";
import { now } from "../lib/clock";
import { deposit, expectLedgerBalanced } from "../modules/money/testing";
import { seedDemoHourly } from "./hourly";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo hourly contract", () => {
  it("hires by the hour last Monday, logs last week, leaves it in review and funds this week, once", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, company.user, { companyName: "Acme Labs" });
    const priya = await createUser(t.app, { role: "FREELANCER", fullName: "Priya Sharma" });
    await addFreelancerProfile(t.app, priya.user);
    await deposit(t.app, company, 50_000_000);
    const input = { companyId: company.user.id, freelancerId: priya.user.id };
    expect(await seedDemoHourly(t.app.ctx, input)).toBe(true);
    expect(await seedDemoHourly(t.app.ctx, input)).toBe(false);

    const projects = (await t.app.inject({ method: "GET", url: "/api/projects", headers: company.authHeader })).json()
      .data.items;
    const hourly = projects.find((project: { kind: string }) => project.kind === "HOURLY");
    const weeks = (
      await t.app.inject({ method: "GET", url: `/api/projects/${hourly.id}/hourly/weeks`, headers: priya.authHeader })
    ).json().data.items;
    const thisWeek = weekStartOf(now());
    expect(weeks.map((week: { weekStart: string; status: string }) => [week.weekStart, week.status])).toEqual([
      [thisWeek, "OPEN"],
      [addWeeks(thisWeek, -1), "IN_REVIEW"],
    ]);
    // 2 h 30 min + 2 h + 1 h 15 min at ₹1,200 an hour; this week's 10 hours funded.
    expect(weeks[1]).toMatchObject({ loggedMinutes: 345, billedAmount: 690_000 });
    expect(weeks[0]).toMatchObject({ fundedAmount: 1_200_000 });
    await expectLedgerBalanced(t.app);
  });
});
