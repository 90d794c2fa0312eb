import type { TSocialSignInRequest } from "@crewlance/contracts/auth";
import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { AppContext } from "../../../context";
import { type ProviderProfile, readGitHubProfile, readOidcProfile } from "./profiles";
import { assertCallbackUri, requireProviderConfig } from "./provider-config";
import { exchangeCode } from "./token-exchange";
import type { UpstreamLog } from "./upstream";

export type ProviderAccountRequest = TSocialSignInRequest & { provider: TSocialProvider };

/**
 * Who the provider says signed in: checks the set-up and the redirect URI, exchanges the code
 * and reads the profile. Nothing is written to the database here.
 */
export async function readProviderAccount(
  ctx: AppContext,
  input: ProviderAccountRequest,
  log: UpstreamLog,
): Promise<ProviderProfile> {
  const { provider } = input;
  const settings = requireProviderConfig(ctx.config, provider);
  assertCallbackUri(ctx.config, provider, input.redirectUri);
  const timeoutMs = ctx.config.oauthTimeoutMs;
  const accessToken = await exchangeCode({
    provider,
    settings,
    timeoutMs,
    code: input.code,
    redirectUri: input.redirectUri,
    codeVerifier: input.codeVerifier,
    log,
  });
  const request = { provider, profileUrl: settings.profileUrl, accessToken, timeoutMs, log };
  return provider === "github" ? readGitHubProfile(request) : readOidcProfile(request);
}
