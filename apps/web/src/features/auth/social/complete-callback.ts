import type { TSocialAuthSession } from "@crewlance/contracts/auth-session";
import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { TSecondFactorChallenge } from "@crewlance/contracts/two-factor";
import type { TSignInMethods } from "@crewlance/contracts/users";
import { errorMessage } from "@/lib/api-client";
import { safeReturnPath } from "@/lib/return-path";
import { useAuthStore } from "@/lib/session/auth-store";
import { pendingIntent, takePendingAttempt } from "@/lib/social/pending-attempt";
import { PROVIDERS, redirectUriFor, type SocialIntent } from "@/lib/social/providers";
import { type Suspension, suspensionOf } from "@/lib/standing/api";
import { asksSecondFactor } from "../api";
import { linkSocialAccount, signInWithProvider } from "./api";

export type CallbackResult =
  | { intent: "signin"; session: TSocialAuthSession; returnTo: string | null }
  | { intent: "signin"; challenge: TSecondFactorChallenge; returnTo: string | null }
  | { intent: "link"; methods: TSignInMethods }
  | { intent: SocialIntent; failure: string; suspension?: Suspension };

const CALLBACK_MESSAGES = {
  mismatch:
    "This sign-in attempt doesn't match the one we started, so we stopped it for your safety. Please try again.",
  cancelled: (name: string) => `You cancelled signing in with ${name}. Nothing was changed.`,
  providerFailed: (name: string) => `${name} could not finish signing you in. Please try again in a moment.`,
} as const;

/**
 * Handles the provider's redirect back: takes the pending attempt (single use), checks the
 * provider's answer and the state, then posts the code with its verifier — to sign in, or to
 * link the account to the signed-in user. Never throws; a failure carries its sentence.
 */
export async function completeSocialCallback(
  provider: TSocialProvider,
  params: URLSearchParams,
): Promise<CallbackResult> {
  const pending = takePendingAttempt({ provider, state: params.get("state") });
  // Without a matching attempt the intent is a guess, used only to word the error and its way back.
  const intent: SocialIntent =
    pending?.intent ?? pendingIntent() ?? (useAuthStore.getState().isAuthenticated ? "link" : "signin");
  const { name } = PROVIDERS[provider];

  const providerError = params.get("error");
  if (providerError) {
    return {
      intent,
      failure:
        providerError === "access_denied" ? CALLBACK_MESSAGES.cancelled(name) : CALLBACK_MESSAGES.providerFailed(name),
    };
  }
  if (!pending) {
    return { intent, failure: CALLBACK_MESSAGES.mismatch };
  }
  const code = params.get("code");
  if (!code) return { intent, failure: CALLBACK_MESSAGES.providerFailed(name) };

  const body = { code, redirectUri: redirectUriFor(provider), codeVerifier: pending.codeVerifier };
  try {
    if (pending.intent === "link") return { intent: "link", methods: await linkSocialAccount(provider, body) };
    const answer = await signInWithProvider(provider, body);
    const returnTo = safeReturnPath(pending.returnTo);
    // Two-factor sign-in on: the callback screen asks for the code next (decision 0094).
    if (asksSecondFactor(answer)) return { intent: "signin", challenge: answer, returnTo };
    return { intent: "signin", session: answer, returnTo };
  } catch (error) {
    // The API words expired or reused codes, a provider that is down and a missing email itself.
    // A suspended account also carries what the screen needs to show why and take an appeal.
    return { intent, failure: errorMessage(error), suspension: suspensionOf(error) ?? undefined };
  }
}
