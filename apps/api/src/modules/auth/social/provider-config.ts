import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { Config, OAuthProviderConfig } from "../../../config";
import { AppError } from "../../../lib/errors";

/** How people know the providers, for every message that names one. */
export const PROVIDER_NAMES: Record<TSocialProvider, string> = {
  google: "Google",
  linkedin: "LinkedIn",
  github: "GitHub",
};

/** The web app's callback page for a provider: the only redirect URI this server accepts. */
export function callbackUri(config: Config, provider: TSocialProvider): string {
  return `${config.appUrl}/auth/callback/${provider}`;
}

/** The provider's client and endpoints, or 503 when this deployment has not set them up. */
export function requireProviderConfig(config: Config, provider: TSocialProvider): OAuthProviderConfig {
  const settings = config.oauth[provider];
  if (!settings) {
    throw new AppError("NOT_CONFIGURED", `Sign-in with ${PROVIDER_NAMES[provider]} is not available on this server.`);
  }
  return settings;
}

/**
 * A code is only worth exchanging for the redirect URI it was issued to; anything else is a
 * client bug or someone replaying a code from another site.
 */
export function assertCallbackUri(config: Config, provider: TSocialProvider, redirectUri: string): void {
  if (redirectUri === callbackUri(config, provider)) return;
  const message = "The redirect URI is not this app's sign-in callback.";
  throw new AppError("VALIDATION_ERROR", message, [{ path: "redirectUri", message }]);
}
