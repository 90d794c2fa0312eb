import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { tasks } from "../db/schema/tasks";
import { withTransaction } from "../lib/transaction";
import type { Viewer } from "../lib/viewer";
import {
  acceptApplication,
  applyToTask,
  cancelTask,
  createTask,
  rejectApplication,
  shortlistApplication,
  withdrawApplication,
} from "../modules/tasks/index";
import { ensureDemoPeople } from "../modules/users/index";
import { TASKS_FIRST } from "./tasks-catalogue-first";
import { CANCELLED, DRAFTS, TASKS_SECOND } from "./tasks-catalogue-second";
import { type DemoTask, deadline, description, hoursAgo, proposal, rupees } from "./tasks-demo-task";
import { COMPANIES, FREELANCERS } from "./tasks-people";

/*
 * Demo data: a living marketplace on an empty development database — about 30 tasks
 * across categories from the demo company and three others, applications from the demo
 * freelancer and five others in every status, one accepted into a project. Everything goes
 * through the services users call (derived figures are never written); the clock is turned
 * back while a task is posted so the list shows a spread of posting times.
 */

const TASKS = [...TASKS_FIRST, ...TASKS_SECOND];

/**
 * Seeds the demo marketplace once: does nothing when any task exists or the demo accounts are
 * missing. Returns whether it seeded.
 */
export async function seedDemoTasks(
  outer: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId) return false;
  // One transaction for the whole marketplace: one commit (one disk flush) instead of hundreds,
  // and two servers starting on one database seed it once (the second waits, then finds tasks).
  return withTransaction(outer, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(727009)`);
    const [existing] = await ctx.db.select({ one: sql`1` }).from(tasks).limit(1);
    if (existing) return false;
    await seedMarketplace(ctx, companyId, freelancerId);
    return true;
  });
}

async function seedMarketplace(ctx: AppContext, companyId: string, freelancerId: string): Promise<void> {
  const people = await ensureDemoPeople(ctx, { companies: COMPANIES, freelancers: FREELANCERS });
  const companyIds = [companyId, ...people.companyIds];
  const companyNames = ["Acme Labs", ...COMPANIES.map((company) => company.companyName)];
  const viewer = (id: string, role: "COMPANY" | "FREELANCER"): Viewer => ({ id, role, emailVerified: true });
  const priya = viewer(freelancerId, "FREELANCER");
  const others = people.freelancerIds.map((id) => viewer(id, "FREELANCER"));
  const otherNames = FREELANCERS.map((freelancer) => freelancer.fullName);

  const posted: Array<{ id: string; task: DemoTask; owner: Viewer }> = [];
  // Oldest first, a few hours to a few days apart, so "newest" has a spread.
  for (const [index, [companyIndex, task]] of TASKS.entries()) {
    const owner = viewer(companyIds[companyIndex]!, "COMPANY");
    const age = (TASKS.length - index) * 5;
    const created = await hoursAgo(age, () =>
      createTask(ctx, {
        viewer: owner,
        body: {
          title: task.title,
          description: description(task, companyNames[companyIndex]!),
          category: task.category as never,
          skills: task.skills,
          budgetType: task.budgetType ?? "FIXED",
          budgetMin: rupees(task.budget[0]),
          budgetMax: rupees(task.budget[1]),
          deadline: deadline(20 + (index % 5) * 10),
          experienceLevel: task.level ?? "INTERMEDIATE",
          publish: true,
        },
      }),
    );
    posted.push({ id: created.id, task, owner });
  }
  const demoCompany = viewer(companyId, "COMPANY");
  for (const task of DRAFTS) {
    await createTask(ctx, {
      viewer: demoCompany,
      body: {
        title: task.title,
        description: description(task, "Acme Labs"),
        category: task.category as never,
        skills: task.skills,
        budgetType: "FIXED",
        budgetMin: rupees(task.budget[0]),
        budgetMax: rupees(task.budget[1]),
        deadline: deadline(45),
        experienceLevel: "INTERMEDIATE",
      },
    });
  }

  // Applications, a few hours after each task was posted.
  const applyAs = (who: Viewer, name: string, index: number, hoursBack: number) => {
    const { id, task } = posted[index]!;
    return hoursAgo(hoursBack, () =>
      applyToTask(ctx, { taskId: id, viewer: who, body: proposal(task, name, 7 + (index % 4) * 7) }),
    );
  };
  // Others apply first, so the demo freelancer's project shows declined competitors too.
  const spread: Array<[number, number[]]> = [
    [0, [0, 4, 9, 17]],
    [1, [4, 10, 16, 24, 25]],
    [2, [7, 1, 15, 19, 21]],
    [3, [5, 10, 13, 18, 26]],
    [4, [0, 2, 9, 17, 25]],
  ];
  const ids = new Map<string, string>();
  for (const [freelancerIndex, taskIndexes] of spread) {
    for (const taskIndex of taskIndexes) {
      const application = await applyAs(
        others[freelancerIndex]!,
        otherNames[freelancerIndex]!,
        taskIndex,
        (TASKS.length - taskIndex) * 5 - 2,
      );
      ids.set(`${freelancerIndex}:${taskIndex}`, application.id);
    }
  }
  // The demo freelancer (React, TypeScript, Node.js, PostgreSQL, ...): every status.
  const mine: Record<string, number> = {
    accepted: 0,
    shortlisted: 1,
    pending: 9,
    pending2: 2,
    rejected: 17,
    withdrawn: 6,
    pending3: 7,
  };
  const priyaIds: Record<string, string> = {};
  for (const [label, taskIndex] of Object.entries(mine)) {
    priyaIds[label] = (await applyAs(priya, "Priya Sharma", taskIndex, (TASKS.length - taskIndex) * 5 - 3)).id;
  }
  const decide = { viewer: demoCompany };
  await shortlistApplication(ctx, { ...decide, applicationId: priyaIds.shortlisted! });
  await shortlistApplication(ctx, { ...decide, applicationId: ids.get("0:4")! });
  await withdrawApplication(ctx, { viewer: priya, applicationId: priyaIds.withdrawn! });
  await rejectApplication(ctx, {
    viewer: viewer(companyIds[2]!, "COMPANY"),
    applicationId: priyaIds.rejected!,
    reason: "We chose someone who has built booking systems for clinics before.",
  });
  await rejectApplication(ctx, { ...decide, applicationId: ids.get("2:1")! });
  await acceptApplication(ctx, { ...decide, applicationId: priyaIds.accepted! });
  // Another company hires too, so reputations differ.
  await acceptApplication(ctx, { viewer: viewer(companyIds[3]!, "COMPANY"), applicationId: ids.get("3:26")! });

  const cancelled = await createTask(ctx, {
    viewer: demoCompany,
    body: {
      title: CANCELLED.title,
      description: description(CANCELLED, "Acme Labs"),
      category: CANCELLED.category as never,
      skills: CANCELLED.skills,
      budgetType: "HOURLY",
      budgetMin: rupees(CANCELLED.budget[0]),
      budgetMax: rupees(CANCELLED.budget[1]),
      deadline: deadline(10),
      experienceLevel: "ENTRY",
      publish: true,
    },
  });
  await cancelTask(ctx, { viewer: demoCompany, taskId: cancelled.id });
}
