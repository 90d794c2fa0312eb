import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { TRole } from "@crewlance/contracts/enums";
import { weekStartOf } from "@crewlance/contracts/hourly";
import { financialYearOf, quarterOf } from "@crewlance/contracts/tax";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { users } from "../../src/db/schema/users";
import { now } from "../../src/lib/clock";
import { hashPassword } from "../../src/modules/auth/passwords";
import { latestSmsCode, setVerifiedPhone } from "../../src/modules/auth/phone/phone-otp-testing";
import { startSession } from "../../src/modules/auth/session";
import { latestCode, latestMail, resetTokenIn } from "../../src/modules/auth/testing";
import { hireHourly, weekInReview } from "../../src/modules/hourly/testing";
import { releasedMilestone } from "../../src/modules/money/tax-documents/testing";
import { drainPayouts } from "../../src/modules/money/withdrawals/payouts/dispatch";
import { makeImage, makePdf, multipartForm } from "../multipart";
import { ensureUserReportable } from "../reportables";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../users";
import { ALERT_FIXTURES } from "./matrix-fixtures-alerts";
import { HANDLE_FIXTURES } from "./matrix-fixtures-handles";
import { HOURLY_TIME_FIXTURES } from "./matrix-fixtures-hourly-time";
import { MODERATION_FIXTURES } from "./matrix-fixtures-moderation";
import { NOTIFICATION_PREFERENCE_FIXTURES } from "./matrix-fixtures-notification-preferences";
import { PASSKEY_FIXTURES } from "./matrix-fixtures-passkeys";
import { PRIVACY_FIXTURES } from "./matrix-fixtures-privacy";
import { PUSH_FIXTURES } from "./matrix-fixtures-push";
import { TWO_FACTOR_FIXTURES } from "./matrix-fixtures-two-factor";

/*
 * The rows each cell of the authorization matrix acts on (authorization-matrix.test.ts), made
 * through the real API as a person would make them: a task and its application, a project with
 * its milestone in the state the step needs, a team, a conversation, a ticket, a withdrawal.
 *
 * A fixture returns the request (path values, query, body) and who the row belongs to: `owner`
 * is the one person the operation is for, `counterpart` the other side of the same row (the
 * applicant of a task, the freelancer of a project). The test calls a fixture once for the cells
 * that must be refused and again for every cell that must get through, so a DELETE that works
 * never takes the row from the next cell.
 */

export type Built = {
  params?: Record<string, string>;
  query?: string;
  json?: unknown;
  /** A multipart body, made per request (a FormData is read once). */
  form?: () => Promise<FormData>;
  headers?: Record<string, string>;
  /** The client's address, where the route looks at it (a new one per request otherwise). */
  remoteAddress?: string;
  owner?: TestUser;
  counterpart?: TestUser;
  /**
   * What a role column's caller needs on their own account for the request to be valid (a
   * balance, a phone number, an address still to verify): run on a new caller of that role for
   * every cell that must get through, so its 2xx is the handler's.
   */
  prepareCaller?: (caller: TestUser) => Promise<void>;
  /** The project the rows belong to: the fixture then also gives `disputed` (decision 0080). */
  project?: ProjectMade;
  /**
   * The same request on new rows whose project has a dispute, for the `adminDisputed` column;
   * given by `disputable` for the fixtures that name their `project`, or by the fixture itself.
   */
  disputed?: () => Promise<Built>;
};

type ProjectMade = { company: TestUser; projectId: string };

export type Kit = {
  app: FastifyInstance;
  /** A new user of the role, with the profile its role fills in onboarding. */
  user: (role: TRole) => Promise<TestUser>;
  /** A call that must succeed; its `data`, read loosely (the answer's shape is each module's own tests' business). */
  // biome-ignore lint/suspicious/noExplicitAny: fixtures pick ids out of many different answers
  as: (user: TestUser | null, method: InjectOptions["method"], url: string, payload?: unknown) => Promise<any>;
};

export type Fixture = (kit: Kit) => Promise<Built>;

/** The webhook secret the matrix's app is configured with (wallet.razorpay), to sign provider calls. */
export const WEBHOOK_SECRET = "matrix-webhook-secret";

let addresses = 0;
/**
 * A new client address per request: the per-address limits (20 tickets an hour, sign-in codes)
 * count each cell as a different visitor, as they would be.
 */
export const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export function makeKit(app: FastifyInstance): Kit {
  const user = async (role: TRole) => {
    const made = await createUser(app, { role });
    if (role === "FREELANCER") await addFreelancerProfile(app, made.user);
    if (role === "COMPANY") await addCompanyProfile(app, made.user);
    return made;
  };
  const as: Kit["as"] = async (caller, method, url, payload) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(caller?.authHeader ?? {}), "idempotency-key": randomUUID() },
      remoteAddress: nextAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.body ? res.json().data : undefined;
  };
  return { app, user, as };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const TASK = {
  title: "Build a React dashboard for our logistics app",
  description:
    "We need a responsive dashboard in React and TypeScript that shows shipments, delays and driver performance.",
  category: "WEB_DEVELOPMENT",
  skills: ["React", "TypeScript"],
  budgetType: "FIXED",
  budgetMin: 2_000_000,
  budgetMax: 5_000_000,
  experienceLevel: "INTERMEDIATE",
};
const PROPOSAL = {
  coverLetter:
    "I have built several logistics dashboards in React and TypeScript and can start this week with a first demo.",
  proposedAmount: 4_500_000,
  estimatedDays: 14,
};
const BANK = { type: "BANK", accountHolder: "Asha Rao", ifsc: "HDFC0001234", accountNumber: "123456789012" };
const TAX_PROFILE = {
  legalName: "Asha Rao",
  pan: "ABCPR1234F",
  stateCode: "27",
  addressLine: "12 MG Road",
  city: "Pune",
  pincode: "411001",
};
const TICKET = {
  subject: "My withdrawal is stuck",
  category: "Payments and wallet",
  message: "I asked for a withdrawal two days ago and it is still pending.",
};

const pdfForm = async () => multipartForm([], [{ name: "file", content: makePdf(), filename: "brief.pdf" }]);
const imageForm = (field: string) => async () =>
  multipartForm([], [{ name: field, content: await makeImage("png"), filename: "image.png", type: "image/png" }]);

// ---- rows made through the API -------------------------------------------------------------

async function task(kit: Kit, publish = true) {
  const company = await kit.user("COMPANY");
  const made = await kit.as(company, "POST", "/api/tasks", { ...TASK, deadline: inDays(30), publish });
  return { company, taskId: made.id as string };
}

async function application(kit: Kit) {
  const { company, taskId } = await task(kit);
  const freelancer = await kit.user("FREELANCER");
  const made = await kit.as(freelancer, "POST", `/api/tasks/${taskId}/applications`, PROPOSAL);
  return { company, freelancer, taskId, applicationId: made.id as string };
}

/** A hired project: its first milestone (the proposal) PENDING, waiting on the company to fund it. */
async function project(kit: Kit) {
  const { company, freelancer, applicationId } = await application(kit);
  const accepted = await kit.as(company, "POST", `/api/applications/${applicationId}/accept`, {});
  const projectId = accepted.projectId as string;
  const view = await kit.as(company, "GET", `/api/projects/${projectId}`);
  return {
    company,
    freelancer,
    projectId,
    taskId: view.taskId as string,
    milestoneId: view.milestones[0].id as string,
  };
}

type MilestoneState = "PENDING" | "FUNDED" | "SUBMITTED";

async function milestone(kit: Kit, state: MilestoneState) {
  const made = await project(kit);
  if (state === "PENDING") return made;
  await kit.as(made.company, "POST", "/api/wallet/deposits", { amount: 5_000_000 });
  await kit.as(made.company, "POST", `/api/milestones/${made.milestoneId}/fund`, {});
  if (state === "SUBMITTED") {
    await kit.as(made.freelancer, "POST", `/api/milestones/${made.milestoneId}/submit`, { note: "Delivered." });
  }
  return made;
}

/** A milestone the freelancer proposed, waiting on the company to accept or decline it. */
async function proposedMilestone(kit: Kit) {
  const made = await project(kit);
  const proposed = await kit.as(made.freelancer, "POST", `/api/projects/${made.projectId}/milestones`, {
    title: "Extra reports",
    amount: 100_000,
    dueDate: inDays(20),
  });
  return { ...made, milestoneId: proposed.milestone.id as string };
}

async function dispute(kit: Kit) {
  const made = await milestone(kit, "SUBMITTED");
  const opened = await kit.as(made.company, "POST", `/api/milestones/${made.milestoneId}/dispute`, {
    reason: "We disagree about the scope.",
  });
  return { ...made, disputeId: opened.milestone.disputeId as string };
}

/**
 * Opens a dispute on the project beside the fixture's own rows: the company adds, funds and
 * disputes a milestone of its own, so the milestone the request names keeps its state.
 */
async function openDispute(kit: Kit, made: ProjectMade): Promise<void> {
  const added = await kit.as(made.company, "POST", `/api/projects/${made.projectId}/milestones`, {
    title: "Disputed extra",
    amount: 100_000,
    dueDate: inDays(20),
  });
  await kit.as(made.company, "POST", "/api/wallet/deposits", { amount: 200_000 });
  await kit.as(made.company, "POST", `/api/milestones/${added.milestone.id}/fund`, {});
  await kit.as(made.company, "POST", `/api/milestones/${added.milestone.id}/dispute`, {
    reason: "The extra was never delivered.",
  });
}

/** A fixture naming its `project` also answers `disputed`: new rows of the same kind, their project disputed. */
function disputable(fixture: Fixture): Fixture {
  return async (kit) => {
    const built = await fixture(kit);
    if (!built.project) return built;
    const disputed = async () => {
      const again = await fixture(kit);
      await openDispute(kit, again.project!);
      return again;
    };
    return { ...built, disputed };
  };
}

/** A hire by the hour through the API (decision 0091), on `terms` (no weekly limit unless given). */
async function hourlyProject(kit: Kit, terms: Parameters<typeof hireHourly>[2] = { weeklyLimitHours: null }) {
  return hireHourly(kit.app, { company: await kit.user("COMPANY"), freelancer: await kit.user("FREELANCER") }, terms);
}

async function boardItem(kit: Kit) {
  const made = await project(kit);
  const card = await kit.as(made.company, "POST", `/api/projects/${made.projectId}/board`, { title: "Wireframes" });
  return { ...made, itemId: card.id as string };
}

async function projectFile(kit: Kit) {
  const made = await project(kit);
  const res = await kit.app.inject({
    method: "POST",
    url: `/api/projects/${made.projectId}/files`,
    headers: made.company.authHeader,
    remoteAddress: nextAddress(),
    payload: await pdfForm(),
  });
  if (res.statusCode !== 201) throw new Error(`project file: ${res.statusCode} ${res.body}`);
  return { ...made, fileId: res.json().data.id as string };
}

async function upload(kit: Kit, user: TestUser, url: string) {
  const res = await kit.app.inject({
    method: "POST",
    url,
    headers: user.authHeader,
    remoteAddress: nextAddress(),
    payload: await pdfForm(),
  });
  if (res.statusCode !== 201) throw new Error(`upload ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

async function team(kit: Kit) {
  const owner = await kit.user("FREELANCER");
  const made = await kit.as(owner, "POST", "/api/teams", {
    name: `Pixel Crew ${randomUUID().slice(0, 6)}`,
    description: "We build web apps.",
    skills: ["React", "Node.js"],
  });
  return { owner, teamId: made.id as string };
}

async function teamWithMember(kit: Kit) {
  const made = await team(kit);
  const member = await kit.user("FREELANCER");
  const invited = await kit.as(made.owner, "POST", `/api/teams/${made.teamId}/invitations`, {
    userId: member.user.id,
    role: "MEMBER",
  });
  await kit.as(member, "POST", `/api/team-invitations/${invited.id}/accept`);
  return { ...made, member };
}

async function invitation(kit: Kit) {
  const made = await team(kit);
  const invitee = await kit.user("FREELANCER");
  const invited = await kit.as(made.owner, "POST", `/api/teams/${made.teamId}/invitations`, {
    userId: invitee.user.id,
    role: "MEMBER",
  });
  return { ...made, invitee, invitationId: invited.id as string };
}

async function joinRequest(kit: Kit) {
  const made = await team(kit);
  const asker = await kit.user("FREELANCER");
  const asked = await kit.as(asker, "POST", `/api/teams/${made.teamId}/join-requests`, {});
  return { ...made, asker, requestId: asked.id as string };
}

async function portfolioItem(kit: Kit) {
  const made = await team(kit);
  const item = await kit.as(made.owner, "POST", `/api/teams/${made.teamId}/portfolio`, {
    title: "Logistics dashboard",
    url: "https://example.com/work",
    tags: ["React"],
  });
  return { ...made, itemId: item.id as string };
}

/** A project a team was hired on: the team's owner decides the payout shares. */
async function teamProject(kit: Kit) {
  const made = await team(kit);
  const { company, taskId } = await task(kit);
  const applied = await kit.as(made.owner, "POST", `/api/tasks/${taskId}/applications`, {
    ...PROPOSAL,
    teamId: made.teamId,
  });
  const accepted = await kit.as(company, "POST", `/api/applications/${applied.id}/accept`, {});
  return { ...made, company, projectId: accepted.projectId as string };
}

/** An hourly project's contract, ACTIVE; `step` puts it in the state the operation needs. */
async function hourlyContract(kit: Kit, step?: "rate-change" | "limit-change" | "paused") {
  const { company, freelancer, projectId } = await hourlyProject(kit, {});
  const terms = `/api/projects/${projectId}/hourly/terms`;
  if (step === "rate-change") await kit.as(company, "PATCH", terms, { rate: 75_000 });
  if (step === "limit-change") await kit.as(company, "PATCH", terms, { weeklyLimitHours: 20 });
  if (step === "paused") await kit.as(company, "POST", `/api/projects/${projectId}/hourly/pause`);
  return { company, freelancer, projectId };
}

async function conversation(kit: Kit) {
  const company = await kit.user("COMPANY");
  const freelancer = await kit.user("FREELANCER");
  const opened = await kit.as(company, "POST", "/api/chat/conversations/direct", { userId: freelancer.user.id });
  const sent = await kit.as(company, "POST", `/api/chat/conversations/${opened.id}/messages`, {
    clientId: `c-${randomUUID()}`,
    body: "Hello, are you free this week?",
  });
  return { company, freelancer, conversationId: opened.id as string, messageId: sent.id as string };
}

/** A disputed project's conversation, with a message from the company (decision 0080). */
async function disputedConversation(kit: Kit) {
  const made = await project(kit);
  await openDispute(kit, made);
  const opened = await kit.as(made.company, "GET", `/api/chat/conversations/project/${made.projectId}`);
  const sent = await kit.as(made.company, "POST", `/api/chat/conversations/${opened.id}/messages`, {
    clientId: `c-${randomUUID()}`,
    body: "Hello, are you free this week?",
  });
  return { ...made, conversationId: opened.id as string, messageId: sent.id as string };
}

type ConversationMade = { company: TestUser; freelancer: TestUser; conversationId: string; messageId: string };

/** A chat fixture: a direct conversation's rows, and for `disputed` a disputed project's conversation. */
function chatRows(toBuilt: (made: ConversationMade & { attachmentId: string }) => Built, withFile = false): Fixture {
  const build = async (made: ConversationMade, kit: Kit) =>
    toBuilt({ ...made, attachmentId: withFile ? await attach(kit, made) : "" });
  return async (kit) => ({
    ...(await build(await conversation(kit), kit)),
    disputed: async () => build(await disputedConversation(kit), kit),
  });
}

/** A message with a file, sent by the company in the conversation; the file's id. */
async function attach(kit: Kit, made: ConversationMade): Promise<string> {
  const res = await kit.app.inject({
    method: "POST",
    url: `/api/chat/conversations/${made.conversationId}/attachments`,
    headers: made.company.authHeader,
    remoteAddress: nextAddress(),
    payload: await pdfForm(),
  });
  if (res.statusCode >= 300) throw new Error(`chat attachment: ${res.statusCode} ${res.body}`);
  const attachmentId = res.json().data.id as string;
  await kit.as(made.company, "POST", `/api/chat/conversations/${made.conversationId}/messages`, {
    clientId: `c-${randomUUID()}`,
    body: "The brief is attached.",
    attachmentId,
  });
  return attachmentId;
}

async function offer(kit: Kit) {
  const company = await kit.user("COMPANY");
  const freelancer = await kit.user("FREELANCER");
  const sent = await kit.as(company, "POST", "/api/collaborations", offerBody(freelancer));
  return { company, freelancer, offerId: sent.id as string };
}

function offerBody(freelancer: TestUser) {
  return {
    kind: "OFFER",
    freelancerId: freelancer.user.id,
    title: "Redesign the booking flow",
    description: "Three steps: research, design in Figma, and a React build of the new flow.",
    milestones: [{ title: "Research", amount: 1_000_000, dueDate: inDays(7) }],
  };
}

async function ticket(kit: Kit) {
  const asker = await kit.user("FREELANCER");
  const res = await kit.app.inject({
    method: "POST",
    url: "/api/help/tickets",
    headers: asker.authHeader,
    remoteAddress: nextAddress(),
    payload: multipartForm(Object.entries(TICKET), [
      { name: "attachment", content: makePdf(), filename: "receipt.pdf", type: "application/pdf" },
    ]),
  });
  if (res.statusCode !== 201) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
  return { asker, ticketId: res.json().data.id as string };
}

async function withdrawal(kit: Kit) {
  const owner = await kit.user("FREELANCER");
  await kit.as(owner, "POST", "/api/wallet/deposits", { amount: 200_000 });
  const made = await kit.as(owner, "POST", "/api/wallet/withdrawals", { amount: 60_000, destination: BANK });
  // The matrix's payout provider refuses every payout, so each waits in the admin queue (decision 0087).
  await drainPayouts(kit.app.ctx);
  return { owner, withdrawalId: made.id as string };
}

async function transaction(kit: Kit) {
  const owner = await kit.user("COMPANY");
  await kit.as(owner, "POST", "/api/wallet/deposits", { amount: 200_000 });
  const list = await kit.as(owner, "GET", "/api/wallet/transactions");
  return { owner, transactionId: list.items[0].id as string };
}

/** The tax invoice of the client fee a company paid funding a milestone (decision 0088). */
async function invoice(kit: Kit) {
  const made = await milestone(kit, "FUNDED");
  const list = await kit.as(made.company, "GET", "/api/wallet/invoices");
  return { owner: made.company, invoiceId: list.items[0].id as string };
}

/** A notification of the company's: a freelancer applied to its task. */
async function notification(kit: Kit) {
  const { company } = await application(kit);
  const list = await kit.as(company, "GET", "/api/notifications");
  return { owner: company, notificationId: list.items[0].id as string };
}

async function articleSlug(kit: Kit) {
  const list = await kit.as(null, "GET", "/api/help/articles");
  const slug = JSON.stringify(list).match(/"slug":"([^"]+)"/)?.[1];
  if (!slug) throw new Error("no help article to open");
  return slug;
}

/** A company whose profile carries a registration certificate. */
async function companyWithCertificate(kit: Kit) {
  const company = await kit.user("COMPANY");
  const res = await kit.app.inject({
    method: "PUT",
    url: "/api/user/profile/company",
    headers: company.authHeader,
    payload: await companyForm(),
  });
  if (res.statusCode !== 200) throw new Error(`company profile: ${res.statusCode} ${res.body}`);
  return company;
}

const randomPhone = () => `+9198${String(randomInt(10_000_000, 99_999_999))}`;

async function companyForm() {
  return multipartForm(
    [
      ["companyName", "Acme Logistics"],
      ["industry", "Software"],
      ["size", "11-50"],
      ["location", "Pune, India"],
      ["description", "We move parcels across western India every day."],
      ["registrationNumber", "U72900PN2020PTC000001"],
    ],
    [{ name: "registrationCertificate", content: makePdf(), filename: "certificate.pdf", type: "application/pdf" }],
  );
}

// ---- the request of every operation that needs more than its path -----------------------------

/** Operations without an entry here are sent as they are: no path values, no body. */
const RAW_FIXTURES: Record<string, Fixture> = {
  // auth: the sign-in routes take what a person would type; codes that were never sent are refused.
  "POST /api/auth/register": async () => ({
    json: {
      email: `new-${randomUUID()}@example.test`,
      password: "correct-horse-battery",
      fullName: "New Person",
      role: "FREELANCER",
    },
  }),
  "POST /api/auth/login": async (kit) => {
    const email = `login-${randomUUID()}@example.test`;
    await kit.as(null, "POST", "/api/auth/register", {
      email,
      password: "correct-horse-battery",
      fullName: "Login Person",
      role: "COMPANY",
    });
    return { json: { email, password: "correct-horse-battery" } };
  },
  "POST /api/auth/refresh": async (kit) => {
    const someone = await kit.user("FREELANCER");
    const session = await startSession(kit.app.ctx, { userId: someone.user.id, role: "FREELANCER" });
    return { json: { refreshToken: session.refreshToken } };
  },
  "POST /api/auth/logout": async (kit) => {
    const someone = await kit.user("FREELANCER");
    const session = await startSession(kit.app.ctx, { userId: someone.user.id, role: "FREELANCER" });
    return { json: { refreshToken: session.refreshToken } };
  },
  "POST /api/auth/email/send-otp": async (kit) => ({
    prepareCaller: async (caller) => {
      await kit.app.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, caller.user.id));
    },
  }),
  "POST /api/auth/email/verify-otp": async (kit) => {
    // The caller's address is still to verify and a code was just mailed to it.
    const json = { code: "000000" };
    return {
      json,
      prepareCaller: async (caller) => {
        await kit.app.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, caller.user.id));
        await kit.as(caller, "POST", "/api/auth/email/send-otp");
        json.code = await latestCode(kit.app, caller.user.email);
      },
    };
  },
  "POST /api/auth/forgot-password": async () => ({ json: { email: `nobody-${randomUUID()}@example.test` } }),
  "POST /api/auth/reset-password": async (kit) => {
    const someone = await kit.user("COMPANY");
    await kit.as(null, "POST", "/api/auth/forgot-password", { email: someone.user.email });
    const mail = await latestMail(kit.app, someone.user.email);
    if (!mail) throw new Error("no reset mail");
    return { json: { resetToken: resetTokenIn(mail.text), newPassword: "another-horse-battery" } };
  },
  "POST /api/auth/mobile/send-otp": async () => ({ json: { phone: randomPhone() } }),
  "POST /api/auth/mobile/verify-otp": async (kit) => {
    // An account with a verified number that has just been texted a sign-in code.
    const someone = await kit.user("FREELANCER");
    const phone = randomPhone();
    await setVerifiedPhone(kit.app, someone.user.id, phone);
    await kit.as(null, "POST", "/api/auth/mobile/send-otp", { phone });
    return { json: { phone, code: await latestSmsCode(kit.app, phone) } };
  },
  "POST /api/auth/mobile/verify-otp-for-onboarding": async (kit) => {
    // The caller asks for a code to their new number; the body carries it once it is texted.
    const json = { phone: randomPhone(), code: "000000" };
    return {
      json,
      prepareCaller: async (caller) => {
        json.phone = randomPhone();
        await kit.as(caller, "POST", "/api/auth/mobile/send-otp", { phone: json.phone });
        json.code = await latestSmsCode(kit.app, json.phone);
      },
    };
  },
  "POST /api/auth/password": async (kit) => ({
    json: { currentPassword: "correct-horse-battery", newPassword: "another-horse-battery" },
    // Users made for the matrix have no password; the caller needs the one the body proves.
    prepareCaller: async (caller) => {
      const passwordHash = await hashPassword("correct-horse-battery", "test");
      await kit.app.ctx.db.update(users).set({ passwordHash }).where(eq(users.id, caller.user.id));
    },
  }),
  "DELETE /api/auth/sessions/{sessionId}": async (kit) => {
    // The owner signed in on a second device: that one is the session to end.
    const owner = await kit.user("FREELANCER");
    const other = await startSession(kit.app.ctx, { userId: owner.user.id, role: "FREELANCER" });
    const claims = JSON.parse(Buffer.from(other.accessToken.split(".")[1]!, "base64url").toString("utf8"));
    return { owner, params: { sessionId: claims.sid } };
  },
  ...Object.fromEntries(
    ["google", "linkedin", "github"].map((provider) => [
      `POST /api/auth/${provider}`,
      async () => ({
        json: {
          code: "a-code-from-the-provider",
          redirectUri: "https://example.com/callback",
          codeVerifier: "a".repeat(43),
        },
      }),
    ]),
  ),

  // users
  "PUT /api/user": async () => ({ json: { fullName: "Renamed Person" } }),
  "DELETE /api/user/phone": async (kit) => ({
    prepareCaller: async (caller) => {
      const phone = randomPhone();
      await kit.app.ctx.db
        .update(users)
        .set({ phone, phoneVerifiedAt: new Date() })
        .where(eq(users.id, caller.user.id));
    },
  }),
  "PUT /api/user/role": async () => ({ json: { role: "FREELANCER" } }),
  "PUT /api/user/profile/freelancer": async () => ({
    json: {
      headline: "React developer",
      bio: "I build dashboards.",
      skills: ["React"],
      hourlyRate: 100_000,
      experienceLevel: "INTERMEDIATE",
      location: "Pune, India",
    },
  }),
  "PUT /api/user/profile/company": async () => ({ form: companyForm }),
  "GET /api/user/profile/company/certificate": async (kit) => {
    const owner = await companyWithCertificate(kit);
    return { owner, query: `userId=${owner.user.id}` };
  },
  "POST /api/user/avatar": async () => ({ form: imageForm("avatar") }),
  "POST /api/user/banner": async () => ({ form: imageForm("banner") }),
  "POST /api/users/me/showcase-images": async () => ({ form: imageForm("file") }),
  "GET /api/user/{id}": async (kit) => ({ params: { id: (await kit.user("FREELANCER")).user.id } }),
  "POST /api/user/social-accounts/{provider}": async () => ({
    params: { provider: "google" },
    json: { code: "not-a-real-code", codeVerifier: "a".repeat(43), redirectUri: "https://example.com/callback" },
  }),
  "DELETE /api/user/social-accounts/{provider}": async () => ({ params: { provider: "google" } }),

  // favourites
  "GET /api/favourites": async () => ({ query: "kind=freelancer" }),
  "GET /api/favourites/ids": async () => ({ query: "kind=task" }),
  "PUT /api/favourites/{kind}/{id}": async (kit) => ({ params: { kind: "task", id: (await task(kit)).taskId } }),
  "DELETE /api/favourites/{kind}/{id}": async (kit) => ({
    params: { kind: "freelancer", id: (await kit.user("FREELANCER")).user.id },
  }),
  // notifications
  "POST /api/notifications/{id}/mark-asRead": async (kit) => {
    const made = await notification(kit);
    return { params: { id: made.notificationId }, owner: made.owner };
  },

  // safety: a new person to report or block for every cell, so no cell finds its report or block taken
  "POST /api/safety/reports": async (kit) => {
    ensureUserReportable();
    const reported = await kit.user("FREELANCER");
    return { json: { itemKind: "USER", itemId: reported.user.id, reason: "SPAM" } };
  },
  "GET /api/safety/blocks/{userId}": async (kit) => ({ params: { userId: (await kit.user("FREELANCER")).user.id } }),
  "PUT /api/safety/blocks/{userId}": async (kit) => ({ params: { userId: (await kit.user("COMPANY")).user.id } }),
  "DELETE /api/safety/blocks/{userId}": async (kit) => ({ params: { userId: (await kit.user("COMPANY")).user.id } }),

  // admin
  "POST /api/admin/users/{id}/suspend": async (kit) => ({ params: { id: (await kit.user("FREELANCER")).user.id } }),
  "POST /api/admin/users/{id}/restore": async (kit) => {
    const someone = await createUser(kit.app, { role: "FREELANCER", status: "SUSPENDED" });
    return { params: { id: someone.user.id } };
  },
  "POST /api/admin/companies/{id}/verify": async (kit) => ({ params: { id: (await kit.user("COMPANY")).user.id } }),
  "GET /api/admin/companies/{id}/certificate": async (kit) => {
    const company = await companyWithCertificate(kit);
    return { params: { id: company.user.id }, counterpart: company };
  },

  // tasks
  "POST /api/tasks": async () => ({ json: { ...TASK, deadline: inDays(30), publish: true } }),
  "GET /api/tasks/{id}": async (kit) => {
    const made = await task(kit, false);
    return {
      params: { id: made.taskId },
      owner: made.company,
      // A hired project's task: no longer open, so only its company and applicants see it.
      disputed: async () => {
        const hired = await project(kit);
        await openDispute(kit, hired);
        return { params: { id: hired.taskId }, owner: hired.company };
      },
    };
  },
  "PATCH /api/tasks/{id}": async (kit) => {
    const made = await task(kit);
    return { params: { id: made.taskId }, owner: made.company, json: { title: "A sharper title for the dashboard" } };
  },
  "DELETE /api/tasks/{id}": async (kit) => {
    const made = await task(kit, false);
    return { params: { id: made.taskId }, owner: made.company };
  },
  "POST /api/tasks/{id}/publish": async (kit) => {
    const made = await task(kit, false);
    return { params: { id: made.taskId }, owner: made.company };
  },
  "POST /api/tasks/{id}/cancel": async (kit) => {
    const made = await task(kit);
    return { params: { id: made.taskId }, owner: made.company };
  },
  "GET /api/tasks/{id}/applications": async (kit) => {
    const made = await application(kit);
    return { params: { id: made.taskId }, owner: made.company, counterpart: made.freelancer };
  },
  "POST /api/tasks/{id}/applications": async (kit) => {
    const made = await task(kit);
    return { params: { id: made.taskId }, counterpart: made.company, json: PROPOSAL };
  },
  "POST /api/tasks/{id}/attachments": async (kit) => {
    const made = await task(kit);
    return { params: { id: made.taskId }, owner: made.company, form: pdfForm };
  },
  "GET /api/tasks/{id}/attachments/{attachmentId}": async (kit) => {
    const made = await task(kit, false);
    const attachmentId = await upload(kit, made.company, `/api/tasks/${made.taskId}/attachments`);
    return { params: { id: made.taskId, attachmentId }, owner: made.company };
  },
  "DELETE /api/tasks/{id}/attachments/{attachmentId}": async (kit) => {
    const made = await task(kit);
    const attachmentId = await upload(kit, made.company, `/api/tasks/${made.taskId}/attachments`);
    return { params: { id: made.taskId, attachmentId }, owner: made.company };
  },

  // applications: the applicant's, decided on by the task's company
  "GET /api/applications/{id}": async (kit) => {
    const made = await application(kit);
    return { params: { id: made.applicationId }, owner: made.freelancer, counterpart: made.company };
  },
  ...Object.fromEntries(
    (["shortlist", "reject", "accept"] as const).map((step) => [
      `POST /api/applications/{id}/${step}`,
      async (kit: Kit) => {
        const made = await application(kit);
        return {
          params: { id: made.applicationId },
          owner: made.company,
          counterpart: made.freelancer,
          json: step === "reject" ? { reason: "We chose another proposal." } : undefined,
        };
      },
    ]),
  ),
  "POST /api/applications/{id}/withdraw": async (kit) => {
    const made = await application(kit);
    return { params: { id: made.applicationId }, owner: made.freelancer, counterpart: made.company };
  },
  "POST /api/applications/{id}/attachments": async (kit) => {
    const made = await application(kit);
    return { params: { id: made.applicationId }, owner: made.freelancer, counterpart: made.company, form: pdfForm };
  },
  "GET /api/applications/{id}/attachments/{attachmentId}": async (kit) => {
    const made = await application(kit);
    const attachmentId = await upload(kit, made.freelancer, `/api/applications/${made.applicationId}/attachments`);
    return { params: { id: made.applicationId, attachmentId }, owner: made.freelancer, counterpart: made.company };
  },
  "DELETE /api/applications/{id}/attachments/{attachmentId}": async (kit) => {
    const made = await application(kit);
    const attachmentId = await upload(kit, made.freelancer, `/api/applications/${made.applicationId}/attachments`);
    return { params: { id: made.applicationId, attachmentId }, owner: made.freelancer, counterpart: made.company };
  },

  // projects: the company's and the freelancer's; the company is `owner` where only it may act
  ...Object.fromEntries(
    ["GET /api/projects/{id}", "GET /api/projects/{id}/board", "GET /api/projects/{id}/activity"].map((key) => [
      key,
      async (kit: Kit) => {
        const made = await project(kit);
        return { project: made, params: { id: made.projectId }, owner: made.company, counterpart: made.freelancer };
      },
    ]),
  ),
  "GET /api/projects/{id}/reviews": async (kit) => {
    const made = await project(kit);
    return { project: made, params: { id: made.projectId }, owner: made.company, counterpart: made.freelancer };
  },
  "POST /api/projects/{id}/reviews": async (kit) => {
    // Completed: its one milestone approved, so both sides may review.
    const made = await milestone(kit, "SUBMITTED");
    await kit.as(made.company, "POST", `/api/milestones/${made.milestoneId}/approve`, {});
    return {
      params: { id: made.projectId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { rating: 5, comment: "Great work." },
    };
  },
  "POST /api/projects/{id}/milestones": async (kit) => {
    const made = await project(kit);
    return {
      project: made,
      params: { id: made.projectId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { title: "Reports", amount: 100_000, dueDate: inDays(20) },
    };
  },
  "POST /api/projects/{id}/cancel": async (kit) => {
    const made = await project(kit);
    return {
      project: made,
      params: { id: made.projectId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { reason: "The launch moved to next year." },
    };
  },
  "POST /api/projects/{id}/board": async (kit) => {
    const made = await project(kit);
    return {
      project: made,
      params: { id: made.projectId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { title: "Copy" },
    };
  },
  "POST /api/projects/{id}/files": async (kit) => {
    const made = await project(kit);
    return {
      project: made,
      params: { id: made.projectId },
      owner: made.company,
      counterpart: made.freelancer,
      form: pdfForm,
    };
  },
  "GET /api/projects/{id}/files": async (kit) => {
    const made = await projectFile(kit);
    return { project: made, params: { id: made.projectId }, owner: made.company, counterpart: made.freelancer };
  },
  "GET /api/projects/{id}/files/{fileId}": async (kit) => {
    const made = await projectFile(kit);
    return {
      project: made,
      params: { id: made.projectId, fileId: made.fileId },
      owner: made.company,
      counterpart: made.freelancer,
    };
  },

  // milestones: each step from the state it starts from, `owner` the side that takes it
  "PATCH /api/milestones/{id}": async (kit) => {
    const made = await milestone(kit, "PENDING");
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { title: "First delivery" },
    };
  },
  "POST /api/milestones/{id}/accept": async (kit) => {
    const made = await proposedMilestone(kit);
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.company,
      counterpart: made.freelancer,
      json: {},
    };
  },
  "POST /api/milestones/{id}/decline": async (kit) => {
    const made = await proposedMilestone(kit);
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.company,
      counterpart: made.freelancer,
      json: {},
    };
  },
  "POST /api/milestones/{id}/fund": async (kit) => {
    const made = await milestone(kit, "PENDING");
    await kit.as(made.company, "POST", "/api/wallet/deposits", { amount: 5_000_000 });
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.company,
      counterpart: made.freelancer,
      json: {},
    };
  },
  "POST /api/projects/{id}/bonuses": async (kit) => {
    const made = await project(kit);
    await kit.as(made.company, "POST", "/api/wallet/deposits", { amount: 5_000_000 });
    return {
      project: made,
      params: { id: made.projectId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { amount: 100_000, note: "Thank you for the extra care." },
    };
  },
  "POST /api/milestones/{id}/submit": async (kit) => {
    const made = await milestone(kit, "FUNDED");
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.freelancer,
      counterpart: made.company,
      json: { note: "Delivered." },
    };
  },
  "POST /api/milestones/{id}/approve": async (kit) => {
    const made = await milestone(kit, "SUBMITTED");
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.company,
      counterpart: made.freelancer,
      json: {},
    };
  },
  "GET /api/milestones/{id}/release-preview": async (kit) => {
    const made = await milestone(kit, "SUBMITTED");
    return { project: made, params: { id: made.milestoneId }, owner: made.company, counterpart: made.freelancer };
  },
  "POST /api/milestones/{id}/request-revision": async (kit) => {
    const made = await milestone(kit, "SUBMITTED");
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { reason: "Add the delays chart." },
    };
  },
  "POST /api/milestones/{id}/cancel": async (kit) => {
    const made = await milestone(kit, "PENDING");
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.company,
      counterpart: made.freelancer,
      json: {},
    };
  },
  "POST /api/milestones/{id}/dispute": async (kit) => {
    const made = await milestone(kit, "FUNDED");
    return {
      project: made,
      params: { id: made.milestoneId },
      owner: made.freelancer,
      counterpart: made.company,
      json: { reason: "The company stopped answering." },
    };
  },
  "PATCH /api/board-items/{id}": async (kit) => {
    const made = await boardItem(kit);
    return {
      project: made,
      params: { id: made.itemId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { status: "IN_PROGRESS" },
    };
  },
  "DELETE /api/board-items/{id}": async (kit) => {
    const made = await boardItem(kit);
    return { project: made, params: { id: made.itemId }, owner: made.company, counterpart: made.freelancer };
  },
  "GET /api/disputes/{id}": async (kit) => {
    const made = await dispute(kit);
    return { project: made, params: { id: made.disputeId }, owner: made.company, counterpart: made.freelancer };
  },
  "POST /api/disputes/{id}/statements": async (kit) => {
    const made = await dispute(kit);
    return {
      project: made,
      params: { id: made.disputeId },
      owner: made.company,
      counterpart: made.freelancer,
      json: { text: "The scope was agreed in the brief." },
    };
  },
  "GET /api/reviews": async (kit) => ({ query: `userId=${(await kit.user("FREELANCER")).user.id}` }),
  "POST /api/admin/disputes/{id}/resolve": async (kit) => {
    const made = await dispute(kit);
    return { params: { id: made.disputeId }, json: { outcome: "RELEASE", note: "The work was delivered." } };
  },

  // teams: the owner (a freelancer) runs the team
  "POST /api/teams": async () => ({
    json: { name: `Crew ${randomUUID().slice(0, 8)}`, description: "We build web apps.", skills: ["React"] },
  }),
  ...Object.fromEntries(
    ["GET /api/teams/{id}", "GET /api/teams/{id}/invitations", "GET /api/teams/{id}/portfolio"].map((key) => [
      key,
      async (kit: Kit) => {
        const made = await team(kit);
        return { params: { id: made.teamId }, owner: made.owner };
      },
    ]),
  ),
  "PATCH /api/teams/{id}": async (kit) => {
    const made = await team(kit);
    return { params: { id: made.teamId }, owner: made.owner, json: { description: "We build web and mobile apps." } };
  },
  "DELETE /api/teams/{id}": async (kit) => {
    const made = await team(kit);
    return { params: { id: made.teamId }, owner: made.owner };
  },
  "POST /api/teams/{id}/avatar": async (kit) => {
    const made = await team(kit);
    return { params: { id: made.teamId }, owner: made.owner, form: imageForm("avatar") };
  },
  "POST /api/teams/{id}/transfer-ownership": async (kit) => {
    const made = await teamWithMember(kit);
    return { params: { id: made.teamId }, owner: made.owner, json: { userId: made.member.user.id } };
  },
  "POST /api/teams/{id}/invitations": async (kit) => {
    const made = await team(kit);
    const invitee = await kit.user("FREELANCER");
    return { params: { id: made.teamId }, owner: made.owner, json: { userId: invitee.user.id, role: "MEMBER" } };
  },
  "GET /api/teams/{id}/invite-candidates": async (kit) => {
    const made = await team(kit);
    return { params: { id: made.teamId }, owner: made.owner, query: "q=pixel" };
  },
  "GET /api/teams/{id}/email-invitations": async (kit) => {
    const made = await team(kit);
    return { params: { id: made.teamId }, owner: made.owner };
  },
  "DELETE /api/teams/{id}/email-invitations/{invitationId}": async (kit) => {
    const made = await team(kit);
    const invited = await kit.as(made.owner, "POST", `/api/teams/${made.teamId}/invitations`, {
      email: `new-${randomUUID()}@example.test`,
    });
    return { params: { id: made.teamId, invitationId: invited.id }, owner: made.owner };
  },
  "GET /api/teams/{id}/join-requests": async (kit) => {
    const made = await joinRequest(kit);
    return { params: { id: made.teamId }, owner: made.owner };
  },
  "POST /api/teams/{id}/join-requests": async (kit) => {
    const made = await team(kit);
    return { params: { id: made.teamId }, counterpart: made.owner, json: {} };
  },
  "PATCH /api/teams/{id}/members/{memberId}": async (kit) => {
    const made = await teamWithMember(kit);
    return {
      params: { id: made.teamId, memberId: made.member.user.id },
      owner: made.owner,
      counterpart: made.member,
      json: { role: "ADMIN" },
    };
  },
  "DELETE /api/teams/{id}/members/{memberId}": async (kit) => {
    const made = await teamWithMember(kit);
    return { params: { id: made.teamId, memberId: made.member.user.id }, owner: made.owner, counterpart: made.member };
  },
  "POST /api/teams/{id}/portfolio": async (kit) => {
    const made = await team(kit);
    return {
      params: { id: made.teamId },
      owner: made.owner,
      json: { title: "Booking app", url: "https://example.com/booking", tags: ["React"] },
    };
  },
  "PUT /api/teams/{id}/portfolio/order": async (kit) => {
    const made = await portfolioItem(kit);
    return { params: { id: made.teamId }, owner: made.owner, json: { itemIds: [made.itemId] } };
  },
  "PATCH /api/teams/{id}/portfolio/{itemId}": async (kit) => {
    const made = await portfolioItem(kit);
    return { params: { id: made.teamId, itemId: made.itemId }, owner: made.owner, json: { title: "Renamed work" } };
  },
  "DELETE /api/teams/{id}/portfolio/{itemId}": async (kit) => {
    const made = await portfolioItem(kit);
    return { params: { id: made.teamId, itemId: made.itemId }, owner: made.owner };
  },
  "POST /api/teams/{id}/portfolio/{itemId}/image": async (kit) => {
    const made = await portfolioItem(kit);
    return { params: { id: made.teamId, itemId: made.itemId }, owner: made.owner, form: imageForm("image") };
  },
  ...Object.fromEntries(
    ["accept", "decline"].map((step) => [
      `POST /api/team-invitations/{id}/${step}`,
      async (kit: Kit) => {
        const made = await invitation(kit);
        return { params: { id: made.invitationId }, owner: made.invitee, counterpart: made.owner };
      },
    ]),
  ),
  "DELETE /api/team-invitations/{id}": async (kit) => {
    const made = await invitation(kit);
    return { params: { id: made.invitationId }, owner: made.owner, counterpart: made.invitee };
  },
  ...Object.fromEntries(
    ["approve", "reject"].map((step) => [
      `POST /api/join-requests/{id}/${step}`,
      async (kit: Kit) => {
        const made = await joinRequest(kit);
        return { params: { id: made.requestId }, owner: made.owner, counterpart: made.asker };
      },
    ]),
  ),
  "DELETE /api/join-requests/{id}": async (kit) => {
    const made = await joinRequest(kit);
    return { params: { id: made.requestId }, owner: made.asker, counterpart: made.owner };
  },
  "GET /api/projects/{id}/payout-shares": async (kit) => {
    const made = await teamProject(kit);
    return { params: { id: made.projectId }, owner: made.owner, counterpart: made.company };
  },
  "PUT /api/projects/{id}/payout-shares": async (kit) => {
    const made = await teamProject(kit);
    return {
      params: { id: made.projectId },
      owner: made.owner,
      counterpart: made.company,
      json: { shares: [{ userId: made.owner.user.id, basisPoints: 10_000 }] },
    };
  },

  // wallet: a person's own money; deposits and withdrawals for the two working roles
  "GET /api/wallet/transactions/{id}": async (kit) => {
    const made = await transaction(kit);
    return { params: { id: made.transactionId }, owner: made.owner };
  },
  "GET /api/wallet/transactions/{id}/receipt": async (kit) => {
    const made = await transaction(kit);
    return { params: { id: made.transactionId }, owner: made.owner };
  },
  "GET /api/wallet/invoices/export": async () => ({ query: "financialYear=2026-27" }),
  "GET /api/wallet/invoices/{id}": async (kit) => {
    const made = await invoice(kit);
    return { params: { id: made.invoiceId }, owner: made.owner };
  },
  "GET /api/wallet/invoices/{id}/pdf": async (kit) => {
    const made = await invoice(kit);
    return { params: { id: made.invoiceId }, owner: made.owner };
  },
  "GET /api/wallet/tax/summary": async () => ({ query: "financialYear=2026-27" }),
  "GET /api/wallet/tax/summary.csv": async () => ({ query: "financialYear=2026-27" }),
  "GET /api/wallet/tax/summary.pdf": async () => ({ query: "financialYear=2026-27" }),
  "GET /api/wallet/tax/certificates": async () => ({ query: "financialYear=2026-27" }),
  "GET /api/wallet/tax/certificates/{financialYear}/{quarter}.pdf": async (kit) => {
    // No tax profile, so no PAN: the release withholds TDS at 5% and the quarter has a certificate.
    const owner = await kit.user("FREELANCER");
    const at = now();
    const company = await kit.user("COMPANY");
    await releasedMilestone(kit.app, { company, freelancer: owner, amount: 100_000, at });
    return { params: { financialYear: financialYearOf(at), quarter: String(quarterOf(at)) }, owner };
  },
  "GET /api/admin/tax/returns": async () => ({ query: "financialYear=2026-27&quarter=3&kind=TDS" }),
  "POST /api/wallet/deposits": async () => ({ json: { amount: 50_000 } }),
  "GET /api/wallet/deposits/{id}": async (kit) => {
    const owner = await kit.user("COMPANY");
    const made = await kit.as(owner, "POST", "/api/wallet/deposits", { amount: 50_000 });
    return { params: { id: made.id ?? made.deposit?.id }, owner };
  },
  "POST /api/wallet/withdrawals": async (kit) => ({
    json: { amount: 60_000, destination: BANK },
    prepareCaller: async (caller) => {
      await kit.as(caller, "POST", "/api/wallet/deposits", { amount: 200_000 });
    },
  }),
  "POST /api/wallet/withdrawal-methods": async () => ({ json: BANK }),
  "POST /api/wallet/withdrawal-methods/{id}/verification": async (kit) => {
    const made = await withdrawal(kit);
    const methods = await kit.as(made.owner, "GET", "/api/wallet/withdrawal-methods");
    return { params: { id: methods.items[0].id as string }, owner: made.owner };
  },
  "POST /api/admin/wallet/withdrawals/{id}/settle": async (kit) => {
    const made = await withdrawal(kit);
    // A UTR names one bank transfer, so each fixture's payout gets its own (decision 0079).
    const utr = `UTR${randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
    return { params: { id: made.withdrawalId }, counterpart: made.owner, json: { outcome: "PAID", utr } };
  },
  "POST /api/admin/wallet/adjustments": async (kit) => ({
    json: {
      userId: (await kit.user("FREELANCER")).user.id,
      account: "AVAILABLE",
      amount: 100,
      reason: "Goodwill credit",
    },
  }),

  // payments: the provider's call, signed with the webhook secret, never a user's token
  "POST /api/payments/webhook/{provider}": async () => {
    const raw = JSON.stringify({ event: "refund.processed", payload: {} });
    return {
      params: { provider: "razorpay" },
      json: raw,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex"),
        "x-razorpay-event-id": `evt_${randomUUID()}`,
      },
    };
  },

  // The payout provider's call, signed with the same secret (decision 0087); about no payout of ours.
  "POST /api/payments/payout-webhook/{provider}": async () => {
    const raw = JSON.stringify({ event: "payout.processed", payload: { payout: { entity: { id: "pout_x" } } } });
    return {
      params: { provider: "razorpayx" },
      json: raw,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex"),
        "x-razorpay-event-id": `evt_${randomUUID()}`,
      },
    };
  },

  // chat: participants only
  "POST /api/chat/conversations/direct": async (kit) => ({
    json: { userId: (await kit.user("FREELANCER")).user.id },
  }),
  "GET /api/chat/conversations/team/{teamId}": async (kit) => {
    const made = await teamWithMember(kit);
    return { params: { teamId: made.teamId }, owner: made.owner, counterpart: made.member };
  },
  "GET /api/chat/conversations/project/{projectId}": async (kit) => {
    const made = await project(kit);
    return {
      params: { projectId: made.projectId },
      owner: made.company,
      counterpart: made.freelancer,
      // The conversation an admin reads exists already: they never make one.
      disputed: async () => {
        const held = await disputedConversation(kit);
        return { params: { projectId: held.projectId }, owner: held.company, counterpart: held.freelancer };
      },
    };
  },
  ...Object.fromEntries(
    ["GET /api/chat/conversations/{id}", "GET /api/chat/conversations/{id}/messages"].map((key) => [
      key,
      chatRows((made) => ({ params: { id: made.conversationId }, owner: made.company, counterpart: made.freelancer })),
    ]),
  ),
  "GET /api/chat/conversations/{id}/search": chatRows((made) => ({
    params: { id: made.conversationId },
    query: "q=hello",
    owner: made.company,
    counterpart: made.freelancer,
  })),
  "POST /api/chat/conversations/{id}/messages": chatRows((made) => ({
    params: { id: made.conversationId },
    owner: made.company,
    counterpart: made.freelancer,
    json: { clientId: `c-${randomUUID()}`, body: "One more thing." },
  })),
  "PATCH /api/chat/conversations/{id}/messages/{messageId}": chatRows((made) => ({
    params: { id: made.conversationId, messageId: made.messageId },
    owner: made.company,
    counterpart: made.freelancer,
    json: { body: "Hello, are you free next week?" },
  })),
  "DELETE /api/chat/conversations/{id}/messages/{messageId}": chatRows((made) => ({
    params: { id: made.conversationId, messageId: made.messageId },
    owner: made.company,
    counterpart: made.freelancer,
  })),
  "POST /api/chat/conversations/{id}/read": chatRows((made) => ({
    params: { id: made.conversationId },
    owner: made.freelancer,
    counterpart: made.company,
    json: { seq: 1 },
  })),
  "POST /api/chat/conversations/{id}/attachments": chatRows((made) => ({
    params: { id: made.conversationId },
    owner: made.company,
    counterpart: made.freelancer,
    form: pdfForm,
  })),
  "GET /api/chat/conversations/{id}/attachments/{attachmentId}": chatRows(
    (made) => ({
      params: { id: made.conversationId, attachmentId: made.attachmentId },
      owner: made.company,
      counterpart: made.freelancer,
    }),
    true,
  ),

  // collaborations: a company's offer to a freelancer
  "POST /api/collaborations": async (kit) => ({ json: offerBody(await kit.user("FREELANCER")) }),
  ...Object.fromEntries(
    ["accept", "decline"].map((step) => [
      `POST /api/collaborations/{id}/${step}`,
      async (kit: Kit) => {
        const made = await offer(kit);
        return {
          params: { id: made.offerId },
          owner: made.freelancer,
          counterpart: made.company,
          json: step === "decline" ? { reason: "Booked this month." } : undefined,
        };
      },
    ]),
  ),
  "POST /api/collaborations/{id}/cancel": async (kit) => {
    const made = await offer(kit);
    return { params: { id: made.offerId }, owner: made.company, counterpart: made.freelancer };
  },

  // hourly billing: a contract's week in review written directly, or this week waiting for money
  "GET /api/projects/{id}/hourly/weeks": async (kit) => {
    const made = await hourlyProject(kit);
    await weekInReview(kit.app, { projectId: made.projectId, userId: made.freelancer.user.id });
    return { params: { id: made.projectId }, owner: made.company, counterpart: made.freelancer };
  },
  "POST /api/projects/{id}/hourly/weeks/{weekStart}/fund": async (kit) => {
    // Hired with an empty wallet: the week waits for money, and the company's retry finds too little.
    const made = await hourlyProject(kit, { weeklyLimitHours: 10, deposit: 0 });
    const weekStart = weekStartOf(now());
    return { params: { id: made.projectId, weekStart }, owner: made.company, counterpart: made.freelancer };
  },
  "POST /api/projects/{id}/hourly/weeks/{weekStart}/disputes": async (kit) => {
    const made = await hourlyProject(kit);
    const week = await weekInReview(kit.app, { projectId: made.projectId, userId: made.freelancer.user.id });
    return {
      params: { id: made.projectId, weekStart: week.weekStart },
      json: { entries: [{ entryId: week.entryId, reason: "This hour was not agreed with us." }] },
      owner: made.company,
      counterpart: made.freelancer,
    };
  },
  "DELETE /api/projects/{id}/hourly/weeks/{weekStart}/disputes/{entryId}": async (kit) => {
    const made = await hourlyProject(kit);
    const week = await weekInReview(kit.app, {
      projectId: made.projectId,
      userId: made.freelancer.user.id,
      disputed: true,
    });
    return {
      params: { id: made.projectId, weekStart: week.weekStart, entryId: week.entryId },
      owner: made.company,
      counterpart: made.freelancer,
    };
  },

  // dev-outbox: only from the server's own machine
  "POST /api/dev/clock": async () => ({ remoteAddress: "127.0.0.1", json: { advanceMs: 0 } }),
  "GET /api/dev/outbox": async () => ({ remoteAddress: "127.0.0.1" }),
  "DELETE /api/dev/outbox": async () => ({ remoteAddress: "127.0.0.1" }),

  // help: articles for everyone, tickets for the person who opened them and the admins
  "GET /api/help/articles/{slug}": async (kit) => ({ params: { slug: await articleSlug(kit) } }),
  "POST /api/help/articles/{slug}/feedback": async (kit) => ({
    params: { slug: await articleSlug(kit) },
    json: { helpful: true },
  }),
  // tax: the caller's own profile; development verifies a PAN at once (no KYC provider configured)
  "PUT /api/tax-profile": async () => ({ json: TAX_PROFILE }),
  "POST /api/tax-profile/pan-verification": async (kit) => ({
    prepareCaller: async (caller) => {
      await kit.as(caller, "PUT", "/api/tax-profile", TAX_PROFILE);
    },
  }),
  "GET /api/admin/users/{id}/tax-profile": async (kit) => {
    const owner = await kit.user("FREELANCER");
    await kit.as(owner, "PUT", "/api/tax-profile", TAX_PROFILE);
    return { params: { id: owner.user.id } };
  },
  "POST /api/help/tickets": async () => ({ form: async () => multipartForm(Object.entries(TICKET)) }),
  ...Object.fromEntries(
    [
      "GET /api/help/tickets/{id}",
      "POST /api/help/tickets/{id}/close",
      "GET /api/help/tickets/{id}/attachment",
      "GET /api/admin/help/tickets/{id}",
      "POST /api/admin/help/tickets/{id}/close",
    ].map((key) => [
      key,
      async (kit: Kit) => {
        const made = await ticket(kit);
        return { params: { id: made.ticketId }, owner: key.includes("/admin/") ? undefined : made.asker };
      },
    ]),
  ),
  "POST /api/help/tickets/{id}/replies": async (kit) => {
    const made = await ticket(kit);
    return { params: { id: made.ticketId }, owner: made.asker, json: { body: "It is still pending today." } };
  },
  "POST /api/admin/help/tickets/{id}/replies": async (kit) => {
    const made = await ticket(kit);
    return {
      params: { id: made.ticketId },
      counterpart: made.asker,
      json: { body: "We paid it out this morning." },
    };
  },

  // hourly contracts: the company is `owner` where it acts, the freelancer where only it answers
  ...Object.fromEntries(
    (
      [
        ["GET /api/projects/{id}/hourly", undefined, undefined],
        ["PATCH /api/projects/{id}/hourly/terms", undefined, { weeklyLimitHours: 20 }],
        ["DELETE /api/projects/{id}/hourly/terms", "limit-change", undefined],
        ["POST /api/projects/{id}/hourly/pause", undefined, undefined],
        ["POST /api/projects/{id}/hourly/resume", "paused", undefined],
        ["POST /api/projects/{id}/hourly/end", undefined, undefined],
      ] as const
    ).map(([key, step, json]) => [
      key,
      async (kit: Kit): Promise<Built> => {
        const made = await hourlyContract(kit, step);
        return { params: { id: made.projectId }, owner: made.company, counterpart: made.freelancer, json };
      },
    ]),
  ),
  ...Object.fromEntries(
    ["accept", "decline"].map((answer) => [
      `POST /api/projects/{id}/hourly/terms/${answer}`,
      async (kit: Kit): Promise<Built> => {
        const made = await hourlyContract(kit, "rate-change");
        return { params: { id: made.projectId }, owner: made.freelancer, counterpart: made.company };
      },
    ]),
  ),
};

/** Every fixture; those that name their project also give `disputed` rows (decision 0080). */
export const FIXTURES: Record<string, Fixture> = Object.fromEntries(
  Object.entries({
    ...RAW_FIXTURES,
    ...HOURLY_TIME_FIXTURES,
    ...MODERATION_FIXTURES,
    ...TWO_FACTOR_FIXTURES,
    ...HANDLE_FIXTURES,
    ...PASSKEY_FIXTURES,
    ...PRIVACY_FIXTURES,
    ...PUSH_FIXTURES,
    ...ALERT_FIXTURES,
    ...NOTIFICATION_PREFERENCE_FIXTURES,
  }).map(([key, fixture]) => [key, disputable(fixture)]),
);
