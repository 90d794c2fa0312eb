import type { TSocialProvider } from "@crewlance/contracts/enums";
import { z } from "zod";
import { providerUnavailable } from "./social-errors";
import { callProvider, UpstreamFailure, type UpstreamLog, type UpstreamResponse, USER_AGENT } from "./upstream";

/** What sign-in needs from any provider's profile. */
export type ProviderProfile = {
  providerUserId: string;
  /** Lower-cased; null when the provider has none to share. */
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
};

export type ProfileRequest = {
  provider: TSocialProvider;
  /** OIDC userinfo URL (Google, LinkedIn) or REST API root (GitHub). */
  profileUrl: string;
  accessToken: string;
  timeoutMs: number;
  log: UpstreamLog;
};

const ZOidcClaims = z.object({
  sub: z.string().min(1),
  email: z.string().nullish(),
  email_verified: z.unknown().optional(),
  name: z.string().nullish(),
});

const ZGitHubUser = z.object({ id: z.number().int(), login: z.string().nullish(), name: z.string().nullish() });
const ZGitHubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** Control characters (NUL cannot be stored) and halves of a surrogate pair (no UTF-8 form). */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cs}]/u;
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cs}]/gu;
const NAME_MAX = 100;

/**
 * A provider's name is a third party's text, so it is cleaned rather than refused (the person
 * could not fix it, and sign-in must still work): line breaks and tabs become spaces, other
 * control and broken characters go, and the cut at 100 never splits an emoji in two.
 */
export function cleanName(name: string | null | undefined): string | null {
  const clean = name?.replace(/\s+/g, " ").replace(UNSAFE_CHARACTERS, "").trim();
  if (!clean) return null;
  const cut = clean.slice(0, NAME_MAX);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim() || null;
}

/** An address with a control or broken character is not one we can match or store: none at all. */
export function cleanEmail(email: string | null | undefined): string | null {
  const clean = email?.trim().toLowerCase();
  return clean && !UNSAFE_CHARACTER.test(clean) ? clean : null;
}

/** The provider's id for the person is stored and matched as is, so one we cannot store is unusable. */
const isStorableId = (id: string) => !UNSAFE_CHARACTER.test(id);

async function getJson(input: ProfileRequest, url: string, headers: Record<string, string>): Promise<UpstreamResponse> {
  try {
    return await callProvider(
      url,
      { headers: { authorization: `Bearer ${input.accessToken}`, "user-agent": USER_AGENT, ...headers } },
      input.timeoutMs,
    );
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    input.log.warn({ provider: input.provider, reason: error.message }, "OAuth profile endpoint failed");
    throw providerUnavailable(input.provider);
  }
}

function unusable(input: ProfileRequest, what: string, status: number): never {
  input.log.error({ provider: input.provider, status }, `OAuth profile answer unusable: ${what}`);
  throw providerUnavailable(input.provider);
}

/** Google and LinkedIn: the OpenID Connect userinfo claims. */
export async function readOidcProfile(input: ProfileRequest): Promise<ProviderProfile> {
  const answer = await getJson(input, input.profileUrl, { accept: "application/json" });
  const claims = ZOidcClaims.safeParse(answer.body);
  if (answer.status !== 200 || !claims.success || !isStorableId(claims.data.sub)) {
    unusable(input, "userinfo", answer.status);
  }
  const { sub, email: claimedEmail, email_verified: verified, name } = claims.data;
  const email = cleanEmail(claimedEmail);
  return {
    providerUserId: sub,
    email,
    // Only a literal true counts; "true" strings and missing claims do not.
    emailVerified: email !== null && verified === true,
    fullName: cleanName(name),
  };
}

/** GitHub: GET /user for the id and name, GET /user/emails for the primary verified address. */
export async function readGitHubProfile(input: ProfileRequest): Promise<ProviderProfile> {
  const root = input.profileUrl.replace(/\/+$/, "");
  const headers = { accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" };
  const [userAnswer, emailsAnswer] = await Promise.all([
    getJson(input, `${root}/user`, headers),
    getJson(input, `${root}/user/emails`, headers),
  ]);
  const user = ZGitHubUser.safeParse(userAnswer.body);
  if (userAnswer.status !== 200 || !user.success) unusable(input, "/user", userAnswer.status);
  // Without the user:email scope GitHub answers 403/404 here: that is "no verified email". Any
  // other failure (401, 429, 5xx) is GitHub not serving us now, never an answer about the person.
  const noEmailAccess = emailsAnswer.status === 403 || emailsAnswer.status === 404;
  if (emailsAnswer.status !== 200 && !noEmailAccess) unusable(input, "/user/emails", emailsAnswer.status);
  const emails = noEmailAccess ? null : ZGitHubEmails.safeParse(emailsAnswer.body);
  if (emails && !emails.success) unusable(input, "/user/emails", emailsAnswer.status);
  const primary = emails?.data?.find((entry) => entry.primary && entry.verified);
  const email = cleanEmail(primary?.email);
  return {
    providerUserId: String(user.data.id),
    email,
    emailVerified: email !== null,
    fullName: cleanName(user.data.name),
  };
}
