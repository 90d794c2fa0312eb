import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReplicatedCluster, startReplicatedCluster } from "../../test/replica-cluster";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../test/users";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { call, postTask } from "../modules/tasks/testing";

/*
 * Reads on a real streaming replica (decision 0107): a primary and a hot standby made by
 * pg_basebackup (test/replica-cluster.ts), the API with DATABASE_REPLICA_URLS, and the real
 * Redis sharing each person's last write between two instances. Replay is paused on the standby
 * to make it fall behind on purpose, and the standby is stopped mid-traffic.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let cluster: ReplicatedCluster;
let admin: pg.Client;
let replicaAdmin: pg.Client;
const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-replica-app-"));
const apps: FastifyInstance[] = [];

async function startApp(env: Record<string, string>): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO_DATA: "false",
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: cluster.replicaUrl,
      REPLICA_CHECK_INTERVAL_MS: "50",
      ...env,
    }),
    webDistDir: undefined,
  };
  const app = await buildApp(config, { logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const usable = (app: FastifyInstance) => app.ctx.replicas?.set.states()[0]?.usable === true;

async function listedTitles(app: FastifyInstance, user: TestUser, q?: string): Promise<string[]> {
  const query = q ? `?q=${encodeURIComponent(q)}&limit=50` : "?sort=newest&limit=50";
  const res = await call(app, user, { method: "GET", url: `/api/tasks${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ title: string }>).map((item) => item.title);
}

async function connectReplicaAdmin(): Promise<void> {
  await replicaAdmin?.end().catch(() => {});
  replicaAdmin = new pg.Client({ connectionString: cluster.replicaUrl });
  // Stopping the standby ends this connection: expected, not a failure.
  replicaAdmin.on("error", () => {});
  await replicaAdmin.connect();
}

const pauseReplay = () => replicaAdmin.query("select pg_wal_replay_pause()");
const resumeReplay = () => replicaAdmin.query("select pg_wal_replay_resume()");
const title = (word: string) => `Replica ${word} ${randomUUID().slice(0, 8)} logistics dashboard`;

let company: TestUser;
let otherCompany: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  cluster = await startReplicatedCluster();
  admin = new pg.Client({ connectionString: cluster.primaryUrl });
  await admin.connect();
  await connectReplicaAdmin();
  // The routing tests read without the page cache: a page one person's read keeps would answer another's.
  const app = await startApp({ REPLICA_MAX_LAG_MS: "60000", LIST_PAGE_CACHE: "false" });
  company = await createUser(app, { role: "COMPANY" });
  await addCompanyProfile(app, company.user);
  otherCompany = await createUser(app, { role: "COMPANY" });
  await addCompanyProfile(app, otherCompany.user);
  freelancer = await createUser(app, { role: "FREELANCER" });
  await addFreelancerProfile(app, freelancer.user, { skills: ["React"] });
  await eventually(() => usable(app), "the replica takes reads");
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await replicaAdmin?.end().catch(() => {});
  await admin?.end();
  await cluster?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("reads on a streaming replica", () => {
  it("sends other people's list reads to the replica, and the writer's own to a copy holding their write", async () => {
    const [app] = apps as [FastifyInstance];
    await eventually(() => usable(app), "the replica takes reads");
    await pauseReplay();
    try {
      const posted = title("mine");
      await postTask(app, company, { title: posted });
      // The writer sees their task at once: the replica has not replayed it, so they read the primary.
      expect(await listedTitles(app, company)).toContain(posted);
      // Someone else reads the replica, which is still within REPLICA_MAX_LAG_MS and does not hold it yet.
      expect(await listedTitles(app, freelancer)).not.toContain(posted);
      await resumeReplay();
      await eventually(async () => (await listedTitles(app, freelancer)).includes(posted), "the replica replays it");
      // What an admin sees of it.
      const admin = await createUser(app, { role: "ADMIN" });
      const database = (await call(app, admin, { method: "GET", url: "/api/admin/database" })).json().data;
      expect(database).toMatchObject({ kind: "postgres", maxLagMs: 60_000 });
      expect(database.replicas).toEqual([
        {
          name: expect.stringMatching(/^127\.0\.0\.1:\d+\/postgres$/),
          up: true,
          lagMs: expect.any(Number),
          usable: true,
        },
      ]);
    } finally {
      await resumeReplay();
    }
  });

  it("reads a writer's lists from the replica once it has replayed their write", async () => {
    const [app] = apps as [FastifyInstance];
    await postTask(app, company, { title: title("earlier") });
    await eventually(async () => {
      const set = app.ctx.replicas!.set;
      return set.pick(await set.primaryPosition()) !== undefined;
    }, "the replica replays the company's write");
    await pauseReplay();
    try {
      // Another company's new task, unseen by the paused replica: the first company now reads there.
      const theirs = title("theirs");
      await postTask(app, otherCompany, { title: theirs });
      expect(await listedTitles(app, company)).not.toContain(theirs);
      expect(await listedTitles(app, otherCompany)).toContain(theirs);
    } finally {
      await resumeReplay();
    }
  });

  it("keeps no page read from a replica that misses the list's last change", async () => {
    const app = await startApp({ REPLICA_MAX_LAG_MS: "60000" });
    await eventually(() => usable(app), "the replica takes reads");
    const before = await listedTitles(app, freelancer, "logistics");
    await pauseReplay();
    let posted = "";
    try {
      posted = title("cached");
      await postTask(app, company, { title: posted });
      // Read from the paused replica after the list changed: answered, but not kept.
      expect(await listedTitles(app, freelancer, "logistics")).toEqual(before);
    } finally {
      await resumeReplay();
    }
    // The next read after the replay finds the task: a kept stale page would hide it until the next change.
    await eventually(
      async () => (await listedTitles(app, freelancer, "logistics")).includes(posted),
      "the page shows it",
    );
  });

  it("skips a replica that falls behind further than REPLICA_MAX_LAG_MS", async () => {
    const strict = await startApp({ REPLICA_MAX_LAG_MS: "300", LIST_PAGE_CACHE: "false" });
    await eventually(() => usable(strict), "the replica takes reads");
    await pauseReplay();
    try {
      const posted = title("behind");
      await postTask(strict, company, { title: posted });
      await eventually(() => !usable(strict), "the replica is too far behind");
      // With the replica skipped, someone else's read comes from the primary and sees the task.
      expect(await listedTitles(strict, freelancer)).toContain(posted);
    } finally {
      await resumeReplay();
    }
    await eventually(() => usable(strict), "the replica catches up and takes reads again");
  });

  it("shows a person their own write on another instance, through the last write kept in Redis", async () => {
    const prefix = `crewlance-test-${randomUUID()}:`;
    const env = { REPLICA_MAX_LAG_MS: "60000", REDIS_URL, REDIS_KEY_PREFIX: prefix, LIST_PAGE_CACHE: "false" };
    const [one, two] = [await startApp(env), await startApp(env)];
    await eventually(() => usable(one) && usable(two), "both instances read the replica");
    await pauseReplay();
    try {
      const posted = title("elsewhere");
      await postTask(one, company, { title: posted });
      expect(await listedTitles(two, company)).toContain(posted);
      expect(await listedTitles(two, freelancer)).not.toContain(posted);
    } finally {
      await resumeReplay();
    }
  });

  it("answers every request while the replica stops mid-traffic, and each writer always sees their own task", async () => {
    const [app] = apps as [FastifyInstance];
    await eventually(() => usable(app), "the replica takes reads");
    const failures: string[] = [];
    const mine: string[] = [];
    let stopped = false;
    const writer = async () => {
      for (let i = 0; i < 12; i++) {
        if (i === 4) {
          await cluster.stopReplica();
          stopped = true;
        }
        const posted = title(`traffic-${i}`);
        await postTask(app, company, { title: posted });
        mine.push(posted);
        const seen = await listedTitles(app, company);
        for (const own of mine.slice(-3)) if (!seen.includes(own)) failures.push(`${own} missing after its post`);
      }
    };
    const reader = async () => {
      while (!stopped || mine.length < 12) {
        for (const user of [freelancer, otherCompany]) {
          for (const url of ["/api/tasks?sort=budget_desc", "/api/user/freelancers?sort=rate_asc", "/api/dashboard"]) {
            const res = await call(app, user, { method: "GET", url });
            if (res.statusCode !== 200) failures.push(`${url}: ${res.statusCode} ${res.body}`);
          }
        }
      }
    };
    await Promise.all([writer(), reader(), reader()]);
    expect(failures).toEqual([]);
    expect(app.ctx.replicas!.set.states()[0]!.up).toBe(false);
    // Back again, it takes reads once it has caught up.
    await cluster.startReplica();
    await connectReplicaAdmin();
    await eventually(() => usable(app), "the restarted replica takes reads again", 30_000);
  });
});
