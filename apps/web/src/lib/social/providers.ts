import { SOCIAL_PROVIDERS } from "@crewlance/contracts/enum-values";
import type { TSocialProvider } from "@crewlance/contracts/enums";
import { config } from "@/config";

export type SocialIntent = "signin" | "link";

type ProviderSettings = { name: string; scope: string; clientId?: string; authorizeUrl: string };

/** What each provider needs for the authorization request; ids and endpoints come from the build. */
export const PROVIDERS: Record<TSocialProvider, ProviderSettings> = {
  google: {
    name: "Google",
    scope: "openid email profile",
    clientId: config.googleClientId,
    authorizeUrl: config.googleAuthorizeUrl,
  },
  linkedin: {
    name: "LinkedIn",
    scope: "openid profile email",
    clientId: config.linkedinClientId,
    authorizeUrl: config.linkedinAuthorizeUrl,
  },
  github: {
    name: "GitHub",
    scope: "read:user user:email",
    clientId: config.githubClientId,
    authorizeUrl: config.githubAuthorizeUrl,
  },
};

export function isSocialProvider(value: string | undefined): value is TSocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? "");
}

/** The API accepts a code only for exactly this redirect URI, so both sides build it the same way. */
export function redirectUriFor(provider: TSocialProvider): string {
  return `${config.appUrl.replace(/\/+$/, "")}/auth/callback/${provider}`;
}
