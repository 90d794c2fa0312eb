import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { uniqueEmail } from "./accounts";
import { registerThroughApi, type Session, verifyEmailThroughApi } from "./auth";
import { pdfCertificate } from "./files";
import { applyThroughApi, postTaskThroughApi, uniqueWord } from "./tasks";
import { onboardedFreelancer } from "./wallet";

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** A company of its own, signed up, verified and onboarded through the API (so its figures start at zero). */
export async function onboardedCompany(
  request: APIRequestContext,
  label: string,
): Promise<Session & { companyName: string }> {
  const email = uniqueEmail(label);
  const companyName = `Studio ${label.replace(/\W+/g, " ")} ${Date.now().toString(36).slice(-4)}`;
  const session = await registerThroughApi(request, {
    fullName: "Priya Menon",
    email,
    password: "Company-Pass-123",
    role: "COMPANY",
  });
  await verifyEmailThroughApi(request, session, email);
  const certificate = pdfCertificate();
  const user = await dataOf<Session["user"]>(
    await request.put("/api/user/profile/company", {
      headers: auth(session),
      multipart: {
        companyName,
        industry: "Software",
        size: "11-50",
        location: "Bengaluru, India",
        description: "We build friendly software for small shops across India.",
        registrationNumber: "U72900KA2020PTC123456",
        registrationCertificate: certificate,
      },
    }),
  );
  expect(user.onboardingCompleted).toBe(true);
  return { ...session, user, companyName };
}

/** Adds funds to a wallet through the dev payment provider (it confirms at once). */
export async function depositThroughApi(request: APIRequestContext, session: Session, paise: number): Promise<void> {
  await dataOf(
    await request.post("/api/wallet/deposits", {
      headers: { ...auth(session), "Idempotency-Key": randomUUID() },
      data: { amount: paise },
    }),
  );
}

export async function availableOf(request: APIRequestContext, session: Session): Promise<number> {
  return (await dataOf<{ available: number }>(await request.get("/api/wallet", { headers: auth(session) }))).available;
}

type Milestone = { id: string; title: string; status: string; position: number; disputeId: string | null };
type Project = { id: string; title: string; milestones: Milestone[] };

/**
 * A project between `company` and `freelancer`: a task, a proposal of `amount` paise accepted, so
 * the project starts ACTIVE with its first milestone.
 */
export async function hireThroughApi(
  request: APIRequestContext,
  company: Session,
  freelancer: Session,
  { title, amount }: { title: string; amount: number },
): Promise<{ projectId: string; taskId: string }> {
  const task = await postTaskThroughApi(request, company, {
    title,
    budgetMin: amount,
    budgetMax: amount,
    skills: ["Figma", "UI design"],
    category: "DESIGN",
  });
  const applicationId = await applyThroughApi(request, freelancer, task.id, { proposedAmount: amount });
  const accepted = await dataOf<{ projectId: string }>(
    await request.post(`/api/applications/${applicationId}/accept`, { headers: auth(company), data: {} }),
  );
  return { projectId: accepted.projectId, taskId: task.id };
}

export async function projectOf(request: APIRequestContext, session: Session, id: string): Promise<Project> {
  return dataOf<Project>(await request.get(`/api/projects/${id}`, { headers: auth(session) }));
}

export async function milestoneAction(
  request: APIRequestContext,
  session: Session,
  milestoneId: string,
  verb: "fund" | "approve" | "request-revision" | "dispute" | "submit" | "accept",
  data: Record<string, unknown> = {},
): Promise<void> {
  await dataOf(
    await request.post(`/api/milestones/${milestoneId}/${verb}`, {
      headers: { ...auth(session), "Idempotency-Key": randomUUID() },
      data,
    }),
  );
}

/** Funds, delivers and approves the project's only milestone, so the project completes. */
export async function completeThroughApi(
  request: APIRequestContext,
  company: Session,
  freelancer: Session,
  projectId: string,
): Promise<void> {
  const milestone = (await projectOf(request, company, projectId)).milestones[0]!;
  await milestoneAction(request, company, milestone.id, "fund");
  await milestoneAction(request, freelancer, milestone.id, "submit", {
    note: "Everything from the brief.",
    fileIds: [],
  });
  await milestoneAction(request, company, milestone.id, "approve");
}

/** One side's review of a completed project (blind until the other side's is in). */
export async function reviewThroughApi(
  request: APIRequestContext,
  author: Session,
  projectId: string,
  body: { rating: number; comment: string },
): Promise<void> {
  await dataOf(await request.post(`/api/projects/${projectId}/reviews`, { headers: auth(author), data: body }));
}

export async function addMilestoneThroughApi(
  request: APIRequestContext,
  session: Session,
  projectId: string,
  body: { title: string; amount: number; dueDate?: string },
): Promise<string> {
  const result = await dataOf<{ milestone: { id: string } }>(
    await request.post(`/api/projects/${projectId}/milestones`, { headers: auth(session), data: body }),
  );
  return result.milestone.id;
}

export async function addCardThroughApi(
  request: APIRequestContext,
  session: Session,
  projectId: string,
  body: { title: string; status?: string; description?: string; assigneeId?: string | null },
): Promise<string> {
  return (
    await dataOf<{ id: string }>(
      await request.post(`/api/projects/${projectId}/board`, { headers: auth(session), data: body }),
    )
  ).id;
}

/**
 * A lived-in project for screenshots and accessibility checks, made through the API: one milestone
 * approved, one submitted (so the countdown shows), one waiting for funding, a few board cards;
 * and a second project whose milestone is disputed (the admin's queue).
 */
export async function projectScene(request: APIRequestContext): Promise<{
  company: Session;
  freelancer: Session;
  projectId: string;
  disputedProjectId: string;
}> {
  const word = uniqueWord("Scene");
  const company = await onboardedCompany(request, "scene-company");
  const freelancer = await onboardedFreelancer(request, "scene-freelancer");
  await depositThroughApi(request, company, 50_000_000);
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Brand refresh and landing page (${word})`,
    amount: 4_500_000,
  });
  const first = (await projectOf(request, company, projectId)).milestones[0]!;
  // The later milestones come first: approving the only milestone would complete the project.
  const second = await addMilestoneThroughApi(request, company, projectId, {
    title: "Landing page in React",
    amount: 6_000_000,
    dueDate: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
  });
  await addMilestoneThroughApi(request, company, projectId, {
    title: "Launch support",
    amount: 1_500_000,
    dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  await milestoneAction(request, company, first.id, "fund");
  await milestoneAction(request, freelancer, first.id, "submit", {
    note: "Logo, colours and type scale in the attached Figma export.",
    fileIds: [],
  });
  await milestoneAction(request, company, first.id, "approve");
  await milestoneAction(request, company, second, "fund");
  await milestoneAction(request, freelancer, second, "submit", {
    note: "The page is live on the preview link; the code is in the attached archive.",
    fileIds: [],
  });
  for (const [title, status] of [
    ["Collect the brand assets", "DONE"],
    ["Hero illustration", "IN_REVIEW"],
    ["Pricing section", "IN_PROGRESS"],
    ["Accessibility pass", "TODO"],
    ["Analytics events", "TODO"],
  ] as const) {
    await addCardThroughApi(request, company, projectId, { title, status, assigneeId: freelancer.user.id });
  }
  const disputed = await hireThroughApi(request, company, freelancer, {
    title: `Mobile app icons (${word})`,
    amount: 1_200_000,
  });
  const icons = (await projectOf(request, company, disputed.projectId)).milestones[0]!;
  await milestoneAction(request, company, icons.id, "fund");
  await milestoneAction(request, freelancer, icons.id, "submit", {
    note: "Twelve icons in SVG and PNG.",
    fileIds: [],
  });
  await milestoneAction(request, company, icons.id, "dispute", {
    reason: "Only eight of the twelve icons were delivered, and two use the old colours.",
  });
  return { company, freelancer, projectId, disputedProjectId: disputed.projectId };
}

/**
 * A disputed delivery (decision 0080's admin view): the freelancer delivers `fileName` with the
 * project's milestone, the company writes `message` in the project's chat, then disputes it.
 */
export async function disputedDeliveryScene(
  request: APIRequestContext,
  { title, fileName, message }: { title: string; fileName: string; message: string },
): Promise<{ projectId: string }> {
  const company = await onboardedCompany(request, "dispute-view");
  const freelancer = await onboardedFreelancer(request, "dispute-view");
  await depositThroughApi(request, company, 5_000_000);
  const { projectId } = await hireThroughApi(request, company, freelancer, { title, amount: 1_200_000 });
  const milestone = (await projectOf(request, company, projectId)).milestones[0]!;
  await milestoneAction(request, company, milestone.id, "fund");
  const file = await dataOf<{ id: string }>(
    await request.post(`/api/projects/${projectId}/files`, {
      headers: auth(freelancer),
      multipart: { file: { ...pdfCertificate(), name: fileName } },
    }),
  );
  await milestoneAction(request, freelancer, milestone.id, "submit", {
    note: "Twelve icons in SVG and PNG.",
    fileIds: [file.id],
  });
  const conversation = await dataOf<{ id: string }>(
    await request.get(`/api/chat/conversations/project/${projectId}`, { headers: auth(company) }),
  );
  await dataOf(
    await request.post(`/api/chat/conversations/${conversation.id}/messages`, {
      headers: auth(company),
      data: { clientId: `c-${randomUUID()}`, body: message },
    }),
  );
  await milestoneAction(request, company, milestone.id, "dispute", {
    reason: "Only eight of the twelve icons were delivered.",
  });
  return { projectId };
}
