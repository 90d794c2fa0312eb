/*
 * Who may call what (decision 0056): one row per operation of the OpenAPI document,
 * `METHOD /path` exactly as `/api/docs/json` spells it, with the answer each kind of caller gets.
 * authorization-matrix.test.ts sends every cell against real rows; docs/authorization.md is
 * generated from this table (`npm run docs:authorization`).
 *
 * The columns:
 * - `anonymous`: no Authorization header; `expired`: the caller's own token, signed with the
 *   real secret for a live session, a minute past its expiry.
 * - `freelancer`, `company`, `admin`: a signed-in user of that role with no tie to the row.
 * - `owner`: the one the row is for (the task's company, the application's freelancer, the
 *   team's owner…); `otherSameRole`: another user of the owner's role; `counterpart`: the other
 *   side of the same row (the task's applicant, the project's freelancer), where it has one.
 * - `adminDisputed`: an admin on the same kind of row whose project has a dispute (decision
 *   0080): the project's reads open to them, audited; every write still refused. Declared on the
 *   rows that belong to a project; its fixture gives the rows (`disputed`).
 *
 * A cell is `"ok"` (a 2xx: the request is valid, so the handler ran and did it) or an exact
 * status: 401 no valid session, 403 a role or a party that may not do this, 404 where the API
 * hides that the row exists (decision 0025: what is not yours to see is "not found"), or the 4xx
 * of a handler that ran and refused on the row's state or the input (409, 422, 400), which is
 * still "allowed" as far as authorization goes.
 */

export type Expected = "ok" | 400 | 401 | 403 | 404 | 409 | 422 | 503;

export const ROW_COLUMNS = [
  "anonymous",
  "expired",
  "freelancer",
  "company",
  "admin",
  "owner",
  "otherSameRole",
  "counterpart",
  "adminDisputed",
] as const;
export type Column = (typeof ROW_COLUMNS)[number];

export type Cells = Partial<Record<Column, Expected>>;
export type Row = Cells & {
  /** Who may call it and why the others get what they get: one line of docs/authorization.md. */
  rule: string;
};

export function isMet(expected: Expected, status: number): boolean {
  return expected === "ok" ? status >= 200 && status < 300 : status === expected;
}

export function describeExpected(expected: Expected): string {
  return expected === "ok" ? "a 2xx" : String(expected);
}

// ---- policies: the usual rows, named ------------------------------------------------------------

const SIGNED_OUT = { anonymous: 401, expired: 401 } as const;

/** Anyone, signed in or not; a token, even a dead one, is not looked at. */
const open = (rule: string): Row => ({
  anonymous: "ok",
  expired: "ok",
  freelancer: "ok",
  company: "ok",
  admin: "ok",
  rule,
});

/** Anyone signed in, whatever the role: the answer is about the caller themselves. */
const signedIn = (rule: string): Row => ({
  ...SIGNED_OUT,
  freelancer: "ok",
  company: "ok",
  admin: "ok",
  rule,
});

type RoleName = "freelancer" | "company" | "admin";

/** Only these roles (a route guard); the other roles get 403. */
const rolesOnly = (roles: RoleName[], rule: string): Row => ({
  ...SIGNED_OUT,
  freelancer: roles.includes("freelancer") ? "ok" : 403,
  company: roles.includes("company") ? "ok" : 403,
  admin: roles.includes("admin") ? "ok" : 403,
  rule,
});
const freelancerOnly = (rule: string) => rolesOnly(["freelancer"], rule);
const companyOnly = (rule: string) => rolesOnly(["company"], rule);
const adminOnly = (rule: string) => rolesOnly(["admin"], rule);

/**
 * A row that belongs to someone: its owner may act; another user of the same role gets
 * `others` (404 where the row is hidden from them, 403 where they may see it but not act).
 * Roles the route does not admit at all get 403 from its guard unless stated in `strangers`.
 */
const ownerOnly = (
  ownerRole: RoleName,
  others: 403 | 404,
  rule: string,
  strangers: Partial<Record<RoleName, Expected>> = {},
): Row => ({
  ...SIGNED_OUT,
  freelancer: 403,
  company: 403,
  admin: 403,
  [ownerRole]: others,
  ...strangers,
  owner: "ok",
  otherSameRole: others,
  rule,
});

/** Both sides of a row (the company and the freelancer of a project) and no one else, who get 404. */
const participantOnly = (ownerRole: RoleName, rule: string, overrides: Cells = {}): Row => ({
  ...SIGNED_OUT,
  freelancer: 404,
  company: 404,
  admin: 404,
  [ownerRole]: 404,
  owner: "ok",
  otherSameRole: 404,
  counterpart: "ok",
  ...overrides,
  rule,
});

/**
 * A row of a project, and what an admin gets once that project has a dispute (decision 0080):
 * "ok" for the reads a dispute needs (audited), 404 for everything else — no write, ever.
 */
const disputed = (row: Row, adminDisputed: Expected = 404): Row => ({ ...row, adminDisputed });
const DISPUTE_READ = "an admin too while it has a dispute (read-only, audited, decision 0080)";

/** Everyone signed in may read it, the owner as much as anyone: a public profile behind sign-in. */
const signedInOwned = (rule: string): Row => ({ ...signedIn(rule), owner: "ok", otherSameRole: "ok" });

// ---- the table, by module -----------------------------------------------------------------------

const HIDDEN_TASK = "decision 0025: another company's draft is not found";
const TEAM_RUN = "the team's owner (and its admins); anyone else 403, as a team is public";

export const MATRIX_BY_MODULE: Record<string, Record<string, Row>> = {
  health: {
    "GET /api/health": open("Anyone: the balancer's and the monitor's probe."),
  },
  privacy: {
    "GET /api/account/export": signedIn("The signed-in user: their own latest data export."),
    "POST /api/account/export": signedIn("The signed-in user: a copy of their own data (decision 0099)."),
    "GET /api/account/export/{exportId}/download": ownerOnly(
      "freelancer",
      404,
      "The one who asked for the export; anyone else's is not found (decision 0099).",
      { company: 404, admin: 404 },
    ),
    "POST /api/account/deletion": rolesOnly(
      ["freelancer", "company"],
      "The signed-in user deletes their own account with their password; an admin account cannot (decision 0099).",
    ),
  },
  dashboard: {
    "GET /api/dashboard": signedIn("Anyone signed in: each role gets its own figures."),
  },
  auth: {
    "POST /api/auth/register": open("Anyone: signing up ignores any token sent."),
    "POST /api/auth/login": open("Anyone with the account's email and password."),
    "POST /api/auth/refresh": open("Anyone holding a live refresh token: the token in the body is the credential."),
    "POST /api/auth/logout": open("Anyone holding the refresh token it ends."),
    "POST /api/auth/email/send-otp": signedIn("The signed-in user, for their own address (409 once it is verified)."),
    "POST /api/auth/email/verify-otp": signedIn("The signed-in user, with the code mailed to their own address."),
    "POST /api/auth/forgot-password": open("Anyone: the answer is the same whether the email has an account."),
    "POST /api/auth/reset-password": open(
      "Anyone holding the reset token mailed to the account: the token is the credential.",
    ),
    "POST /api/auth/mobile/send-otp": {
      ...open(
        "Anyone (sign-in by phone), or the signed-in user adding a number; a dead token is 401, never anonymous.",
      ),
      expired: 401,
    },
    "POST /api/auth/mobile/verify-otp": open(
      "Anyone holding the code texted to the number: the code is the credential.",
    ),
    "POST /api/auth/mobile/verify-otp-for-onboarding": signedIn(
      "The signed-in user, with the code texted to the number they are adding.",
    ),
    "GET /api/auth/two-factor": signedIn("The signed-in user, about their own two-factor sign-in."),
    "POST /api/auth/two-factor/setup": signedIn(
      "The signed-in user, a new secret for their own account (409 once two-factor is on).",
    ),
    "POST /api/auth/two-factor/enable": signedIn(
      "The signed-in user, with a code of the secret they set up (409 without a setup waiting).",
    ),
    "POST /api/auth/two-factor/disable": signedIn(
      "The signed-in user, with a code of their own app or one of their recovery codes (409 when off).",
    ),
    "POST /api/auth/two-factor/recovery-codes": signedIn(
      "The signed-in user, with a code of their own app (409 when off).",
    ),
    "POST /api/auth/two-factor/verify": open(
      "Anyone holding a live sign-in challenge and a code of that account: the two are the credential.",
    ),
    "GET /api/auth/passkeys": signedIn("The signed-in user, about their own passkeys."),
    "POST /api/auth/passkeys/registration-options": signedIn(
      "The signed-in user, for a passkey of their own (a fresh second factor once two-factor is on).",
    ),
    "POST /api/auth/passkeys": signedIn(
      "The signed-in user, with the answer to their own registration options (a fresh second factor once two-factor is on).",
    ),
    "DELETE /api/auth/passkeys/{id}": ownerOnly(
      "freelancer",
      404,
      "The passkey's owner, with a fresh second factor; another person's passkey is not found (decision 0025).",
      { company: 404, admin: 404 },
    ),
    "POST /api/auth/passkeys/sign-in-options": open("Anyone: options name no account."),
    "POST /api/auth/passkeys/sign-in": open(
      "Anyone holding a registered passkey unlocked on its device: the passkey's answer is the credential.",
    ),
    "POST /api/auth/two-factor/passkey-options": open(
      "Anyone holding a live sign-in challenge: the options name only that account's passkeys.",
    ),
    "POST /api/auth/two-factor/verify-passkey": open(
      "Anyone holding a live sign-in challenge and a passkey of that account: the two are the credential.",
    ),
    "GET /api/auth/step-up": signedIn("The signed-in user, about their own sign-in's confirmation."),
    "POST /api/auth/step-up/passkey-options": signedIn("The signed-in user, for their own passkeys (409 without one)."),
    "POST /api/auth/step-up": signedIn(
      "The signed-in user, confirming their own sign-in with their own app code or passkey (409 without two-factor).",
    ),
    "POST /api/auth/password": signedIn(
      "The signed-in user, their own password, proved by the current one (409 for an account without one).",
    ),
    "GET /api/auth/sessions": signedIn("The signed-in user: the devices where they are signed in."),
    "DELETE /api/auth/sessions/{sessionId}": ownerOnly(
      "freelancer",
      404,
      "The signed-in user, one of their own sign-ins; anyone else's is not found (decision 0093).",
      { company: 404, admin: 404 },
    ),
    "POST /api/auth/sessions/sign-out-others": signedIn("The signed-in user: every other sign-in of their own."),
    ...Object.fromEntries(
      ["google", "linkedin", "github"].map((provider) => [
        `POST /api/auth/${provider}`,
        {
          ...open("Anyone coming back from the provider; without its credentials configured the server answers 503."),
          anonymous: 503,
          expired: 503,
          freelancer: 503,
          company: 503,
          admin: 503,
        } satisfies Row,
      ]),
    ),
  },
  users: {
    "GET /api/user": signedIn("The signed-in user, about themselves."),
    "PUT /api/user": signedIn("The signed-in user, about themselves."),
    "PUT /api/user/role": {
      ...SIGNED_OUT,
      freelancer: 409,
      company: 409,
      admin: 409,
      rule: "The signed-in user without a role yet (social sign-up); one who has a role gets 409.",
    },
    "DELETE /api/user/phone": signedIn("The signed-in user, their own number (404 without one)."),
    "GET /api/user/chat-token": signedIn("The signed-in user: a short token for the chat socket."),
    "PUT /api/user/profile/freelancer": freelancerOnly("Freelancers, for their own profile."),
    "PUT /api/user/profile/company": companyOnly("Companies, for their own profile."),
    "GET /api/user/profile/company/certificate": {
      ...ownerOnly("company", 404, "The company, its own certificate; an admin, any company's (?userId=).", {
        admin: "ok",
      }),
    },
    "POST /api/user/avatar": signedIn("The signed-in user, their own picture."),
    "POST /api/user/banner": signedIn("The signed-in user, their own banner."),
    "POST /api/users/me/showcase-images": freelancerOnly("Freelancers, images for their own showcase."),
    "GET /api/user/{id}": signedIn("Anyone signed in: a public profile."),
    "GET /api/user/sign-in-methods": signedIn("The signed-in user, their own methods."),
    "GET /api/users/me/public-page": signedIn("The signed-in user, their own public page's handle and visibility."),
    "PUT /api/users/me/public-page": signedIn(
      "The signed-in user, their own handle and visibility (409 for a handle someone else holds).",
    ),
    "GET /api/handles/availability": signedIn("Anyone signed in: whether a handle is free, for the form as they type."),
    "POST /api/user/social-accounts/{provider}": {
      ...SIGNED_OUT,
      freelancer: 503,
      company: 503,
      admin: 503,
      rule: "The signed-in user, linking to their own account; 503 while the provider is not configured.",
    },
    "DELETE /api/user/social-accounts/{provider}": {
      ...SIGNED_OUT,
      freelancer: 404,
      company: 404,
      admin: 404,
      rule: "The signed-in user, their own linked account; none linked is 404.",
    },
  },
  freelancers: {
    "GET /api/user/freelancers": signedIn("Anyone signed in: the directory."),
  },
  favourites: {
    "GET /api/favourites": signedIn("The signed-in user's own saved items (decision 0103)."),
    "GET /api/favourites/ids": signedIn("The signed-in user's own saved items (decision 0103)."),
    "PUT /api/favourites/{kind}/{id}": signedIn(
      "Anyone signed in, saving for themselves what the public lists show them; what they cannot see is 404.",
    ),
    "DELETE /api/favourites/{kind}/{id}": signedIn("The signed-in user's own saved items: only theirs change."),
  },
  notifications: {
    "GET /api/notifications": signedIn("The signed-in user's own notifications."),
    "GET /api/notifications/new": signedIn("The signed-in user's own notifications."),
    "POST /api/notifications/mark-all-read": signedIn("The signed-in user's own notifications."),
    "POST /api/notifications/{id}/mark-asRead": ownerOnly(
      "company",
      404,
      "Its recipient; anyone else's notification is not found.",
      { freelancer: 404, admin: 404 },
    ),
    "GET /api/notification-preferences": signedIn("The signed-in user's own notification settings (decision 0104)."),
    "PATCH /api/notification-preferences": signedIn("The signed-in user's own notification settings (decision 0104)."),
    "GET /api/unsubscribe": open(
      "Anyone holding an emailed unsubscribe link: its signed, single-purpose token is the only authority (decision 0104).",
    ),
    "POST /api/unsubscribe": open(
      "Anyone holding an emailed unsubscribe link: its signed, single-purpose token is the only authority (decision 0104).",
    ),
  },
  push: {
    "GET /api/push/public-key": signedIn("Anyone signed in: the server's VAPID public key, the same for everyone."),
    "GET /api/push/subscriptions": signedIn("The signed-in user's own push devices."),
    "POST /api/push/subscriptions": signedIn(
      "The signed-in user, for the browser they are on; an endpoint someone else had moves to them (decision 0105).",
    ),
    "DELETE /api/push/subscriptions": ownerOnly(
      "freelancer",
      404,
      "The device's owner; anyone else's endpoint is not found (decision 0025).",
      { company: 404, admin: 404 },
    ),
  },
  alerts: {
    "GET /api/saved-searches": signedIn("The signed-in user's own saved searches (decision 0102)."),
    "POST /api/saved-searches": signedIn("The signed-in user saves a search of their own (decision 0102)."),
    "PATCH /api/saved-searches/{id}": ownerOnly(
      "freelancer",
      404,
      "The one who saved it; anyone else's saved search is not found (decision 0102).",
      { company: 404, admin: 404 },
    ),
    "DELETE /api/saved-searches/{id}": ownerOnly(
      "freelancer",
      404,
      "The one who saved it; anyone else's saved search is not found (decision 0102).",
      { company: 404, admin: 404 },
    ),
  },
  safety: {
    "POST /api/safety/reports": signedIn(
      "Anyone signed in, about an item they can see and that is not theirs (decision 0092).",
    ),
    "GET /api/safety/reports": signedIn("The signed-in user's own reports."),
    "GET /api/safety/blocks": signedIn("The people the signed-in user blocked."),
    "GET /api/safety/blocks/{userId}": signedIn("Whether the signed-in user blocked that person; never the reverse."),
    "PUT /api/safety/blocks/{userId}": signedIn("The signed-in user's own blocks; anyone but themselves or an admin."),
    "DELETE /api/safety/blocks/{userId}": signedIn("The signed-in user's own blocks."),
  },
  admin: {
    "GET /api/admin/stats": adminOnly("Admins."),
    "GET /api/admin/database": adminOnly("Admins: where this instance reads, and its replicas' names and lag."),
    "GET /api/admin/users": adminOnly("Admins."),
    "GET /api/admin/audit-log": adminOnly("Admins."),
    "POST /api/admin/users/{id}/suspend": adminOnly("Admins."),
    "POST /api/admin/users/{id}/restore": adminOnly("Admins."),
    "POST /api/admin/companies/{id}/verify": adminOnly("Admins."),
    "POST /api/admin/users/{id}/make-admin": adminOnly("Admins, typing the person's email to confirm (decision 0092)."),
    "GET /api/admin/companies/{id}/certificate": {
      ...adminOnly("Admins; the company reads its own through /api/user/profile/company/certificate."),
      counterpart: 403,
    },
  },
  tasks: {
    "GET /api/tasks": signedIn("Anyone signed in: open tasks."),
    "POST /api/tasks": companyOnly("Companies."),
    "GET /api/tasks/mine": companyOnly("Companies, their own tasks."),
    "GET /api/tasks/{id}": disputed(
      ownerOnly(
        "company",
        404,
        `A draft: its company only (${HIDDEN_TASK}); a disputed project's task, ${DISPUTE_READ}.`,
        {
          freelancer: 404,
          admin: 404,
        },
      ),
      "ok",
    ),
    "PATCH /api/tasks/{id}": ownerOnly(
      "company",
      403,
      "Its company; another company sees an open task but may not edit it.",
    ),
    "DELETE /api/tasks/{id}": ownerOnly("company", 404, `A draft: its company only (${HIDDEN_TASK}).`),
    "POST /api/tasks/{id}/publish": ownerOnly("company", 404, `A draft: its company only (${HIDDEN_TASK}).`),
    "POST /api/tasks/{id}/cancel": ownerOnly(
      "company",
      403,
      "Its company; another company sees it but may not cancel it.",
    ),
    "GET /api/tasks/{id}/applications": {
      ...ownerOnly("company", 403, "Its company; applicants and other companies 403."),
      counterpart: 403,
    },
    "POST /api/tasks/{id}/applications": {
      ...freelancerOnly("Freelancers; the task's own company 403 by role."),
      counterpart: 403,
    },
    "POST /api/tasks/{id}/attachments": ownerOnly("company", 403, "Its company."),
    "GET /api/tasks/{id}/attachments/{attachmentId}": ownerOnly(
      "company",
      404,
      `Whoever may see the task; a draft's files its company only (${HIDDEN_TASK}).`,
      { freelancer: 404, admin: 404 },
    ),
    "DELETE /api/tasks/{id}/attachments/{attachmentId}": ownerOnly("company", 403, "Its company."),
  },
  applications: {
    "GET /api/applications/mine": freelancerOnly("Freelancers, their own applications."),
    "GET /api/applications/{id}": participantOnly(
      "freelancer",
      "The applicant and the task's company; anyone else not found (decision 0025).",
    ),
    ...Object.fromEntries(
      ["shortlist", "reject", "accept"].map((step) => [
        `POST /api/applications/{id}/${step}`,
        {
          ...ownerOnly("company", 404, "The task's company; another company not found, the applicant 403."),
          counterpart: 403,
        } satisfies Row,
      ]),
    ),
    "POST /api/applications/{id}/withdraw": {
      ...ownerOnly("freelancer", 404, "The applicant; another freelancer not found, the company 403."),
      counterpart: 403,
    },
    "POST /api/applications/{id}/attachments": {
      ...ownerOnly("freelancer", 404, "The applicant; another freelancer not found, the company 403."),
      counterpart: 403,
    },
    "GET /api/applications/{id}/attachments/{attachmentId}": participantOnly(
      "freelancer",
      "The applicant and the task's company; anyone else not found.",
    ),
    "DELETE /api/applications/{id}/attachments/{attachmentId}": {
      ...ownerOnly("freelancer", 404, "The applicant; another freelancer not found, the company 403."),
      counterpart: 403,
    },
  },
  projects: {
    "GET /api/projects": signedIn("Anyone signed in: their own projects."),
    "GET /api/projects/{id}": disputed(
      participantOnly("company", `Its company and freelancer, ${DISPUTE_READ}; anyone else not found.`),
      "ok",
    ),
    "POST /api/projects/{id}/milestones": disputed(
      participantOnly("company", "Both sides: the company adds, the freelancer proposes; anyone else not found."),
    ),
    "POST /api/projects/{id}/cancel": disputed(
      participantOnly("company", "Its company; the freelancer 403, anyone else not found.", {
        counterpart: 403,
      }),
    ),
    "GET /api/projects/{id}/board": disputed(participantOnly("company", "Both sides; anyone else not found.")),
    "POST /api/projects/{id}/board": disputed(participantOnly("company", "Both sides; anyone else not found.")),
    "GET /api/projects/{id}/activity": disputed(
      participantOnly("company", `Both sides, ${DISPUTE_READ}; anyone else not found.`),
      "ok",
    ),
    "GET /api/projects/{id}/reviews": disputed(participantOnly("company", "Both sides; anyone else not found.")),
    "POST /api/projects/{id}/reviews": participantOnly(
      "company",
      "Both sides, once the project is completed (409 before); anyone else not found.",
    ),
    "POST /api/projects/{id}/files": disputed(participantOnly("company", "Both sides; anyone else not found.")),
    "GET /api/projects/{id}/files": disputed(
      participantOnly("company", `Both sides, ${DISPUTE_READ}: a dispute's evidence; anyone else not found.`),
      "ok",
    ),
    "GET /api/projects/{id}/files/{fileId}": disputed(
      participantOnly("company", `Both sides, ${DISPUTE_READ}: a dispute's evidence; anyone else not found.`),
      "ok",
    ),
    "POST /api/projects/{id}/bonuses": disputed(
      participantOnly(
        "company",
        "Its company pays a bonus (decision 0091); the freelancer 403; anyone else not found.",
        {
          counterpart: 403,
        },
      ),
    ),
    ...Object.fromEntries(
      [
        ["PATCH /api/milestones/{id}", "Its company edits"],
        ["POST /api/milestones/{id}/accept", "Its company accepts the freelancer's proposal"],
        ["POST /api/milestones/{id}/decline", "Its company declines the freelancer's proposal"],
        ["POST /api/milestones/{id}/fund", "Its company funds"],
        ["POST /api/milestones/{id}/approve", "Its company approves"],
        ["POST /api/milestones/{id}/request-revision", "Its company asks for a revision"],
        ["POST /api/milestones/{id}/cancel", "Its company cancels"],
      ].map(([key, who]) => [
        key!,
        disputed(
          participantOnly("company", `${who}; the freelancer 403; anyone else not found.`, { counterpart: 403 }),
        ),
      ]),
    ),
    "POST /api/milestones/{id}/submit": disputed(
      participantOnly("freelancer", "Its freelancer submits; the company 403; anyone else not found.", {
        counterpart: 403,
      }),
    ),
    "POST /api/milestones/{id}/dispute": disputed(participantOnly("freelancer", "Either side; anyone else not found.")),
    "GET /api/milestones/{id}/release-preview": disputed(
      participantOnly("company", "Both sides (the company sees totals, decision 0089); anyone else not found."),
    ),
    "PATCH /api/board-items/{id}": disputed(participantOnly("company", "Both sides; anyone else not found.")),
    "DELETE /api/board-items/{id}": disputed(participantOnly("company", "Both sides; anyone else not found.")),
    "GET /api/disputes/{id}": disputed(
      participantOnly("company", "Both sides and admins, who decide it.", { admin: "ok" }),
      "ok",
    ),
    "POST /api/disputes/{id}/statements": disputed(participantOnly("company", "Both sides; anyone else not found.")),
    "GET /api/reviews": open("Anyone: a person's public reviews."),
    "GET /api/admin/disputes": adminOnly("Admins."),
    "POST /api/admin/disputes/{id}/resolve": adminOnly("Admins."),
  },
  // Hourly contracts: the contract's view, terms changes, pause, resume and end (decision 0091).
  "hourly-contract": {
    "GET /api/hourly/summaries": signedIn("Anyone signed in: their own live hourly projects (none for an admin)."),
    "GET /api/projects/{id}/hourly": participantOnly(
      "company",
      "Its company and freelancer, and the hired team's members and collaborators, who read; anyone else, and a fixed project, not found.",
    ),
    ...Object.fromEntries(
      [
        ["PATCH /api/projects/{id}/hourly/terms", "Its company changes the terms"],
        ["DELETE /api/projects/{id}/hourly/terms", "Its company withdraws its change"],
      ].map(([key, who]) => [
        key!,
        participantOnly("company", `${who}; the freelancer and members 403; anyone else not found.`, {
          counterpart: 403,
        }),
      ]),
    ),
    ...Object.fromEntries(
      ["accept", "decline"].map((answer) => [
        `POST /api/projects/{id}/hourly/terms/${answer}`,
        participantOnly(
          "freelancer",
          `Its freelancer, to ${answer} a change of rate; the company and members 403; anyone else not found.`,
          { counterpart: 403 },
        ),
      ]),
    ),
    ...Object.fromEntries(
      ["pause", "resume", "end"].map((step) => [
        `POST /api/projects/{id}/hourly/${step}`,
        participantOnly(
          "company",
          `Either party may ${step} it; members and collaborators 403; anyone else not found.`,
        ),
      ]),
    ),
  },
  teams: {
    "GET /api/teams": signedIn("Anyone signed in: the teams list."),
    "POST /api/teams": freelancerOnly("Freelancers."),
    "GET /api/teams/mine": signedIn("Anyone signed in, their own teams."),
    "GET /api/teams/suggested": signedIn("Anyone signed in."),
    "GET /api/teams/invitations/mine": signedIn("Anyone signed in, their own invitations."),
    "GET /api/teams/join-requests/mine": signedIn("Anyone signed in, their own requests."),
    "GET /api/teams/{id}": signedInOwned("Anyone signed in: a team is public."),
    "PATCH /api/teams/{id}": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "PUT /api/teams/{id}/handle": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN} (409 for a taken handle).`),
    "DELETE /api/teams/{id}": ownerOnly("freelancer", 403, "The team's owner only."),
    "POST /api/teams/{id}/avatar": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "POST /api/teams/{id}/transfer-ownership": ownerOnly("freelancer", 403, "The team's owner only."),
    "GET /api/teams/{id}/invitations": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "POST /api/teams/{id}/invitations": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "GET /api/teams/{id}/join-requests": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "GET /api/teams/{id}/invite-candidates": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "GET /api/teams/{id}/email-invitations": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "DELETE /api/teams/{id}/email-invitations/{invitationId}": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "POST /api/teams/{id}/join-requests": {
      ...freelancerOnly("Freelancers not in the team; a member 409."),
      counterpart: 409,
    },
    "PATCH /api/teams/{id}/members/{memberId}": {
      ...ownerOnly("freelancer", 403, "The team's owner; the member themselves 403."),
      counterpart: 403,
    },
    "DELETE /api/teams/{id}/members/{memberId}": {
      ...ownerOnly("freelancer", 403, "The team's owner and admins, or the member leaving."),
      counterpart: "ok",
    },
    "GET /api/teams/{id}/portfolio": signedInOwned("Anyone signed in: a team's portfolio is public."),
    "POST /api/teams/{id}/portfolio": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "PUT /api/teams/{id}/portfolio/order": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "PATCH /api/teams/{id}/portfolio/{itemId}": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "DELETE /api/teams/{id}/portfolio/{itemId}": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    "POST /api/teams/{id}/portfolio/{itemId}/image": ownerOnly("freelancer", 403, `Run by ${TEAM_RUN}.`),
    ...Object.fromEntries(
      ["accept", "decline"].map((step) => [
        `POST /api/team-invitations/{id}/${step}`,
        {
          ...ownerOnly("freelancer", 404, "The person invited; anyone else, the team's owner too, not found.", {
            company: 404,
            admin: 404,
          }),
          counterpart: 404,
        } satisfies Row,
      ]),
    ),
    "DELETE /api/team-invitations/{id}": {
      ...ownerOnly("freelancer", 404, "The team that sent it; the person invited declines instead (403).", {
        company: 404,
        admin: 404,
      }),
      counterpart: 403,
    },
    ...Object.fromEntries(
      ["approve", "reject"].map((step) => [
        `POST /api/join-requests/{id}/${step}`,
        {
          ...ownerOnly("freelancer", 404, "The team's owner and admins; anyone else, the asker too, not found.", {
            company: 404,
            admin: 404,
          }),
          counterpart: 404,
        } satisfies Row,
      ]),
    ),
    "DELETE /api/join-requests/{id}": {
      ...ownerOnly("freelancer", 404, "The person who asked; anyone else not found.", { company: 404, admin: 404 }),
      counterpart: 404,
    },
    "GET /api/projects/{id}/payout-shares": {
      ...ownerOnly("freelancer", 404, "The hired team's owner; anyone else, the company too, not found.", {
        company: 404,
        admin: 404,
      }),
      counterpart: 404,
    },
    "PUT /api/projects/{id}/payout-shares": {
      ...ownerOnly("freelancer", 404, "The hired team's owner; anyone else, the company too, not found.", {
        company: 404,
        admin: 404,
      }),
      counterpart: 404,
    },
  },
  wallet: {
    "GET /api/wallet": signedIn("The signed-in user's own wallet."),
    "GET /api/wallet/fees": signedIn("Anyone signed in."),
    "GET /api/wallet/summary/monthly": signedIn("The signed-in user's own wallet."),
    "GET /api/wallet/transactions": signedIn("The signed-in user's own transactions."),
    "GET /api/wallet/transactions.csv": signedIn("The signed-in user's own transactions."),
    "GET /api/wallet/transactions/{id}": ownerOnly(
      "company",
      404,
      "Its holder, and admins (support); anyone else not found.",
      { freelancer: 404, admin: "ok" },
    ),
    "GET /api/wallet/transactions/{id}/receipt": ownerOnly(
      "company",
      404,
      "Its holder, and admins (support); anyone else not found.",
      { freelancer: 404, admin: "ok" },
    ),
    "GET /api/wallet/invoices": signedIn("The signed-in user's own tax invoices and credit notes."),
    "GET /api/wallet/invoices/export": signedIn("The signed-in user's own tax invoices and credit notes."),
    "GET /api/wallet/invoices/{id}": ownerOnly(
      "company",
      404,
      "Its customer, and admins (support); anyone else not found.",
      { freelancer: 404, admin: "ok" },
    ),
    "GET /api/wallet/invoices/{id}/pdf": ownerOnly(
      "company",
      404,
      "Its customer, and admins (support); anyone else not found.",
      { freelancer: 404, admin: "ok" },
    ),
    "POST /api/wallet/deposits": rolesOnly(["freelancer", "company"], "Freelancers and companies."),
    "GET /api/wallet/deposits/{id}": ownerOnly("company", 404, "Whoever started it; anyone else not found.", {
      freelancer: 404,
      admin: 404,
    }),
    "POST /api/wallet/withdrawals": rolesOnly(
      ["freelancer", "company"],
      "Freelancers and companies, from their own balance (422 when short).",
    ),
    "GET /api/wallet/withdrawals": signedIn("The signed-in user's own withdrawals."),
    "GET /api/wallet/withdrawal-methods": signedIn("The signed-in user's own saved methods."),
    "POST /api/wallet/withdrawal-methods": rolesOnly(
      ["freelancer", "company"],
      "Freelancers and companies: a destination of their own, verified as it is saved.",
    ),
    "POST /api/wallet/withdrawal-methods/{id}/verification": ownerOnly(
      "freelancer",
      404,
      "The method's owner; another user's method is not found (decision 0025).",
      { company: 404 },
    ),
    "GET /api/admin/wallet/withdrawals": adminOnly("Admins."),
    "POST /api/admin/wallet/withdrawals/{id}/settle": {
      ...adminOnly("Admins; not the one who asked."),
      counterpart: 403,
    },
    "POST /api/admin/wallet/adjustments": adminOnly("Admins."),
    "GET /api/admin/wallet/ledger-check": adminOnly("Admins."),
    "GET /api/admin/wallet/audit-log": adminOnly("Admins."),
    "GET /api/wallet/tax/summary": signedIn("The signed-in user's own figures for the year."),
    "GET /api/wallet/tax/summary.csv": signedIn("The signed-in user's own figures for the year."),
    "GET /api/wallet/tax/summary.pdf": signedIn("The signed-in user's own figures for the year."),
    "GET /api/wallet/tax/certificates": signedIn("The signed-in user's own certificates."),
    "GET /api/wallet/tax/certificates/{financialYear}/{quarter}.pdf": ownerOnly(
      "freelancer",
      404,
      "The deductee; anyone else has nothing deducted that quarter: not found.",
      { company: 404, admin: 404 },
    ),
    "GET /api/admin/tax/returns": adminOnly("Admins."),
  },
  tax: {
    "GET /api/tax-profile": rolesOnly(["freelancer", "company"], "Freelancers and companies: their own profile."),
    "PUT /api/tax-profile": rolesOnly(["freelancer", "company"], "Freelancers and companies: their own profile."),
    "POST /api/tax-profile/pan-verification": rolesOnly(
      ["freelancer", "company"],
      "Freelancers and companies: their own PAN (422 before they save one).",
    ),
    "GET /api/admin/users/{id}/tax-profile": adminOnly("Admins: anyone's profile in full and its audit."),
  },
  payments: {
    "POST /api/payments/webhook/{provider}": open(
      "The payment provider: a valid signature over the body, never a token (400 without it).",
    ),
    "POST /api/payments/payout-webhook/{provider}": open(
      "The payout provider: a valid signature over the body, never a token (400 without it).",
    ),
  },
  chat: {
    "GET /api/chat/conversations": signedIn("The signed-in user's own conversations."),
    "GET /api/chat/unread": signedIn("The signed-in user's own count."),
    "POST /api/chat/conversations/direct": signedIn("Anyone signed in, to another person."),
    "GET /api/chat/conversations/team/{teamId}": participantOnly(
      "freelancer",
      "The team's members; anyone else not found.",
    ),
    "GET /api/chat/conversations/project/{projectId}": disputed(
      participantOnly("company", `The project's people, ${DISPUTE_READ}; anyone else not found.`),
      "ok",
    ),
    ...Object.fromEntries(
      [
        ["GET /api/chat/conversations/{id}", 404],
        ["GET /api/chat/conversations/{id}/messages", "ok"],
        ["POST /api/chat/conversations/{id}/messages", 404],
        ["GET /api/chat/conversations/{id}/search", 404],
        ["POST /api/chat/conversations/{id}/attachments", 404],
        ["GET /api/chat/conversations/{id}/attachments/{attachmentId}", "ok"],
      ].map(([key, admin]) => [
        key,
        disputed(
          participantOnly(
            "company",
            admin === "ok"
              ? `Its participants; a disputed project's history, ${DISPUTE_READ}; anyone else not found.`
              : "Its participants; anyone else not found.",
          ),
          admin as Expected,
        ),
      ]),
    ),
    "POST /api/chat/conversations/{id}/read": disputed(
      participantOnly("freelancer", "Its participants; anyone else not found."),
    ),
    "PATCH /api/chat/conversations/{id}/messages/{messageId}": disputed(
      participantOnly("company", "Its sender; the other participant 403; anyone else not found.", { counterpart: 403 }),
    ),
    "DELETE /api/chat/conversations/{id}/messages/{messageId}": disputed(
      participantOnly("company", "Its sender; the other participant 403; anyone else not found.", { counterpart: 403 }),
    ),
  },
  collaborations: {
    "GET /api/collaborations": signedIn("The signed-in user's own requests, sent and received."),
    "POST /api/collaborations": companyOnly("Companies."),
    "POST /api/collaborations/{id}/accept": participantOnly(
      "freelancer",
      "Its recipient; the sender 403; anyone else not found.",
      { counterpart: 403 },
    ),
    "POST /api/collaborations/{id}/decline": participantOnly(
      "freelancer",
      "Its recipient; the sender 403; anyone else not found.",
      { counterpart: 403 },
    ),
    "POST /api/collaborations/{id}/cancel": participantOnly(
      "company",
      "Its sender; the recipient 403; anyone else not found.",
      { counterpart: 403 },
    ),
  },
  help: {
    "GET /api/help/articles": open("Anyone."),
    "GET /api/help/articles/{slug}": {
      ...open("Anyone; signed in, with their own vote. A dead token is 401, never anonymous."),
      expired: 401,
    },
    "POST /api/help/articles/{slug}/feedback": signedIn("Anyone signed in, their own vote."),
    "POST /api/help/tickets": signedIn("Anyone signed in."),
    "GET /api/help/tickets": signedIn("The signed-in user's own tickets."),
    ...Object.fromEntries(
      ["GET /api/help/tickets/{id}", "POST /api/help/tickets/{id}/replies", "POST /api/help/tickets/{id}/close"].map(
        (key) => [
          key,
          ownerOnly(
            "freelancer",
            404,
            "The person who opened it; anyone else not found (admins use /api/admin/help).",
            {
              company: 404,
              admin: 404,
            },
          ),
        ],
      ),
    ),
    "GET /api/help/tickets/{id}/attachment": ownerOnly(
      "freelancer",
      404,
      "The person who opened it and admins (the admin screen links here); anyone else not found.",
      { company: 404, admin: "ok" },
    ),
    "GET /api/admin/help/tickets": adminOnly("Admins."),
    "GET /api/admin/help/tickets/open-count": adminOnly("Admins."),
    "GET /api/admin/help/tickets/{id}": adminOnly("Admins."),
    "POST /api/admin/help/tickets/{id}/replies": {
      ...adminOnly("Admins; not the person who opened it."),
      counterpart: 403,
    },
    "POST /api/admin/help/tickets/{id}/close": adminOnly("Admins."),
  },
  hourly: {
    // time (decision 0091): the freelancer side logs; the company reads the timesheets.
    "GET /api/hourly/timer": signedIn("The signed-in user, their own running timer."),
    "POST /api/hourly/timer/stop": {
      ...SIGNED_OUT,
      freelancer: 409,
      company: 409,
      admin: 409,
      owner: "ok",
      otherSameRole: 409,
      rule: "The signed-in user, their own timer; without one running, 409.",
    },
    "POST /api/projects/{id}/hourly/timer/start": participantOnly(
      "freelancer",
      "The contract's freelancer side logs time; the company 403; anyone else not found.",
      { counterpart: 403 },
    ),
    "POST /api/projects/{id}/hourly/entries": participantOnly(
      "freelancer",
      "The contract's freelancer side logs time; the company 403; anyone else not found.",
      { counterpart: 403 },
    ),
    "PATCH /api/hourly/entries/{id}": participantOnly(
      "freelancer",
      "The entry's author, while its week is open; anyone else, the company too, not found.",
      { counterpart: 404 },
    ),
    "DELETE /api/hourly/entries/{id}": participantOnly(
      "freelancer",
      "The entry's author, while its week is open; anyone else, the company too, not found.",
      { counterpart: 404 },
    ),
    "GET /api/projects/{id}/hourly/weeks/{weekStart}": participantOnly(
      "company",
      "Everyone on the project (both sides, team members, collaborators); anyone else not found.",
    ),
    // Weekly billing (decision 0091): the weeks for both sides; funding and the review for the company.
    "GET /api/projects/{id}/hourly/weeks": participantOnly(
      "company",
      "Both sides of the hourly project; anyone else not found.",
    ),
    "POST /api/projects/{id}/hourly/weeks/{weekStart}/fund": participantOnly(
      "company",
      "Its company (409 with the shortfall while the wallet is short); the freelancer 403; anyone else not found.",
      { owner: 409, counterpart: 403 },
    ),
    "POST /api/projects/{id}/hourly/weeks/{weekStart}/disputes": participantOnly(
      "company",
      "Its company, while the week is in review; the freelancer 403; anyone else not found.",
      { counterpart: 403 },
    ),
    "DELETE /api/projects/{id}/hourly/weeks/{weekStart}/disputes/{entryId}": participantOnly(
      "company",
      "Its company, while the week is in review; the freelancer 403; anyone else not found.",
      { counterpart: 403 },
    ),
  },
  moderation: {
    // Decision 0092: the admins' queue and appeals; a person's own standing and appeals.
    "GET /api/admin/moderation/reports": adminOnly("Admins."),
    "GET /api/admin/moderation/items/{kind}/{id}": adminOnly("Admins."),
    "POST /api/admin/moderation/actions": adminOnly("Admins."),
    "GET /api/admin/moderation/appeals": adminOnly("Admins."),
    "POST /api/admin/moderation/appeals/{id}/decision": adminOnly(
      "Admins other than the one who took the action (403 for them); non-admins 403.",
    ),
    "GET /api/safety/standing": signedIn(
      "The signed-in person, their own standing; a suspended person with the appeal token their sign-in answer carries.",
    ),
    "POST /api/safety/appeals": {
      ...SIGNED_OUT,
      freelancer: 422,
      company: 422,
      admin: 422,
      owner: "ok",
      otherSameRole: 422,
      rule: "The person the action touched (or their appeal token), once per action; anyone else 422, as the action is not on them.",
    },
  },
  "dev-outbox": {
    "POST /api/dev/clock": open(
      "Anyone on the server's own machine (403 from elsewhere), with DEV_CLOCK=true only (404 otherwise): not in production.",
    ),
    "GET /api/dev/outbox": open(
      "Anyone on the server's own machine (403 from elsewhere), in development and tests only: not in production.",
    ),
    "DELETE /api/dev/outbox": open(
      "Anyone on the server's own machine (403 from elsewhere), in development and tests only: not in production.",
    ),
  },
};

/** Every row, keyed `METHOD /path`. */
export const AUTHORIZATION_MATRIX: Record<string, Row> = Object.assign({}, ...Object.values(MATRIX_BY_MODULE));
