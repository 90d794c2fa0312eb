import { createHash } from "node:crypto";
import type { GitHubEmail, Identity } from "./types";

function nameParts(name: string | undefined): { given_name?: string; family_name?: string } {
  if (!name) return {};
  const [given, ...rest] = name.trim().split(/\s+/);
  return rest.length > 0 ? { given_name: given, family_name: rest.join(" ") } : { given_name: given };
}

/** OpenID Connect userinfo claims, as Google and LinkedIn answer them. */
export function oidcClaims(identity: Identity): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: identity.sub };
  if (identity.email) {
    claims.email = identity.email;
    claims.email_verified = identity.emailVerified ?? true;
  }
  if (identity.name) {
    claims.name = identity.name;
    Object.assign(claims, nameParts(identity.name));
  }
  claims.picture = `https://avatars.example.test/${encodeURIComponent(identity.sub)}.png`;
  return claims;
}

/** GitHub ids are numbers: digits are kept, anything else maps to a stable number. */
export function githubId(sub: string): number {
  if (/^\d{1,15}$/.test(sub)) return Number(sub);
  return createHash("sha256").update(sub).digest().readUInt32BE(0);
}

export function githubEmails(identity: Identity): (GitHubEmail & { visibility: string | null })[] {
  const emails: GitHubEmail[] =
    identity.emails ??
    (identity.email ? [{ email: identity.email, primary: true, verified: identity.emailVerified ?? true }] : []);
  return emails.map((entry) => ({ ...entry, visibility: entry.primary ? "public" : null }));
}

/** GET /user: `email` is the public (primary) address, or null. */
export function githubUser(identity: Identity): Record<string, unknown> {
  const id = githubId(identity.sub);
  const primary = githubEmails(identity).find((entry) => entry.primary);
  return {
    id,
    login: (identity.name ?? `user${id}`).toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name: identity.name ?? null,
    email: primary?.email ?? null,
    avatar_url: `https://avatars.example.test/u/${id}`,
  };
}
