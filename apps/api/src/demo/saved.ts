import { ZCreateSavedSearchBody } from "@crewlance/contracts/saved-searches";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import { savedSearches } from "../db/schema/alerts";
import { tasks } from "../db/schema/tasks";
import { demoUserIds } from "../demo-users";
import type { Viewer } from "../lib/viewer";
import { createSavedSearch } from "../modules/alerts/index";
import { saveFavourite } from "../modules/favourites/index";
import { FREELANCERS } from "./tasks-people";

/*
 * Demo saved searches and favourites (decisions 0102 and 0103), made through the services people
 * use: the demo freelancer keeps two task searches with alerts and has starred two open tasks; the
 * demo company keeps a freelancer search and has starred two freelancers. The alerting searches
 * name work the journeys never post (finance, translation), so their tasks alert no demo account.
 */

const FREELANCER_SEARCHES = [
  { name: "GST and bookkeeping work", query: { category: "FINANCE_LEGAL" }, alerts: "daily" },
  { name: "Hindi translation", query: { q: "hindi", category: "TRANSLATION" }, alerts: "weekly" },
] as const;

const COMPANY_SEARCH = { name: "React developers, top rated", query: { skills: "React", sort: "rating" } } as const;

const STARRED_TASKS = ["Landing page for our invoicing product", "Set up CI/CD and monitoring on AWS"];

/** False when the demo freelancer keeps saved searches already (or a demo account is missing). */
export async function seedDemoSavedItems(
  ctx: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId) return false;
  const kept = await ctx.db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.userId, freelancerId))
    .limit(1);
  if (kept.length > 0) return false;

  for (const search of FREELANCER_SEARCHES) {
    const body = ZCreateSavedSearchBody.parse({ kind: "tasks", ...search });
    await createSavedSearch(ctx, { userId: freelancerId, body });
  }
  const companySearch = ZCreateSavedSearchBody.parse({ kind: "freelancers", ...COMPANY_SEARCH });
  await createSavedSearch(ctx, { userId: companyId, body: companySearch });

  const priya: Viewer = { id: freelancerId, role: "FREELANCER", emailVerified: true };
  const openTasks = await ctx.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(inArray(tasks.title, STARRED_TASKS), eq(tasks.status, "OPEN")));
  for (const task of openTasks) await saveFavourite(ctx, { kind: "task", id: task.id, viewer: priya });

  const company: Viewer = { id: companyId, role: "COMPANY", emailVerified: true };
  const people = await demoUserIds(
    ctx,
    FREELANCERS.slice(0, 2).map((person) => person.email),
  );
  for (const id of people) if (id) await saveFavourite(ctx, { kind: "freelancer", id, viewer: company });
  return true;
}
