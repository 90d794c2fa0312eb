import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { balances, deposit, expectLedgerBalanced, moneyHeaders } from "../money/testing";
import { applyBody, postTask } from "../tasks/testing";
import { call, teamWithRoles } from "./testing";

/*
 * The team journey end to end through the API: a team applies, the company hires it,
 * an admin sets shares, the company funds (shares lock), the admin who applied delivers, the
 * company approves — and each member's wallet receives their share to the paisa, the odd paise
 * to the owner, in one ledger transaction.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await expectLedgerBalanced(testApp.app);
  await testApp.close();
});

describe("a hired team paid through the milestone API", () => {
  it("splits the release by the shares, remainder to the owner", async () => {
    const { app } = testApp;
    const { team, owner, admin, member, company } = await teamWithRoles(app);
    const task = await postTask(app, company);
    const amount = 1_000_001; // 10,000.01 INR: shares of a third leave odd paise
    const applied = await call(app, admin, {
      method: "POST",
      url: `/api/tasks/${task.id}/applications`,
      payload: applyBody({ teamId: team.id, proposedAmount: amount }),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const accepted = await call(app, company, {
      method: "POST",
      url: `/api/applications/${applied.json().data.id}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const projectId = accepted.json().data.projectId as string;
    const shares = await call(app, admin, {
      method: "PUT",
      url: `/api/projects/${projectId}/payout-shares`,
      payload: {
        shares: [
          { userId: owner.user.id, basisPoints: 3334 },
          { userId: admin.user.id, basisPoints: 3333 },
          { userId: member.user.id, basisPoints: 3333 },
        ],
      },
    });
    expect(shares.statusCode, shares.body).toBe(200);

    const project = await call(app, member, { method: "GET", url: `/api/projects/${projectId}` });
    expect(project.statusCode, project.body).toBe(200);
    const milestoneId = project.json().data.milestones[0].id as string;
    await deposit(app, company, 2 * amount);
    const before = await Promise.all([owner, admin, member].map((person) => balances(app, person)));

    const funded = await app.inject({
      method: "POST",
      url: `/api/milestones/${milestoneId}/fund`,
      headers: moneyHeaders(company, randomUUID()),
      payload: {},
    });
    expect(funded.statusCode, funded.body).toBeLessThan(300);
    const locked = await call(app, owner, { method: "GET", url: `/api/projects/${projectId}/payout-shares` });
    expect(locked.json().data).toMatchObject({ locked: true, canEdit: false, isSet: true });
    const submitted = await call(app, admin, {
      method: "POST",
      url: `/api/milestones/${milestoneId}/submit`,
      payload: { note: "The dashboard is live on staging." },
    });
    expect(submitted.statusCode, submitted.body).toBeLessThan(300);
    const approved = await app.inject({
      method: "POST",
      url: `/api/milestones/${milestoneId}/approve`,
      headers: moneyHeaders(company, randomUUID()),
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBeLessThan(300);

    const after = await Promise.all([owner, admin, member].map((person) => balances(app, person)));
    const gained = after.map((balance, index) => balance.available - before[index]!.available);
    // FREELANCER_FEE_BPS defaults to 0: the freelancer side is the whole amount, each member's share
    // less 5% TDS on it, none of them having given a PAN (decision 0089).
    const third = Math.floor((amount * 3333) / 10_000);
    const grossShares = [amount - 2 * third, third, third];
    expect(grossShares).toEqual([333_401, 333_300, 333_300]);
    expect(gained).toEqual([333_401 - 16_670, 333_300 - 16_665, 333_300 - 16_665]);
  });
  it("clears unfunded shares when a member leaves, so they never name a former member", async () => {
    const { app } = testApp;
    const { team, owner, admin, member, company } = await teamWithRoles(app);
    const task = await postTask(app, company);
    const applied = await call(app, admin, {
      method: "POST",
      url: `/api/tasks/${task.id}/applications`,
      payload: applyBody({ teamId: team.id }),
    });
    const accepted = await call(app, company, {
      method: "POST",
      url: `/api/applications/${applied.json().data.id}/accept`,
    });
    const projectId = accepted.json().data.projectId as string;
    const url = `/api/projects/${projectId}/payout-shares`;
    const set = await call(app, owner, {
      method: "PUT",
      url,
      payload: {
        shares: [
          { userId: owner.user.id, basisPoints: 5000 },
          { userId: admin.user.id, basisPoints: 2500 },
          { userId: member.user.id, basisPoints: 2500 },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const left = await call(app, member, { method: "DELETE", url: `/api/teams/${team.id}/members/${member.user.id}` });
    expect(left.statusCode).toBe(200);
    const after = await call(app, owner, { method: "GET", url });
    expect(after.json().data).toMatchObject({
      isSet: false,
      shares: [{ user: { id: owner.user.id }, basisPoints: 10_000 }],
    });
    const gone = await call(app, member, { method: "GET", url });
    expect(gone.statusCode).toBe(404);
  });
});
