import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import {
  accessTokenFor,
  addCompanyProfile,
  addFreelancerProfile,
  createUser,
  type TestUser,
} from "../../../test/users";

/*
 * Test helpers of the projects module: a hired project made through the real API (task, proposal,
 * acceptance), wallet deposits, and calls as a given user with an Idempotency-Key when money moves.
 */

export type ProjectSetup = {
  company: TestUser;
  freelancer: TestUser;
  /** A company and a freelancer who are not on the project. */
  otherCompany: TestUser;
  otherFreelancer: TestUser;
  admin: TestUser;
  projectId: string;
  /** The first milestone, from the proposal: 45,000 INR. */
  milestoneId: string;
};

export const FIRST_AMOUNT = 4_500_000;

export function send(
  app: FastifyInstance,
  user: TestUser | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(user ? user.authHeader : {}), ...(key ? { "idempotency-key": key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A POST that moves money, with a fresh Idempotency-Key unless one is given. */
export function sendMoney(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  payload: unknown = {},
  key = randomUUID(),
) {
  return send(app, user, "POST", url, payload, key);
}

export async function ok(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status = 200) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

export async function depositTo(app: FastifyInstance, user: TestUser, amount: number) {
  await ok(sendMoney(app, user, "/api/wallet/deposits", { amount }), 201);
}

export async function walletOf(app: FastifyInstance, user: TestUser) {
  return (await ok(send(app, user, "GET", "/api/wallet"))) as {
    available: number;
    escrow: number;
    pendingWithdrawal: number;
    lifetimeEarned: number;
  };
}

export async function setupProject(app: FastifyInstance): Promise<ProjectSetup> {
  const company = await createUser(app, { role: "COMPANY", fullName: "Asha Rao" });
  await addCompanyProfile(app, company.user, { companyName: "Acme Logistics" });
  const freelancer = await createUser(app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  await addFreelancerProfile(app, freelancer.user);
  const otherCompany = await createUser(app, { role: "COMPANY" });
  await addCompanyProfile(app, otherCompany.user);
  const otherFreelancer = await createUser(app, { role: "FREELANCER" });
  await addFreelancerProfile(app, otherFreelancer.user);
  const admin = await createUser(app, { role: "ADMIN" });
  const task = await ok(
    send(app, company, "POST", "/api/tasks", {
      title: "Build a React dashboard for our logistics app",
      description:
        "We need a responsive dashboard in React and TypeScript that shows shipments, delays and driver performance.",
      category: "WEB_DEVELOPMENT",
      skills: ["React", "TypeScript"],
      budgetType: "FIXED",
      budgetMin: 2_000_000,
      budgetMax: 5_000_000,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      experienceLevel: "INTERMEDIATE",
      publish: true,
    }),
    201,
  );
  const application = await ok(
    send(app, freelancer, "POST", `/api/tasks/${task.id}/applications`, {
      coverLetter:
        "I have built several logistics dashboards in React and TypeScript and can start this week with a first demo.",
      proposedAmount: FIRST_AMOUNT,
      estimatedDays: 14,
    }),
    201,
  );
  await ok(send(app, company, "POST", `/api/applications/${application.id}/accept`, {}));
  const list = await ok(send(app, company, "GET", "/api/projects"));
  const projectId = list.items[0].id as string;
  const project = await ok(send(app, company, "GET", `/api/projects/${projectId}`));
  return {
    company,
    freelancer,
    otherCompany,
    otherFreelancer,
    admin,
    projectId,
    milestoneId: project.milestones[0].id as string,
  };
}

/** New access tokens after the clock moved past their expiry (the users stay the same objects). */
export async function renewSessions(app: FastifyInstance, ...people: TestUser[]) {
  for (const person of people) {
    person.token = await accessTokenFor(app, { userId: person.user.id, role: person.user.role });
    person.authHeader.authorization = `Bearer ${person.token}`;
  }
}
