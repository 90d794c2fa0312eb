import type { TSocialProvider } from "@crewlance/contracts/enums";
import { toast } from "@/lib/toast";
import { PROVIDERS, type SocialIntent } from "./providers";

/**
 * What a 'Continue with …' or 'Connect' click does: say so when the provider is not configured,
 * otherwise load the PKCE code (kept out of the login page's bundle) and leave for the provider.
 * Resolves null when the browser is leaving, or the sentence the page shows (and toasts) when it stays.
 */
export async function beginSocialSignIn(
  provider: TSocialProvider,
  intent: SocialIntent,
  returnTo: string | null = null,
): Promise<string | null> {
  const { name, clientId } = PROVIDERS[provider];
  const fail = (problem: string) => {
    toast.error(problem);
    return problem;
  };
  if (!clientId) return fail(`Sign-in with ${name} is not set up on this server.`);
  try {
    const { startSocialSignIn } = await import("./start-sign-in");
    await startSocialSignIn(provider, intent, returnTo);
    return null;
  } catch {
    return fail(`We couldn't start signing in with ${name}. Please try again.`);
  }
}
