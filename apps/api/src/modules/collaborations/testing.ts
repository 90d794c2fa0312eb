import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";

/** Test helpers of the collaborations module: calls as a user, the people of an offer, and an offer's body. */

export function send(
  app: FastifyInstance,
  user: TestUser | null,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: user ? user.authHeader : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function ok(response: Promise<LightMyRequestResponse>, status = 200) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

export const DAY_MS = 86_400_000;

export function inDays(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

export function offerBody(
  recipient: { freelancerId?: string; teamId?: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    kind: "OFFER",
    ...recipient,
    title: "Redesign the booking flow",
    description: "Three steps: research, design in Figma, and a React build of the new flow.",
    milestones: [
      { title: "Research", amount: 1_000_000, dueDate: inDays(7) },
      { title: "Design", amount: 1_500_000, dueDate: inDays(14) },
      { title: "Build", amount: 2_000_000, dueDate: inDays(28) },
    ],
    ...overrides,
  };
}

export async function people(app: FastifyInstance) {
  const company = await createUser(app, { role: "COMPANY", fullName: "Asha Rao" });
  await addCompanyProfile(app, company.user, { companyName: "Acme Travel" });
  const otherCompany = await createUser(app, { role: "COMPANY", fullName: "Other Buyer" });
  await addCompanyProfile(app, otherCompany.user, { companyName: "Other Co" });
  const freelancer = await createUser(app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  await addFreelancerProfile(app, freelancer.user);
  const otherFreelancer = await createUser(app, { role: "FREELANCER", fullName: "Nina Shah" });
  await addFreelancerProfile(app, otherFreelancer.user);
  return { company, otherCompany, freelancer, otherFreelancer };
}

export type People = Awaited<ReturnType<typeof people>>;

export async function sendOffer(app: FastifyInstance, from: TestUser, body: unknown) {
  return (await ok(send(app, from, "POST", "/api/collaborations", body), 201)) as {
    id: string;
    status: string;
    actions: string[];
    project: { id: string } | null;
  };
}
