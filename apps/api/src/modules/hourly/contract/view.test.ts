import { addWeeks } from "@crewlance/contracts/hourly";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { hourlyTimeEntries } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { setupProject } from "../../projects/testing";
import { call, insertWeek, must, RATE, setupHourly, thisMonday, weekRow } from "../testing";

/* GET /projects/{id}/hourly and GET /hourly/summaries: who sees the contract, and what waits on them. */

const t = await createTestApp();
afterAll(() => t.close());

describe("GET /projects/{id}/hourly", () => {
  it("shows the contract to the parties and a collaborator, each with their side; 404 for anyone else", async () => {
    const c = await setupHourly(t.app);
    const url = `/api/projects/${c.projectId}/hourly`;
    const company = await must(t.app, c.company, "GET", url);
    expect(company).toMatchObject({
      projectId: c.projectId,
      status: "ACTIVE",
      terms: { rate: RATE, weeklyLimitHours: 10, manualPolicy: "ALLOWED", manualLimitHours: null },
      pendingChange: null,
      viewerSide: "COMPANY",
      thisWeek: { weekStart: thisMonday(), status: "OPEN" },
      waitingOnViewer: null,
    });
    expect((await must(t.app, c.freelancer, "GET", url)).viewerSide).toBe("FREELANCER");
    expect((await must(t.app, c.member, "GET", url)).viewerSide).toBe("MEMBER");
    for (const outsider of [c.otherCompany, c.stranger]) {
      expect((await call(t.app, outsider, "GET", url)).statusCode).toBe(404);
    }
    expect((await call(t.app, null, "GET", url)).statusCode).toBe(401);
  });

  it("shows a hired team's member the contract as a reader", async () => {
    const c = await setupHourly(t.app, { team: true });
    const url = `/api/projects/${c.projectId}/hourly`;
    expect((await must(t.app, c.member, "GET", url)).viewerSide).toBe("MEMBER");
    expect((await must(t.app, c.freelancer, "GET", url)).viewerSide).toBe("FREELANCER");
  });

  it("is not found on a fixed project, even to its own parties", async () => {
    const fixed = await setupProject(t.app);
    const res = await call(t.app, fixed.company, "GET", `/api/projects/${fixed.projectId}/hourly`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project was not found.");
  });

  it("shows this week once it is open, and tells the company what waits on it", async () => {
    // Hired with an empty wallet: the week opens without its money.
    const c = await setupHourly(t.app, { deposit: 0 });
    const url = `/api/projects/${c.projectId}/hourly`;
    const week = (await weekRow(t.app, c.projectId, thisMonday()))!;
    const company = await must(t.app, c.company, "GET", url);
    expect(company.thisWeek).toMatchObject({ id: week.id, weekStart: thisMonday(), status: "UNFUNDED" });
    expect(company.waitingOnViewer).toMatch(/^Add funds: the week of \d+ \w{3} is not funded yet/);
    expect((await must(t.app, c.freelancer, "GET", url)).waitingOnViewer).toBeNull();
    expect((await must(t.app, c.member, "GET", url)).waitingOnViewer).toBeNull();
  });

  it("asks the company to review a closed week by the end of its window", async () => {
    const c = await setupHourly(t.app);
    const reviewEndsAt = new Date(now().getTime() + 3 * 86_400_000);
    await insertWeek(t.app, {
      projectId: c.projectId,
      weekStart: addWeeks(thisMonday(), -1),
      status: "IN_REVIEW",
      reviewEndsAt,
    });
    const company = await must(t.app, c.company, "GET", `/api/projects/${c.projectId}/hourly`);
    expect(company.waitingOnViewer).toMatch(/^Review the hours of the week of \d+ \w{3} by \d+ \w{3}\.$/);
  });
});

describe("GET /hourly/summaries", () => {
  it("lists each viewer's live hourly projects with this week's minutes and what waits on them", async () => {
    const c = await setupHourly(t.app);
    const week = { weekStart: thisMonday() };
    const startedAt = new Date(now().getTime() - 2 * 3_600_000);
    await t.app.ctx.db.insert(hourlyTimeEntries).values({
      projectId: c.projectId,
      weekStart: week.weekStart,
      userId: c.freelancer.user.id,
      startedAt,
      endedAt: new Date(startedAt.getTime() + 90 * 60_000),
      minutes: 90,
      memo: "Fixed the delays chart",
      source: "MANUAL",
    });
    for (const viewer of [c.company, c.freelancer, c.member]) {
      const { items } = await must(t.app, viewer, "GET", "/api/hourly/summaries");
      expect(items).toEqual([
        {
          projectId: c.projectId,
          status: "ACTIVE",
          rate: RATE,
          minutesThisWeek: 90,
          weeklyLimitHours: 10,
          waitingOnViewer: null,
        },
      ]);
    }
    for (const outsider of [c.otherCompany, c.stranger]) {
      expect((await must(t.app, outsider, "GET", "/api/hourly/summaries")).items).toEqual([]);
    }
    // Ended contracts leave the list.
    await must(t.app, c.company, "POST", `/api/projects/${c.projectId}/hourly/end`);
    expect((await must(t.app, c.company, "GET", "/api/hourly/summaries")).items).toEqual([]);
  });

  it("lists a hired team's member too", async () => {
    const c = await setupHourly(t.app, { team: true });
    const { items } = await must(t.app, c.member, "GET", "/api/hourly/summaries");
    expect(items.map((item: { projectId: string }) => item.projectId)).toEqual([c.projectId]);
  });
});
