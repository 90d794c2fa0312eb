import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { notifications } from "../../db/schema/notifications";
import { milestones, projects } from "../../db/schema/projects";
import { withTransaction } from "../../lib/transaction";
import { fundEscrow, releaseEscrow } from "../money/index";
import { balances, deposit, expectLedgerBalanced } from "../money/testing";
import { listParticipantIdsOfProjects } from "../projects/participants-service";
import { teamPayoutSplit } from "../projects/payout-shares-service";
import { applyBody, postTask } from "../tasks/testing";
import { call, teamWithRoles } from "./testing";

/*
 * A team applies to a task: only its owner or an admin may, once per task; the company
 * sees the team with its members and portfolio; accepting creates a team project its members
 * see; payout shares are set before funding, locked after, and a release splits the freelancer
 * side among the members to the paisa in one ledger transaction.
 */

let testApp: TestApp;
let world: Awaited<ReturnType<typeof teamWithRoles>>;
let taskId: string;
let applicationId: string;
let projectId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  world = await teamWithRoles(testApp.app);
  const task = await postTask(testApp.app, world.company);
  taskId = task.id;
  const item = await call(testApp.app, world.owner, {
    method: "POST",
    url: `/api/teams/${world.team.id}/portfolio`,
    payload: { title: "Logistics dashboard", url: "https://example.com/work", tags: ["React"] },
  });
  expect(item.statusCode, item.body).toBe(201);
});
afterAll(async () => {
  await expectLedgerBalanced(testApp.app);
  await testApp.close();
});

describe("a team applying and being hired", () => {
  it("refuses members, outsiders and a team one is not in", async () => {
    const { app } = testApp;
    const byMember = await call(app, world.member, {
      method: "POST",
      url: `/api/tasks/${taskId}/applications`,
      payload: applyBody({ teamId: world.team.id }),
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe("Only the team's owner and admins can apply on the team's behalf.");
    const byOutsider = await call(app, world.outsider, {
      method: "POST",
      url: `/api/tasks/${taskId}/applications`,
      payload: applyBody({ teamId: world.team.id }),
    });
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json().errors[0].path).toBe("teamId");
    const unknown = await call(app, world.admin, {
      method: "POST",
      url: `/api/tasks/${taskId}/applications`,
      payload: applyBody({ teamId: "00000000-0000-4000-8000-000000000000" }),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets an admin apply for the team once; the owner then gets 409; the admin may still apply alone", async () => {
    const { app } = testApp;
    const applied = await call(app, world.admin, {
      method: "POST",
      url: `/api/tasks/${taskId}/applications`,
      payload: applyBody({ teamId: world.team.id }),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json().data.id;
    expect(applied.json().data.team).toMatchObject({ id: world.team.id, name: "Pixel Crew" });
    // The team's skills (React, Node.js) are matched, not the admin's own.
    expect(applied.json().data.match.matched).toBe(2);
    const again = await call(app, world.owner, {
      method: "POST",
      url: `/api/tasks/${taskId}/applications`,
      payload: applyBody({ teamId: world.team.id }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Your team has already applied to this task.");
    const alone = await call(app, world.admin, {
      method: "POST",
      url: `/api/tasks/${taskId}/applications`,
      payload: applyBody(),
    });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().data.team).toBeNull();
    const mine = await call(app, world.admin, { method: "GET", url: "/api/applications/mine" });
    const teams = (mine.json().data.items as { team: { id: string } | null }[]).map((item) => item.team?.id ?? null);
    expect(teams.sort()).toEqual([null, world.team.id].sort());
  });

  it("shows the company the team, its members and its portfolio", async () => {
    const res = await call(testApp.app, world.company, { method: "GET", url: `/api/tasks/${taskId}/applications` });
    expect(res.statusCode).toBe(200);
    const teamApplication = (res.json().data.items as { id: string; team: unknown }[]).find(
      (item) => item.id === applicationId,
    );
    expect(teamApplication?.team).toMatchObject({
      id: world.team.id,
      skills: ["React", "Node.js"],
      members: [{ role: "OWNER" }, { role: "ADMIN" }, { role: "MEMBER" }],
      portfolio: [{ title: "Logistics dashboard", order: 1 }],
    });
  });

  it("accepting creates a team project, tells every member and shows it on the team page", async () => {
    const { app } = testApp;
    const accepted = await call(app, world.company, {
      method: "POST",
      url: `/api/applications/${applicationId}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    projectId = accepted.json().data.projectId;
    const [project] = await app.ctx.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({ teamId: world.team.id, freelancerId: world.admin.user.id });
    for (const person of [world.owner, world.member]) {
      const told = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
      expect(told.map((row) => row.type)).toContain("TEAM_HIRED");
    }
    const listed = await call(app, world.member, { method: "GET", url: "/api/projects" });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({
        id: projectId,
        team: expect.objectContaining({ id: world.team.id }),
        viewerSide: "FREELANCER",
      }),
    ]);
    const detail = await call(app, world.owner, { method: "GET", url: `/api/projects/${projectId}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.team).toMatchObject({ id: world.team.id, name: "Pixel Crew" });
    const outsiders = await call(app, world.outsider, { method: "GET", url: `/api/projects/${projectId}` });
    expect(outsiders.statusCode).toBe(404);
    const outsiderList = await call(app, world.outsider, { method: "GET", url: "/api/projects" });
    expect(outsiderList.json().data.items).toEqual([]);
    const page = await call(app, world.member, { method: "GET", url: `/api/teams/${world.team.id}` });
    expect(page.json().data.projects).toEqual([expect.objectContaining({ id: projectId })]);
    // Its conversation takes in the company and every member of the team.
    const participants = (await listParticipantIdsOfProjects(app.ctx, [projectId])).get(projectId)!;
    expect(participants.sort()).toEqual(
      [world.company, world.owner, world.admin, world.member].map((person) => person.user.id).sort(),
    );
    const deleting = await call(app, world.owner, { method: "DELETE", url: `/api/teams/${world.team.id}` });
    expect(deleting.statusCode).toBe(422);
    expect(deleting.json().message).toBe(
      "This team has an active project. Finish or cancel it before deleting the team.",
    );
  });

  it("shows the payout shares to members only; unset, all goes to the owner", async () => {
    const { app } = testApp;
    const shares = await call(app, world.member, { method: "GET", url: `/api/projects/${projectId}/payout-shares` });
    expect(shares.statusCode, shares.body).toBe(200);
    expect(shares.json().data).toMatchObject({
      isSet: false,
      locked: false,
      canEdit: false,
      shares: [{ user: { id: world.owner.user.id }, basisPoints: 10_000 }],
    });
    for (const stranger of [world.outsider, world.company]) {
      const res = await call(app, stranger, { method: "GET", url: `/api/projects/${projectId}/payout-shares` });
      expect(res.statusCode).toBe(404);
      const put = await call(app, stranger, {
        method: "PUT",
        url: `/api/projects/${projectId}/payout-shares`,
        payload: { shares: [{ userId: stranger.user.id, basisPoints: 10_000 }] },
      });
      expect(put.statusCode).toBe(404);
    }
  });

  it("takes shares from an admin only, for every current member, summing to 100%", async () => {
    const { app } = testApp;
    const url = `/api/projects/${projectId}/payout-shares`;
    const all = (owner: number, admin: number, member: number) => ({
      shares: [
        { userId: world.owner.user.id, basisPoints: owner },
        { userId: world.admin.user.id, basisPoints: admin },
        { userId: world.member.user.id, basisPoints: member },
      ],
    });
    const byMember = await call(app, world.member, { method: "PUT", url, payload: all(3334, 3333, 3333) });
    expect(byMember.statusCode).toBe(403);
    const notHundred = await call(app, world.admin, { method: "PUT", url, payload: all(3000, 3000, 3000) });
    expect(notHundred.statusCode).toBe(400);
    expect(notHundred.json().message).toBe("Shares must add up to 100%.");
    const missing = await call(app, world.admin, {
      method: "PUT",
      url,
      payload: { shares: [{ userId: world.owner.user.id, basisPoints: 10_000 }] },
    });
    expect(missing.statusCode).toBe(422);
    const stranger = await call(app, world.admin, {
      method: "PUT",
      url,
      payload: {
        shares: [
          { userId: world.owner.user.id, basisPoints: 5000 },
          { userId: world.admin.user.id, basisPoints: 2500 },
          { userId: world.outsider.user.id, basisPoints: 2500 },
        ],
      },
    });
    expect(stranger.statusCode).toBe(422);
    const set = await call(app, world.admin, { method: "PUT", url, payload: all(3334, 3333, 3333) });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ isSet: true, locked: false, canEdit: true });
    const toldOf = async (person: { user: { id: string } }) =>
      (await app.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id)))
        .filter((row) => row.type === "TEAM_PAYOUT_SHARES_SET")
        .map((row) => row.data);
    for (const person of [world.owner, world.member]) {
      expect(await toldOf(person)).toEqual([{ teamId: world.team.id, projectId }]);
    }
    expect(await toldOf(world.admin)).toEqual([]);
  });

  it("locks the shares once a milestone is funded and splits each release to the paisa, remainder to the owner", async () => {
    const { app } = testApp;
    const [milestone] = await app.ctx.db.select().from(milestones).where(eq(milestones.projectId, projectId));
    const amount = milestone!.amount;
    await deposit(app, world.company, amount * 2);
    const before = await Promise.all([world.owner, world.admin, world.member].map((person) => balances(app, person)));
    await withTransaction(app.ctx, async (txCtx) => {
      await fundEscrow(txCtx, {
        companyId: world.company.user.id,
        amount,
        idempotencyKey: `test:${milestone!.id}:fund`,
        reference: null,
      });
      await txCtx.db.update(milestones).set({ status: "FUNDED" }).where(eq(milestones.id, milestone!.id));
    });
    const locked = await call(app, world.owner, {
      method: "PUT",
      url: `/api/projects/${projectId}/payout-shares`,
      payload: { shares: [{ userId: world.owner.user.id, basisPoints: 10_000 }] },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      "Payout shares are locked: a milestone of this project has already been funded.",
    );
    const read = await call(app, world.owner, { method: "GET", url: `/api/projects/${projectId}/payout-shares` });
    expect(read.json().data).toMatchObject({ locked: true, canEdit: false });

    const release = await withTransaction(app.ctx, async (txCtx) =>
      releaseEscrow(txCtx, {
        companyId: world.company.user.id,
        freelancerId: world.admin.user.id,
        amount,
        idempotencyKey: `test:${milestone!.id}:release`,
        reference: null,
        payoutSplit: await teamPayoutSplit(txCtx, { projectId }),
      }),
    );
    const after = await Promise.all([world.owner, world.admin, world.member].map((person) => balances(app, person)));
    const gained = after.map((balance, index) => balance.available - before[index]!.available);
    const receives = release.freelancerReceives;
    const floor = (bps: number) => Math.floor((receives * bps) / 10_000);
    expect(gained[1]).toBe(floor(3333));
    expect(gained[2]).toBe(floor(3333));
    expect(gained[0]).toBe(receives - 2 * floor(3333));
    expect(gained.reduce((sum, part) => sum + part, 0)).toBe(receives);
  });

  it("gives a project without a team no split", async () => {
    expect(await teamPayoutSplit(testApp.app.ctx, { projectId: "00000000-0000-4000-8000-000000000000" })).toBeNull();
  });
});
