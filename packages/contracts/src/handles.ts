import { z } from "zod";
import { oneLine } from "./text-fields";

/*
 * Handles: the address of a public page, /u/<handle> for a person and /t/<handle> for a team
 * (decision 0095). People and teams share one namespace; an old handle keeps pointing at its
 * owner, and stays theirs, for HANDLE_REDIRECT_DAYS after a change.
 */

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const HANDLE_REDIRECT_DAYS = 90;

/**
 * Words no one may take: the app's own routes and paths, words that would pass for the platform
 * speaking, and values a careless template prints. Compared with the handle lower-cased.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "about",
  "account",
  "accounts",
  "admin",
  "administrator",
  "api",
  "app",
  "apps",
  "assets",
  "auth",
  "billing",
  "blog",
  "careers",
  "chat",
  "collaboration",
  "collaborations",
  "contact",
  "crewlance",
  "dashboard",
  "dev",
  "docs",
  "email-verification",
  "favicon",
  "forget-password",
  "freelancers",
  "help",
  "home",
  "index",
  "jobs",
  "legal",
  "login",
  "logout",
  "mail",
  "me",
  "moderator",
  "my-applications",
  "new",
  "notifications",
  "null",
  "official",
  "onboarding",
  "post-task",
  "privacy",
  "profile",
  "project-management",
  "projects",
  "public",
  "reset-password",
  "robots",
  "root",
  "security",
  "settings",
  "signin",
  "signup",
  "sitemap",
  "static",
  "staff",
  "status",
  "support",
  "system",
  "t",
  "task",
  "tasks",
  "team",
  "teams",
  "terms",
  "test-email-api",
  "u",
  "undefined",
  "user",
  "users",
  "wallet",
  "webmaster",
  "www",
]);

const HANDLE_CHARACTERS = /^[a-z0-9-]*$/;

/** A handle as stored: trimmed and lower-cased, so "Priya-Sharma" and "priya-sharma" are one. */
export function normaliseHandle(handle: string): string {
  return handle.trim().toLowerCase();
}

/** Why a handle (already normalised) cannot be used, as a sentence; null when its form is fine. */
export function handleFormProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN_LENGTH) return `A handle needs at least ${HANDLE_MIN_LENGTH} characters.`;
  if (handle.length > HANDLE_MAX_LENGTH) return `A handle can have at most ${HANDLE_MAX_LENGTH} characters.`;
  if (!HANDLE_CHARACTERS.test(handle)) return "Use only letters a–z, digits and hyphens.";
  if (handle.startsWith("-") || handle.endsWith("-")) return "A handle cannot start or end with a hyphen.";
  if (handle.includes("--")) return "A handle cannot have two hyphens in a row.";
  if (RESERVED_HANDLES.has(handle)) return `"${handle}" is reserved. Choose another handle.`;
  return null;
}

/** A handle a person sends: normalised, then refused with the sentence of its first problem. */
export const ZHandle = oneLine(200, "Choose a handle.")
  .toLowerCase()
  .superRefine((handle, context) => {
    const problem = handleFormProblem(handle);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const PROFILE_VISIBILITIES = ["PUBLIC", "SIGNED_IN", "HIDDEN"] as const;
/** Who sees a person's public page (decision 0095); the in-app directory does not follow it. */
export const ZProfileVisibility = z.enum(PROFILE_VISIBILITIES, "Choose who can see your public page.");
export type TProfileVisibility = z.infer<typeof ZProfileVisibility>;

/** GET and PUT /api/users/me/public-page */
export const ZPublicPage = z.object({
  handle: z.string().nullable(),
  visibility: ZProfileVisibility,
  /** The page's full address, `<app URL>/u/<handle>`; null without a handle. */
  url: z.string().nullable(),
});
export type TPublicPage = z.infer<typeof ZPublicPage>;

/** PUT /api/users/me/public-page */
export const ZPublicPageUpdate = z.object({ handle: ZHandle, visibility: ZProfileVisibility });
export type TPublicPageUpdate = z.infer<typeof ZPublicPageUpdate>;

/** GET /api/handles/availability?handle= : any text, so the form can ask as the person types. */
export const ZHandleAvailabilityQuery = z.object({ handle: oneLine(200, "Choose a handle.") });

export const ZHandleAvailability = z.object({
  /** The handle as it would be stored (lower-cased). */
  handle: z.string(),
  available: z.boolean(),
  /** Why not, as a sentence; absent when available. */
  reason: z.string().optional(),
});
export type THandleAvailability = z.infer<typeof ZHandleAvailability>;

/** PUT /api/teams/{teamId}/handle */
export const ZTeamHandleUpdate = z.object({ handle: ZHandle });
export type TTeamHandleUpdate = z.infer<typeof ZTeamHandleUpdate>;

export const ZTeamHandle = z.object({
  handle: z.string(),
  /** `<app URL>/t/<handle>` */
  url: z.string(),
});
export type TTeamHandle = z.infer<typeof ZTeamHandle>;

/** The public page's path for a person's or a team's handle. */
export const userPagePath = (handle: string) => `/u/${handle}`;
export const teamPagePath = (handle: string) => `/t/${handle}`;
