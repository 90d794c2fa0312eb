import { addWeeks, indiaDateOf, indiaMidnight, weekStartOf } from "@crewlance/contracts/hourly";
import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { tasks } from "../db/schema/tasks";
import { now } from "../lib/clock";
import { withTransaction } from "../lib/transaction";
import type { Viewer } from "../lib/viewer";
import { addEntry, runHourlySweepOnce } from "../modules/hourly/index";
import { acceptApplication, applyToTask, createTask } from "../modules/tasks/index";
import { hoursAgo } from "./tasks-demo-task";

/*
 * Demo data for hourly contracts (decision 0091), made through the services people use: the
 * demo company hired the demo freelancer by the hour last Monday (10 hours a week at ₹1,200), she
 * logged three entries last week, the billing sweep closed that week — so the company has a week
 * to review and the freelancer a week awaiting release — and opened and funded this one. The clock
 * is turned back to each moment as it happened.
 */

const TITLE = "Keep our React storefront fast (hourly)";
const RATE = 120_000;
const HOUR_MS = 3_600_000;

/** Runs `work` with the clock at `moment`, then puts it back. */
const at = <T>(moment: Date, work: () => Promise<T>) => hoursAgo((now().getTime() - moment.getTime()) / HOUR_MS, work);

/** `HH:MM` on the given day of last week (0 = Monday), in India. */
function lastWeek(day: number, time: string): { date: string; instant: Date } {
  const date = addWeeks(weekStartOf(now()), -1);
  const monday = indiaMidnight(date).getTime();
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const instant = new Date(monday + day * 24 * HOUR_MS + (hours * 60 + minutes) * 60_000);
  return { date: indiaDateOf(instant), instant };
}

const LAST_WEEK_ENTRIES = [
  { day: 0, startTime: "10:00", endTime: "12:30", memo: "Profiled the product list and fixed two slow renders." },
  { day: 1, startTime: "14:00", endTime: "16:00", memo: "Moved product image resizing to the CDN." },
  { day: 3, startTime: "11:00", endTime: "12:15", memo: "Reviewed the checkout flow's bundle size with the team." },
];

/** False when the demo's hourly task exists already (or a demo account is missing). */
export async function seedDemoHourly(
  outer: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId) return false;
  const company: Viewer = { id: companyId, role: "COMPANY", emailVerified: true };
  const priya: Viewer = { id: freelancerId, role: "FREELANCER", emailVerified: true };
  const hired = lastWeek(0, "09:00");
  const projectId = await withTransaction(outer, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(727015)`);
    const existing = await ctx.db.execute(sql`select 1 from ${tasks} where title = ${TITLE} limit 1`);
    if (existing.rows.length > 0) return null;
    return at(hired.instant, async () => {
      const task = await createTask(ctx, {
        viewer: company,
        body: {
          title: TITLE,
          description:
            "Acme Labs' storefront is React and TypeScript. We want an engineer by the hour, about ten hours a week, to keep pages fast: profile, fix slow renders, trim bundles and review changes with our team.",
          category: "WEB_DEVELOPMENT" as never,
          skills: ["React", "TypeScript", "Performance"],
          budgetType: "HOURLY",
          budgetMin: 90_000,
          budgetMax: 150_000,
          deadline: addWeeks(hired.date, 12),
          experienceLevel: "EXPERT",
          publish: true,
        },
      });
      const application = await applyToTask(ctx, {
        taskId: task.id,
        viewer: priya,
        body: {
          coverLetter:
            "Hello, I am Priya. I keep React storefronts fast for Indian retailers and can give you ten steady hours a week from Monday.",
          proposedAmount: RATE,
          estimatedDays: 90,
        },
      });
      const accepted = await acceptApplication(ctx, {
        viewer: company,
        applicationId: application.id,
        hourly: { weeklyLimitHours: 10, manualPolicy: "ALLOWED", startDate: hired.date },
      });
      return accepted.projectId;
    });
  });
  if (!projectId) return false;
  for (const entry of LAST_WEEK_ENTRIES) {
    const { date } = lastWeek(entry.day, entry.startTime);
    const after = lastWeek(entry.day, entry.endTime).instant;
    await at(new Date(after.getTime() + HOUR_MS), () =>
      addEntry(outer, {
        projectId,
        userId: freelancerId,
        body: { date, startTime: entry.startTime, endTime: entry.endTime, memo: entry.memo },
      }),
    );
  }
  // Now: last week closes into the company's review; this week opens, funded.
  await runHourlySweepOnce(outer);
  return true;
}
