import { ZErrorEnvelope } from "@crewlance/contracts/envelope";

/**
 * What each error status means on this API, as /api/docs shows it. Every one carries the standard
 * error body; its `code` (contracts/error-codes.ts) tells the cases of one status apart.
 */
const MEANINGS = {
  400: "The request is not valid: field errors for the fields at fault, or a body or address that cannot be read.",
  401: "Not signed in, or the access token is missing, expired or revoked (codes UNAUTHENTICATED, TOKEN_INVALID, INVALID_CREDENTIALS).",
  403: "Signed in but not allowed: another role, someone else's data, an unverified email, or a suspended account.",
  404: "Nothing with that id, or nothing of that kind on this account.",
  409: "In conflict with what is stored: already taken, linked, verified or chosen.",
  413: "The body or a file is too large.",
  415: "The content type or the file type is not accepted.",
  422: "Well formed but refused: a business rule, or a code that is wrong or expired.",
  429: "Too many requests or attempts; wait and try again.",
  500: "Something failed on the server.",
  502: "A sign-in provider or the SMS gateway did not answer.",
  503: "A sign-in provider or gateway that this deployment has not configured (NOT_CONFIGURED), or the database is unreachable for a moment (SERVICE_UNAVAILABLE): try again shortly.",
} as const;

export type ErrorStatus = keyof typeof MEANINGS;

/**
 * The error responses of one route, for its `schema.response`: `{ 200: …, ...errorResponses(400,
 * 401) }`. Declaring them lists each status in the OpenAPI document (so a generated client knows
 * them) and checks each error body against the standard error shape as it is sent, like a success body.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ZErrorEnvelope> {
  const responses = {} as Record<S, typeof ZErrorEnvelope>;
  for (const status of statuses) responses[status] = ZErrorEnvelope.describe(MEANINGS[status]);
  return responses;
}

/** Security of an operation that takes no token (`[]` says so explicitly, for the document). */
export const PUBLIC = [];
/** Security of an operation that needs `Authorization: Bearer <access token>`. */
export const BEARER = [{ bearer: [] }];
/**
 * Security of an operation open to everyone that acts on the signed-in user when a token comes
 * (`authenticateIfPresent`): the empty requirement is OpenAPI's "or no token at all". The
 * authorization matrix holds each operation to what it declares (decision 0081).
 */
export const OPTIONAL_BEARER = [...BEARER, {}];

/** The document's tags, one per module, in the order /api/docs lists them. */
export const OPENAPI_TAGS = [
  { name: "health", description: "Whether the server and its database answer." },
  {
    name: "auth",
    description: "Sign-up, sign-in by password, phone code or provider, tokens, email and password codes.",
  },
  { name: "users", description: "The signed-in user's account and profiles, files, and other users' public profiles." },
  { name: "freelancers", description: "The freelancer directory: search, filters, sorting and pages." },
  { name: "notifications", description: "The signed-in user's notifications and unread count." },
  { name: "push", description: "Web push: the VAPID key and the signed-in person's push devices (decision 0105)." },
  { name: "tasks", description: "Tasks companies post: search, drafts, publishing, editing, cancelling and files." },
  { name: "applications", description: "Proposals to tasks: applying, ranking, shortlisting, hiring and withdrawing." },
  { name: "projects", description: "Projects created by hiring, with their milestones; the two parties only." },
  {
    name: "hourly",
    description:
      "Hourly contracts: terms, pause, resume and end, the timer, time entries, weekly timesheets, funding and review.",
  },
  { name: "admin", description: "Platform counts, user moderation and company verification; admins only." },
  {
    name: "teams",
    description: "Teams, members and roles, invitations, join requests, portfolio, suggestions and payout shares.",
  },
  { name: "wallet", description: "Balances, fees, transactions, receipts, deposits and withdrawals (money in paise)." },
  {
    name: "wallet-admin",
    description: "The withdrawals queue, manual adjustments, the ledger check and its audit log; admins only.",
  },
  { name: "payments", description: "Signed webhooks from payment providers." },
  {
    name: "chat",
    description:
      "Conversations, messages, read state, search and files; the same actions run over the socket at /socket.io.",
  },
  {
    name: "collaborations",
    description: "Direct offers, invitations to collaborate on a project or apply to a task, and their answers.",
  },
  { name: "help", description: "The help center: articles, search, feedback, support tickets and the admins' queue." },
  { name: "safety", description: "Reports, blocks, the signed-in person's standing and appeals (decision 0092)." },
  { name: "dashboard", description: "The signed-in user's dashboard figures in one answer per role." },
  {
    name: "privacy",
    description: "The signed-in person's data: a copy of it to download, and deleting the account (decision 0099).",
  },
  { name: "dev", description: "The development outbox of emails and texts; outside production, this machine only." },
];
