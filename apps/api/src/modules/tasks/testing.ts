import type { FastifyInstance } from "fastify";
import type { TestUser } from "../../../test/users";

/** Test helpers of the tasks module: a valid task and proposal, and calls as a given user. */

export function futureDate(days = 30): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function taskBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Build a React dashboard for our logistics app",
    description:
      "We need a responsive dashboard in React and TypeScript that shows shipments, delays and driver performance.",
    category: "WEB_DEVELOPMENT",
    skills: ["React", "TypeScript", "Node.js", "PostgreSQL"],
    budgetType: "FIXED",
    budgetMin: 2_000_000,
    budgetMax: 5_000_000,
    deadline: futureDate(),
    experienceLevel: "INTERMEDIATE",
    ...overrides,
  };
}

export function applyBody(overrides: Record<string, unknown> = {}) {
  return {
    coverLetter:
      "I have built several logistics dashboards in React and TypeScript and can start this week with a first demo.",
    proposedAmount: 4_500_000,
    estimatedDays: 14,
    ...overrides,
  };
}

export type Call = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: unknown };

export function call(app: FastifyInstance, user: TestUser | null, request: Call) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: user ? user.authHeader : {},
    ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
  });
}

export async function postTask(app: FastifyInstance, company: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await call(app, company, {
    method: "POST",
    url: "/api/tasks",
    payload: taskBody({ publish: true, ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`postTask: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; status: string };
}

export async function apply(
  app: FastifyInstance,
  freelancer: TestUser,
  taskId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await call(app, freelancer, {
    method: "POST",
    url: `/api/tasks/${taskId}/applications`,
    payload: applyBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; status: string };
}

/** An HOURLY task's body: the budget is a range of hourly rates. */
export function hourlyTaskBody(overrides: Record<string, unknown> = {}) {
  return taskBody({ budgetType: "HOURLY", budgetMin: 50_000, budgetMax: 150_000, ...overrides });
}
