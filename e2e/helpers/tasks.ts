import { type APIRequestContext, type BrowserContextOptions, expect, test } from "@playwright/test";
import type { Session } from "./auth";

/** A word no other task (or earlier run) has, so a search finds exactly this journey's task. */
export function uniqueWord(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** A date `days` from today as `YYYY-MM-DD` (UTC), for a task's deadline. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Options for a second person's browser context: the same address and screen as the test's own. */
export function sameDevice(baseURL: string | undefined): BrowserContextOptions {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  return { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch };
}

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

type TaskInput = {
  title: string;
  description?: string;
  category?: string;
  skills?: string[];
  budgetType?: "FIXED" | "HOURLY";
  budgetMin?: number;
  budgetMax?: number;
  experienceLevel?: "ENTRY" | "INTERMEDIATE" | "EXPERT";
  publish?: boolean;
};

/** Posts a task through the API (for journeys whose subject is not posting): published unless told. */
export async function postTaskThroughApi(
  request: APIRequestContext,
  company: Session,
  input: TaskInput,
): Promise<{ id: string; title: string }> {
  const response = await request.post("/api/tasks", {
    headers: auth(company),
    data: {
      description:
        "We need a careful freelancer to build this feature end to end, with tests, a short handover note and a demo call.",
      category: "WEB_DEVELOPMENT",
      skills: ["React", "TypeScript", "Node.js"],
      budgetType: "FIXED",
      budgetMin: 3_000_000,
      budgetMax: 4_500_000,
      experienceLevel: "INTERMEDIATE",
      deadline: daysFromNow(30),
      publish: true,
      ...input,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { id: string; title: string } }).data;
}

/** Sends a proposal through the API; resolves the application's id. */
export async function applyThroughApi(
  request: APIRequestContext,
  freelancer: Session,
  taskId: string,
  input: { coverLetter?: string; proposedAmount?: number; estimatedDays?: number } = {},
): Promise<string> {
  const response = await request.post(`/api/tasks/${taskId}/applications`, {
    headers: auth(freelancer),
    data: {
      coverLetter:
        "I have built several dashboards like this one in React and TypeScript, with Node.js services behind them, and can start this week.",
      proposedAmount: 4_000_000,
      estimatedDays: 14,
      ...input,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The company answers a proposal through the API. */
export async function decideThroughApi(
  request: APIRequestContext,
  company: Session,
  applicationId: string,
  decision: "shortlist" | "accept" | "reject",
): Promise<void> {
  const response = await request.post(`/api/applications/${applicationId}/${decision}`, {
    headers: auth(company),
    data: {},
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * A small marketplace for screenshots and accessibility checks, made through the API with the
 * demo accounts: an open task the demo freelancer applied to, and a second task that hired them
 * (so a project exists).
 */
export async function marketplaceScene(
  request: APIRequestContext,
  company: Session,
  freelancer: Session,
): Promise<{ openTaskId: string; applicationId: string; projectId: string }> {
  const word = uniqueWord("Scene");
  const open = await postTaskThroughApi(request, company, {
    title: `Sales analytics dashboard in React (${word})`,
    description:
      "Build a dashboard of weekly sales with charts, filters by region and an export to CSV. We share the API, the designs in Figma and a test account.",
    skills: ["React", "TypeScript", "Node.js", "Recharts"],
    budgetMin: 4_000_000,
    budgetMax: 6_000_000,
  });
  const applicationId = await applyThroughApi(request, freelancer, open.id);
  const hired = await postTaskThroughApi(request, company, {
    title: `Checkout flow for our online store (${word})`,
    category: "WEB_DEVELOPMENT",
    skills: ["React", "Next.js"],
    budgetMin: 2_500_000,
    budgetMax: 3_500_000,
  });
  const hiredApplication = await applyThroughApi(request, freelancer, hired.id, { proposedAmount: 3_000_000 });
  const response = await request.post(`/api/applications/${hiredApplication}/accept`, {
    headers: auth(company),
    data: {},
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const projectId = ((await response.json()) as { data: { projectId: string } }).data.projectId;
  return { openTaskId: open.id, applicationId, projectId };
}
