import { ALERT_MATCH } from "@crewlance/contracts/notification-groups";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { taskAlertQueue } from "../../db/schema/alerts";
import { notifications } from "../../db/schema/notifications";
import { advanceClock, now, resetClock } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { call, postTask } from "../tasks/testing";
import { drainAlertQueue } from "./index";
import {
  ALERT_CLAIM_LEASE_MS,
  ALERT_MAX_ATTEMPTS,
  claimDueTasks,
  finishQueuedTask,
  markFailedTry,
  queueTaskAlerts,
} from "./queue";
import { alertQueuePass } from "./worker";

// The timer never runs a pass of its own here: each test decides when the worker works.
let t: TestApp;
let company: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ mailQueueIntervalMs: 3_600_000 });
  company = await createUser(t.app, { role: "COMPANY" });
  freelancer = await createUser(t.app, { role: "FREELANCER" });
});
afterEach(() => resetClock());
afterAll(() => t.close());

const log = { warn: () => {}, error: () => {} };

async function saveSearch(q: string) {
  const res = await call(t.app, freelancer, {
    method: "POST",
    url: "/api/saved-searches",
    payload: { kind: "tasks", name: q, alerts: "instant", query: { q } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

/** The task ids a saved search has been alerted of, once each alert notification. */
async function alertedTaskIds(savedSearchId: string): Promise<string[]> {
  const rows = await t.app.ctx.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, freelancer.user.id), eq(notifications.type, ALERT_MATCH)));
  return rows
    .filter((row) => row.data.savedSearchId === savedSearchId)
    .map((row) => String(row.data.taskId))
    .sort();
}

const queued = (taskId: string) => t.app.ctx.db.select().from(taskAlertQueue).where(eq(taskAlertQueue.taskId, taskId));

/** A published task no saved search matched yet, queued again by hand (without waking the worker). */
async function quietTask(title: string) {
  const task = await postTask(t.app, company, { title });
  await drainAlertQueue(t.app.ctx);
  await queueTaskAlerts(t.app.ctx, task.id);
  return task;
}

describe("the alert queue", () => {
  it("takes a task from its publish to the alert, and leaves the queue empty", async () => {
    const search = await saveSearch("zanzibar");
    const task = await postTask(t.app, company, { title: "Zanzibar tour booking site" });
    await drainAlertQueue(t.app.ctx);
    expect(await alertedTaskIds(search)).toEqual([task.id]);
    expect(await queued(task.id)).toEqual([]);
  });

  it("queues nothing for a publish whose transaction rolls back", async () => {
    const search = await saveSearch("quokka");
    const task = await postTask(t.app, company, { title: "Quokka photo archive", publish: false });
    await expect(
      withTransaction(t.app.ctx, async (txCtx) => {
        await emit(txCtx, "TaskPublished", { taskId: task.id, companyId: company.user.id });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await queued(task.id)).toEqual([]);
    await drainAlertQueue(t.app.ctx);
    expect(await alertedTaskIds(search)).toEqual([]);
  });

  it("looks at a task once more when it is queued again while the worker has it", async () => {
    const task = await quietTask("Okapi field notes app");
    const [claimed] = await claimDueTasks(t.app.ctx, { at: now(), limit: 10 });
    expect(claimed).toMatchObject({ taskId: task.id, generation: 1, attempts: 1 });
    // An edit lands while the worker matches the older version: the row is not the worker's to remove.
    const search = await saveSearch("okapi");
    await queueTaskAlerts(t.app.ctx, task.id);
    await finishQueuedTask(t.app.ctx, claimed!);
    expect(await queued(task.id)).toMatchObject([{ generation: 2, attempts: 0 }]);
    await alertQueuePass(t.app.ctx, log);
    expect(await alertedTaskIds(search)).toEqual([task.id]);
    expect(await queued(task.id)).toEqual([]);
  });

  it("alerts once for a task whose worker died: it is due again when the lease ends", async () => {
    const task = await quietTask("Narwhal tracking dashboard");
    const search = await saveSearch("narwhal");
    expect(await claimDueTasks(t.app.ctx, { at: now(), limit: 10 })).toHaveLength(1);
    // The worker that claimed it is gone; the leased task waits out its lease.
    expect(await alertQueuePass(t.app.ctx, log)).toEqual({ more: false });
    expect(await alertedTaskIds(search)).toEqual([]);
    advanceClock(ALERT_CLAIM_LEASE_MS + 1_000);
    await alertQueuePass(t.app.ctx, log);
    await alertQueuePass(t.app.ctx, log);
    expect(await alertedTaskIds(search)).toEqual([task.id]);
    expect(await queued(task.id)).toEqual([]);
  });

  it("tries a failing task again later and gives it up after its last try", async () => {
    const task = await quietTask("Pangolin inventory sync");
    for (let attempt = 1; attempt <= ALERT_MAX_ATTEMPTS; attempt++) {
      advanceClock(24 * 60 * 60_000);
      const [claimed] = await claimDueTasks(t.app.ctx, { at: now(), limit: 10 });
      expect(claimed).toMatchObject({ taskId: task.id, attempts: attempt });
      const gaveUp = await markFailedTry(t.app.ctx, claimed!, "database went away");
      expect(gaveUp).toBe(attempt === ALERT_MAX_ATTEMPTS);
      if (!gaveUp) {
        const [row] = await queued(task.id);
        expect(row!.lastError).toBe("database went away");
        expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now().getTime());
      }
    }
    expect(await queued(task.id)).toEqual([]);
  });

  it("keeps a task whose matching fails for a later pass, and alerts once it succeeds", async () => {
    const task = await quietTask("Quoll habitat survey");
    const search = await saveSearch("quoll");
    // The database refuses this task's matches until the trigger goes, as a failing disk would.
    await t.app.ctx.db.execute(
      sql.raw(`create function refuse_match() returns trigger language plpgsql as $$
        begin raise exception 'matches are refused for now'; end $$`),
    );
    await t.app.ctx.db.execute(
      sql.raw(`create trigger refuse_match before insert on saved_search_matches
        for each row when (new.task_id = '${task.id}') execute function refuse_match()`),
    );
    await alertQueuePass(t.app.ctx, log);
    expect(await alertedTaskIds(search)).toEqual([]);
    const [row] = await queued(task.id);
    // The driver's words, not the failed query's text with its parameters.
    expect(row).toMatchObject({ attempts: 1, lastError: "matches are refused for now" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now().getTime());

    await t.app.ctx.db.execute(sql.raw("drop trigger refuse_match on saved_search_matches"));
    await t.app.ctx.db.execute(sql.raw("drop function refuse_match()"));
    advanceClock(ALERT_CLAIM_LEASE_MS);
    await alertQueuePass(t.app.ctx, log);
    expect(await alertedTaskIds(search)).toEqual([task.id]);
    expect(await queued(task.id)).toEqual([]);
  });

  it("alerts each search once per task when two workers run at the same moment", async () => {
    const tasks = [];
    for (const title of ["Axolotl care guide", "Axolotl shop", "Axolotl tank sensors", "Axolotl video"]) {
      tasks.push(await quietTask(title));
    }
    const search = await saveSearch("axolotl");
    for (const task of tasks) await queueTaskAlerts(t.app.ctx, task.id);
    await Promise.all([alertQueuePass(t.app.ctx, log), alertQueuePass(t.app.ctx, log), alertQueuePass(t.app.ctx, log)]);
    await alertQueuePass(t.app.ctx, log);
    expect(await alertedTaskIds(search)).toEqual(tasks.map((task) => task.id).sort());
    for (const task of tasks) expect(await queued(task.id)).toEqual([]);
  });
});
