import { publicFileUrl } from "../users/index";
import { jobSlug } from "./slug";

/*
 * Addresses the public pages link to. An action (Hire, Apply) goes to the web app's sign-in with
 * the in-app screen that does it as `next` (decision 0096): signed out, the visitor signs in and
 * lands there; signed in, the sign-in screen's guard sends them on at once.
 */

export const personPath = (handle: string) => `/u/${handle}`;
export const teamPath = (handle: string) => `/t/${handle}`;
export const jobPath = (task: { id: string; title: string }) => `/jobs/${jobSlug(task)}`;

export function signInThen(inAppPath: string): string {
  return `/auth/login?next=${encodeURIComponent(inAppPath)}`;
}

/** A stored upload's address; a value that already is an address stays as it is. */
export function uploadUrl(path: string): string {
  return path.startsWith("/") || /^https?:\/\//.test(path) ? path : publicFileUrl(path)!;
}

export function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
