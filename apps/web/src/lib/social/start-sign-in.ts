import type { TSocialProvider } from "@crewlance/contracts/enums";
import { savePendingAttempt } from "./pending-attempt";
import { codeChallengeS256, randomToken } from "./pkce";
import { PROVIDERS, redirectUriFor, type SocialIntent } from "./providers";

/** The provider's authorize URL for the authorization-code flow with PKCE (S256). */
function buildAuthorizeUrl(
  provider: TSocialProvider,
  { state, codeChallenge }: { state: string; codeChallenge: string },
): string {
  const settings = PROVIDERS[provider];
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", settings.clientId ?? "");
  url.searchParams.set("redirect_uri", redirectUriFor(provider));
  url.searchParams.set("scope", settings.scope);
  url.searchParams.set("state", state);
  url.searchParams.set("code_challenge", codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.toString();
}

/**
 * Sends the browser to the provider. The state (against forged callbacks), the verifier
 * (against stolen codes) and the page to land on stay in this tab until the callback takes them back.
 * Loaded on click only, so the login page does not carry it.
 */
export async function startSocialSignIn(
  provider: TSocialProvider,
  intent: SocialIntent,
  returnTo: string | null = null,
): Promise<void> {
  const state = randomToken();
  const codeVerifier = randomToken();
  const codeChallenge = await codeChallengeS256(codeVerifier);
  savePendingAttempt({
    provider,
    state,
    codeVerifier,
    intent,
    startedAt: Date.now(),
    ...(returnTo ? { returnTo } : {}),
  });
  window.location.assign(buildAuthorizeUrl(provider, { state, codeChallenge }));
}
