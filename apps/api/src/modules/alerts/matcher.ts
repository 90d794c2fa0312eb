import { formatPaise } from "@crewlance/contracts/money";
import { ALERT_MATCH, type TAlertMatchData } from "@crewlance/contracts/notification-groups";
import { sql } from "drizzle-orm";
import { savedSearches, savedSearchKeys, savedSearchMatches } from "../../db/schema/alerts";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";
import { createNotifications } from "../notifications/index";
import { type TaskAlertFacts, taskAlertFacts } from "../tasks/index";
import { taskKeysOf } from "./percolation-keys";

/*
 * A task that became OPEN, or was edited while OPEN, alerts each saved task search it now matches
 * and never alerted before (decision 0102), when the alert worker takes it from the queue. One
 * statement: the percolation index picks the candidates by the task's keys, each candidate is
 * checked in full against the task's values with the same SQL as GET /tasks's filters
 * (tasks/search.ts `filtersOf`), and the new pairs are recorded at most once (the primary key).
 * A search's owner never hears of their own task, and a search with alerts off is never a
 * candidate.
 */

/** Alerts written per statement. */
const NOTIFICATION_SLICE = 500;

type NewMatch = { saved_search_id: string; user_id: string; name: string; alerts: TAlertMatchData["frequency"] };

async function recordNewMatches(txCtx: TxContext, task: TaskAlertFacts): Promise<NewMatch[]> {
  const s = savedSearches;
  const published = task.publishedAt ?? now();
  const result = await txCtx.db.execute<NewMatch>(sql`
    with candidates as (
      select ${s.id} as id, ${s.userId} as user_id, ${s.name} as name, ${s.alerts} as alerts
      from ${s}
      where ${s.id} in (
          select ${savedSearchKeys.savedSearchId} from ${savedSearchKeys}
          where ${savedSearchKeys.key} = any(${sql.param(taskKeysOf(task))}::text[])
        )
        and ${s.kind} = 'tasks'
        and ${s.alerts} <> 'off'
        and ${s.userId} <> ${task.companyId}
        and (${s.q} is null or ${task.searchVector}::tsvector @@ websearch_to_tsquery('simple', ${s.q}))
        and (${s.category} is null or ${s.category} = ${task.category})
        and (${s.skillsKey} is null or ${s.skillsKey} && ${sql.param(task.skillsKey)}::text[])
        and (${s.minBudget} is null or ${task.budgetMax} >= ${s.minBudget})
        and (${s.maxBudget} is null or ${task.budgetMin} <= ${s.maxBudget})
        and (${s.budgetType} is null or ${s.budgetType} = ${task.budgetType})
        and (${s.experienceLevel} is null or ${s.experienceLevel} = ${task.experienceLevel})
        and (${s.postedWithinDays} is null
          or ${published.toISOString()}::timestamptz >= ${now().toISOString()}::timestamptz - ${s.postedWithinDays} * interval '1 day')
    ),
    inserted as (
      insert into ${savedSearchMatches} (saved_search_id, task_id, created_at)
      select id, ${task.id}, ${now().toISOString()}::timestamptz from candidates
      on conflict do nothing
      returning saved_search_id
    )
    select c.id as saved_search_id, c.user_id, c.name, c.alerts
    from candidates c join inserted i on i.saved_search_id = c.id
  `);
  return result.rows;
}

const budgetText = (task: TaskAlertFacts) => {
  const range =
    task.budgetMin === task.budgetMax
      ? formatPaise(task.budgetMin)
      : `${formatPaise(task.budgetMin)} – ${formatPaise(task.budgetMax)}`;
  return task.budgetType === "HOURLY" ? `${range} an hour` : range;
};

/** A queued task's alerts, in the alert worker's transaction (worker.ts). */
export async function alertMatchingSearches(txCtx: TxContext, input: { taskId: string }): Promise<void> {
  const task = await taskAlertFacts(txCtx, input.taskId);
  // GET /tasks lists only OPEN tasks that moderation did not hide.
  if (task?.status !== "OPEN" || task.hidden) return;
  const matches = await recordNewMatches(txCtx, task);
  // In slices: a popular task alerts thousands, and one statement building them all would hold the
  // event loop (and every request this instance serves) for that long.
  for (let start = 0; start < matches.length; start += NOTIFICATION_SLICE) {
    await createNotifications(
      txCtx,
      matches.slice(start, start + NOTIFICATION_SLICE).map((match) => {
        const data: TAlertMatchData = {
          savedSearchId: match.saved_search_id,
          taskId: task.id,
          frequency: match.alerts,
        };
        return {
          userId: match.user_id,
          type: ALERT_MATCH,
          title: `New task for "${match.name}"`,
          body: `${task.title} · ${budgetText(task)}`,
          link: `/tasks/${task.id}`,
          data,
        };
      }),
    );
  }
}
