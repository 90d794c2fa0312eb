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

const cleanName = (name: string | null | undefined) => name?.trim().slice(0, 100) || null;

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
  if (answer.status !== 200 || !claims.success) unusable(input, "userinfo", answer.status);
  const { sub, email, email_verified: verified, name } = claims.data;
  return {
    providerUserId: sub,
    email: email ? email.trim().toLowerCase() : null,
    // Only a literal true counts; "true" strings and missing claims do not.
    emailVerified: verified === true,
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
  return {
    providerUserId: String(user.data.id),
    email: primary ? primary.email.trim().toLowerCase() : null,
    emailVerified: primary !== undefined,
    fullName: cleanName(user.data.name),
  };
}
