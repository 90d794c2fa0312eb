import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tasks } from "../../db/schema/tasks";

/**
 * What the alerts module needs to match one task against saved task searches (decision 0102):
 * every column GET /tasks filters on (search.ts `filtersOf`), and the task's text-search vector as
 * text with its lexemes, so saved searches are checked with the very `@@` the list uses.
 */
export type TaskAlertFacts = {
  id: string;
  companyId: string;
  title: string;
  status: string;
  hidden: boolean;
  category: string;
  skillsKey: string[];
  budgetType: string;
  budgetMin: number;
  budgetMax: number;
  experienceLevel: string;
  publishedAt: Date | null;
  /** `search_vector::text`, which casts back to the same tsvector. */
  searchVector: string;
  lexemes: string[];
};

export async function taskAlertFacts(ctx: AppContext, taskId: string): Promise<TaskAlertFacts | null> {
  const [row] = await ctx.db
    .select({
      id: tasks.id,
      companyId: tasks.companyId,
      title: tasks.title,
      status: tasks.status,
      hidden: sql<boolean>`${tasks.hiddenAt} is not null`,
      category: tasks.category,
      skillsKey: tasks.skillsKey,
      budgetType: tasks.budgetType,
      budgetMin: tasks.budgetMin,
      budgetMax: tasks.budgetMax,
      experienceLevel: tasks.experienceLevel,
      publishedAt: tasks.publishedAt,
      searchVector: sql<string>`coalesce(${tasks.searchVector}::text, '')`,
      lexemes: sql<string[]>`coalesce(tsvector_to_array(${tasks.searchVector}), '{}')`,
    })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row ?? null;
}
