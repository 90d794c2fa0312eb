import { indiaDateOf } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../../test/users";
import { hourlyContracts, hourlyWeeks } from "../../../db/schema/hourly";
import { milestones, projects } from "../../../db/schema/projects";
import { tasks } from "../../../db/schema/tasks";
import { now } from "../../../lib/clock";
import { withTransaction } from "../../../lib/transaction";
import { expectLedgerBalanced } from "../../money/testing";
import { completeIfDone } from "../../projects/project-completion";
import { setupProject } from "../../projects/testing";
import { runHourlySweepOnce } from "../billing/sweep";
import {
  advanceDays,
  call,
  hourlyTestApp,
  logTime,
  must,
  setupHourly,
  setWeek,
  thisMonday,
  today,
  typesTold,
  weekRow,
} from "../testing";
import { completeIfSettled } from "./complete";

/*
 * Pause, resume and end from every state (decision 0091), and the completion that follows the
 * end once every week is paid or settled: the project COMPLETED, the task with it, reviews open.
 */

const t = await hourlyTestApp();
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

const step = (projectId: string, name: "pause" | "resume" | "end") => `/api/projects/${projectId}/hourly/${name}`;

async function projectOf(projectId: string) {
  const [row] = await t.app.ctx.db.select().from(projects).where(eq(projects.id, projectId));
  return row!;
}

async function expectRefused(user: TestUser, url: string, status: number, message?: string) {
  const res = await call(t.app, user, "POST", url);
  expect(res.statusCode, res.body).toBe(status);
  if (message) expect(res.json().message).toBe(message);
}

describe("pause and resume", () => {
  it("either party pauses; the other is told; both are asked to resume; a second pause is a 409", async () => {
    const c = await setupHourly(t.app);
    await expectRefused(
      c.member,
      step(c.projectId, "pause"),
      403,
      "Only the company or the freelancer can pause the contract.",
    );
    await expectRefused(c.otherCompany, step(c.projectId, "pause"), 404);
    await expectRefused(c.stranger, step(c.projectId, "pause"), 404);
    const paused = await must(t.app, c.company, "POST", step(c.projectId, "pause"));
    expect(paused).toMatchObject({ status: "PAUSED", viewerSide: "COMPANY" });
    expect(paused.pausedAt).not.toBeNull();
    expect(paused.waitingOnViewer).toBe("The contract is paused: resume it to log time again.");
    expect(await typesTold(t.app, c.freelancer)).toContain("HOURLY_CONTRACT_PAUSED");
    await expectRefused(c.freelancer, step(c.projectId, "pause"), 409, "This contract is paused already.");
    const activity = await must(t.app, c.freelancer, "GET", `/api/projects/${c.projectId}/activity`);
    expect(activity.items[0]).toMatchObject({ type: "HOURLY_CONTRACT_PAUSED", text: "Paused the contract" });
  });

  it("either party resumes a paused contract: this week opens; resuming an active one is a 409", async () => {
    const c = await setupHourly(t.app);
    await expectRefused(
      c.freelancer,
      step(c.projectId, "resume"),
      409,
      "This contract is active: there is nothing to resume.",
    );
    await must(t.app, c.freelancer, "POST", step(c.projectId, "pause"));
    await expectRefused(c.member, step(c.projectId, "resume"), 403);
    const resumed = await must(t.app, c.freelancer, "POST", step(c.projectId, "resume"));
    expect(resumed).toMatchObject({ status: "ACTIVE", pausedAt: null, waitingOnViewer: null });
    expect(resumed.thisWeek).toMatchObject({ weekStart: thisMonday() });
    expect(await typesTold(t.app, c.company)).toContain("HOURLY_CONTRACT_RESUMED");
  });

  it("resumes once for one Idempotency-Key: a retry gets the first answer", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "POST", step(c.projectId, "pause"));
    const send = () =>
      t.app.inject({
        method: "POST",
        url: step(c.projectId, "resume"),
        headers: { ...c.company.authHeader, "idempotency-key": "resume-once" },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await typesTold(t.app, c.freelancer)).filter((type) => type === "HOURLY_CONTRACT_RESUMED")).toHaveLength(1);
  });

  it("opens no week on resuming before the contract's start date", async () => {
    const startDate = indiaDateOf(new Date(now().getTime() + 15 * 86_400_000));
    const c = await setupHourly(t.app, { startDate });
    await must(t.app, c.company, "POST", step(c.projectId, "pause"));
    const resumed = await must(t.app, c.company, "POST", step(c.projectId, "resume"));
    expect(resumed.thisWeek).toBeNull();
    expect(await t.app.ctx.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.projectId, c.projectId))).toEqual([]);
  });
});

describe("end", () => {
  it("ends an active contract with no time logged: the project completes, its task too, and reviews open", async () => {
    const c = await setupHourly(t.app);
    await expectRefused(
      c.member,
      step(c.projectId, "end"),
      403,
      "Only the company or the freelancer can end the contract.",
    );
    await expectRefused(c.otherCompany, step(c.projectId, "end"), 404);
    const ended = await must(t.app, c.freelancer, "POST", step(c.projectId, "end"));
    expect(ended).toMatchObject({ status: "ENDED", thisWeek: null, waitingOnViewer: null });
    expect(ended.endedAt).not.toBeNull();
    expect(await typesTold(t.app, c.company)).toEqual(
      expect.arrayContaining(["HOURLY_CONTRACT_ENDED", "PROJECT_COMPLETED"]),
    );
    const project = await projectOf(c.projectId);
    expect(project.status).toBe("COMPLETED");
    expect(project.completedAt).not.toBeNull();
    const [task] = await t.app.ctx.db.select().from(tasks).where(eq(tasks.id, project.taskId!));
    expect(task!.status).toBe("COMPLETED");
    const activity = await must(t.app, c.company, "GET", `/api/projects/${c.projectId}/activity`);
    expect(activity.items.find((item: { type: string }) => item.type === "PROJECT_COMPLETED").text).toBe(
      "The project is complete: the contract ended and every week is settled. Both sides can now review each other for 14 days.",
    );
    const reviews = await must(t.app, c.company, "GET", `/api/projects/${c.projectId}/reviews`);
    expect(reviews.canReview).toBe(true);
    await must(
      t.app,
      c.company,
      "POST",
      `/api/projects/${c.projectId}/reviews`,
      { rating: 5, comment: "Great work." },
      201,
    );

    for (const name of ["pause", "resume", "end"] as const) {
      const res = await call(t.app, c.company, "POST", step(c.projectId, name));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^This contract has ended: it cannot be/);
    }
  });

  it("ends a paused contract too", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "POST", step(c.projectId, "pause"));
    const ended = await must(t.app, c.company, "POST", step(c.projectId, "end"));
    expect(ended.status).toBe("ENDED");
    expect(await typesTold(t.app, c.freelancer)).toContain("HOURLY_CONTRACT_ENDED");
  });

  it("completes the project only when the last week is paid or settled", async () => {
    const c = await setupHourly(t.app);
    await logTime(t.app, { ...c, userId: c.freelancer.user.id, date: today(), startTime: "00:00", minutes: 1 });
    await must(t.app, c.company, "POST", step(c.projectId, "end"));
    // The end closed the week with its minute billed: it waits for the company's review.
    expect((await weekRow(t.app, c.projectId, thisMonday()))!.status).toBe("IN_REVIEW");
    expect((await projectOf(c.projectId)).status).toBe("ACTIVE");

    const settle = async () => {
      const [contract] = await t.app.ctx.db
        .select()
        .from(hourlyContracts)
        .where(eq(hourlyContracts.projectId, c.projectId));
      const project = await projectOf(c.projectId);
      await withTransaction(t.app.ctx, (txCtx) => completeIfSettled(txCtx, { project, contract: contract! }));
    };
    for (const status of ["IN_REVIEW", "DISPUTED"] as const) {
      await setWeek(t.app, c.projectId, thisMonday(), { status });
      await settle();
      expect((await projectOf(c.projectId)).status).toBe("ACTIVE");
    }
    await setWeek(t.app, c.projectId, thisMonday(), { status: "SETTLED" });
    await settle();
    expect((await projectOf(c.projectId)).status).toBe("COMPLETED");
    // Told once: completing again does nothing.
    await settle();
    expect((await typesTold(t.app, c.freelancer)).filter((type) => type === "PROJECT_COMPLETED")).toHaveLength(1);
  });

  it("does not complete a live contract's project, whatever its weeks", async () => {
    const c = await setupHourly(t.app);
    await setWeek(t.app, c.projectId, thisMonday(), { status: "PAID" });
    const [contract] = await t.app.ctx.db
      .select()
      .from(hourlyContracts)
      .where(eq(hourlyContracts.projectId, c.projectId));
    const project = await projectOf(c.projectId);
    await withTransaction(t.app.ctx, (txCtx) => completeIfSettled(txCtx, { project, contract: contract! }));
    expect((await projectOf(c.projectId)).status).toBe("ACTIVE");
  });
});

describe("racing changes", () => {
  it("two parties ending at once end it once: one answer 200, the other 409, one notice each way", async () => {
    const c = await setupHourly(t.app);
    const answers = await Promise.all([
      call(t.app, c.company, "POST", step(c.projectId, "end")),
      call(t.app, c.freelancer, "POST", step(c.projectId, "end")),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const told = [...(await typesTold(t.app, c.company)), ...(await typesTold(t.app, c.freelancer))];
    expect(told.filter((type) => type === "HOURLY_CONTRACT_ENDED")).toHaveLength(1);
  });

  it("two resumes at once resume it once and open one week", async () => {
    const c = await setupHourly(t.app);
    await must(t.app, c.company, "POST", step(c.projectId, "pause"));
    const answers = await Promise.all([
      call(t.app, c.freelancer, "POST", step(c.projectId, "resume")),
      call(t.app, c.company, "POST", step(c.projectId, "resume")),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const weeks = await t.app.ctx.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.projectId, c.projectId));
    expect(weeks).toHaveLength(1);
  });
});

describe("completeIfDone on an hourly project", () => {
  /** Every milestone approved and the project DISPUTED: what a fixed project completes from. */
  async function settledMilestones(projectId: string) {
    await t.app.ctx.db.update(milestones).set({ status: "APPROVED" }).where(eq(milestones.projectId, projectId));
    await t.app.ctx.db.update(projects).set({ status: "DISPUTED" }).where(eq(projects.id, projectId));
    return projectOf(projectId);
  }

  it("brings a disputed hourly project back to ACTIVE but never completes it: its contract goes on", async () => {
    const c = await setupHourly(t.app);
    const project = await settledMilestones(c.projectId);
    await withTransaction(t.app.ctx, (txCtx) => completeIfDone(txCtx, project));
    expect((await projectOf(c.projectId)).status).toBe("ACTIVE");
  });

  it("still completes a fixed project", async () => {
    const fixed = await setupProject(t.app);
    const project = await settledMilestones(fixed.projectId);
    await withTransaction(t.app.ctx, (txCtx) => completeIfDone(txCtx, project));
    expect((await projectOf(fixed.projectId)).status).toBe("COMPLETED");
  });
});

describe("cancelling an hourly project", () => {
  it("is refused with a 409 that points to ending the contract", async () => {
    const c = await setupHourly(t.app);
    const res = await call(t.app, c.company, "POST", `/api/projects/${c.projectId}/cancel`, {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/^End the contract instead: /);
    expect((await projectOf(c.projectId)).status).toBe("ACTIVE");
  });
});

describe("the end, then the review window through the sweep", () => {
  it("completes the project once the last week is paid at the end of its window", async () => {
    const c = await setupHourly(t.app);
    await logTime(t.app, { ...c, userId: c.freelancer.user.id, date: today(), startTime: "00:00", minutes: 1 });
    const week = thisMonday();
    await must(t.app, c.freelancer, "POST", step(c.projectId, "end"));
    expect((await projectOf(c.projectId)).status).toBe("ACTIVE");
    await advanceDays(t.app, 6, [c.company, c.freelancer]);
    await runHourlySweepOnce(t.app.ctx);
    expect((await weekRow(t.app, c.projectId, week))!.status).toBe("PAID");
    expect((await projectOf(c.projectId)).status).toBe("COMPLETED");
    expect(await typesTold(t.app, c.freelancer)).toContain("PROJECT_COMPLETED");
  });
});
