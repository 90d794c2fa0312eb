import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { milestones, projectActivity } from "../db/schema/projects";
import { advanceClock } from "../lib/clock";
import { type TxContext, withTransaction } from "../lib/transaction";
import {
  addMilestone,
  approveMilestone,
  createBoardItem,
  fundMilestone,
  submitMilestone,
  submitReview,
} from "../modules/projects/index";
import { acceptApplication, listMyApplications } from "../modules/tasks/index";

/*
 * Demo projects, after the tasks seed (which hires the demo freelancer onto one of the
 * demo company's tasks): two more of the freelancer's proposals to the demo company are accepted
 * and carried through funding, delivery, approval and mutual reviews a few weeks back, so the
 * freelancer's rating, review count, completed projects and earnings come from real rows; the
 * first project is left mid-way (funded and delivered, a second milestone, a proposal, a board)
 * so the screens have something to act on. Everything goes through the services people call.
 */

const DAY = 24 * 60 * 60 * 1000;

async function daysAgo<T>(days: number, work: () => Promise<T>): Promise<T> {
  advanceClock(-days * DAY);
  try {
    return await work();
  } finally {
    advanceClock(days * DAY);
  }
}

async function firstMilestone(ctx: TxContext, projectId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: milestones.id })
    .from(milestones)
    .where(eq(milestones.projectId, projectId))
    .orderBy(asc(milestones.position))
    .limit(1);
  return row!.id;
}

const FINISHED = [
  {
    daysBack: 30,
    note: "Everything from the brief is in, with the source files and a short handover video.",
    company: {
      rating: 5,
      comment: "Delivered ahead of time, communicated every step, and the code is clean. Would hire again.",
    },
    freelancer: { rating: 5, comment: "A clear brief, quick answers and payment on the day of delivery." },
  },
  {
    daysBack: 18,
    note: "The final version with the changes from our last call.",
    company: { rating: 4, comment: "Good work and easy to work with; one revision round was needed." },
    freelancer: { rating: 4, comment: "Friendly team; the scope grew a little, but they were fair about it." },
  },
];

/** Seeds once (nothing when any milestone was ever funded); returns whether it seeded. */
export async function seedDemoProjects(
  outer: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId) return false;
  return withTransaction(outer, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(727011)`);
    const [funded] = await ctx.db
      .select({ id: projectActivity.id })
      .from(projectActivity)
      .where(eq(projectActivity.type, "MILESTONE_FUNDED"))
      .limit(1);
    if (funded) return false;
    const freelancer = { id: freelancerId, role: "FREELANCER" as const, emailVerified: true };
    const company = { id: companyId, role: "COMPANY" as const, emailVerified: true };
    const mine = await listMyApplications(ctx, { viewer: freelancer, page: 1, limit: 100 });
    const ongoing = mine.items.find(
      (item) => item.status === "ACCEPTED" && item.projectId && item.task.company.id === companyId,
    );
    if (!ongoing?.projectId) return false;
    const open = mine.items
      .filter(
        (item) => (item.status === "SHORTLISTED" || item.status === "PENDING") && item.task.company.id === companyId,
      )
      .slice(0, FINISHED.length);

    for (const [index, application] of open.entries()) {
      const story = FINISHED[index]!;
      await daysAgo(story.daysBack, async () => {
        const { projectId } = await acceptApplication(ctx, { applicationId: application.id, viewer: company });
        const milestoneId = await firstMilestone(ctx, projectId);
        await fundMilestone(ctx, { milestoneId, userId: companyId });
        await submitMilestone(ctx, { milestoneId, userId: freelancerId, note: story.note, fileIds: [] });
        await approveMilestone(ctx, { milestoneId, userId: companyId });
        await submitReview(ctx, { projectId, userId: companyId, body: story.company });
        await submitReview(ctx, { projectId, userId: freelancerId, body: story.freelancer });
      });
    }

    // The project in progress: the first milestone funded and delivered, waiting on the company.
    const projectId = ongoing.projectId;
    const first = await firstMilestone(ctx, projectId);
    await daysAgo(3, () => fundMilestone(ctx, { milestoneId: first, userId: companyId }));
    await daysAgo(1, () =>
      submitMilestone(ctx, {
        milestoneId: first,
        userId: freelancerId,
        note: "The dashboard with the live map and the late-order alerts. A staging link is in the board card.",
        fileIds: [],
      }),
    );
    await addMilestone(ctx, {
      projectId,
      userId: companyId,
      body: { title: "Reports and CSV export", amount: 1_800_000, dueDate: null },
    });
    await addMilestone(ctx, {
      projectId,
      userId: freelancerId,
      body: { title: "Offline mode for riders", amount: 1_200_000, dueDate: null },
    });
    const cards: Array<{ title: string; status: "TODO" | "IN_PROGRESS" | "IN_REVIEW" | "DONE"; who: string }> = [
      { title: "Live map of riders", status: "DONE", who: freelancerId },
      { title: "Late-order alerts", status: "IN_REVIEW", who: freelancerId },
      { title: "Zone-wise delivery times", status: "IN_PROGRESS", who: freelancerId },
      { title: "Share staging access", status: "TODO", who: companyId },
      { title: "CSV export of deliveries", status: "TODO", who: freelancerId },
    ];
    for (const card of cards) {
      await createBoardItem(ctx, {
        projectId,
        userId: companyId,
        body: { title: card.title, description: "", status: card.status, assigneeId: card.who },
      });
    }
    return true;
  });
}
