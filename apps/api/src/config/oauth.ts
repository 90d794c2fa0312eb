import type { TSocialProvider } from "@crewlance/contracts/enums";
import { z } from "zod";
import { optionalString, url } from "./env-values";

/** Social sign-in: each provider's client and addresses. */
export const ZOAuthEnv = z.object({
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_TOKEN_URL: url.default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: url.default("https://openidconnect.googleapis.com/v1/userinfo"),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_TOKEN_URL: url.default("https://www.linkedin.com/oauth/v2/accessToken"),
  LINKEDIN_USERINFO_URL: url.default("https://api.linkedin.com/v2/userinfo"),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_TOKEN_URL: url.default("https://github.com/login/oauth/access_token"),
  GITHUB_API_URL: url.default("https://api.github.com"),
  OAUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/**
 * One sign-in provider as this deployment reaches it. `profileUrl` is the OpenID Connect
 * userinfo endpoint for Google and LinkedIn, and the REST API root for GitHub.
 */
export type OAuthProviderConfig = { clientId: string; clientSecret: string; tokenUrl: string; profileUrl: string };

/** Each provider set up whole, or not at all. */
export function checkOAuthPairs(env: z.infer<typeof ZOAuthEnv>, ctx: z.RefinementCtx): void {
  // A client id without its secret (or the reverse) is a half-done set-up, not "disabled".
  for (const prefix of ["GOOGLE", "LINKEDIN", "GITHUB"] as const) {
    const id = env[`${prefix}_CLIENT_ID`];
    const secret = env[`${prefix}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`;
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `is required with ${prefix}_CLIENT_${id ? "ID" : "SECRET"}`,
      });
    }
  }
}

/** Providers with a client id and secret; the others answer NOT_CONFIGURED. */
export function oauthProviders(e: z.infer<typeof ZOAuthEnv>): Partial<Record<TSocialProvider, OAuthProviderConfig>> {
  const providers: Partial<Record<TSocialProvider, OAuthProviderConfig>> = {};
  const entries = [
    ["google", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_TOKEN_URL, e.GOOGLE_USERINFO_URL],
    ["linkedin", e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, e.LINKEDIN_TOKEN_URL, e.LINKEDIN_USERINFO_URL],
    ["github", e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, e.GITHUB_TOKEN_URL, e.GITHUB_API_URL],
  ] as const;
  for (const [provider, clientId, clientSecret, tokenUrl, profileUrl] of entries) {
    if (clientId && clientSecret) providers[provider] = { clientId, clientSecret, tokenUrl, profileUrl };
  }
  return providers;
}
