import type { TSocialProvider } from "@crewlance/contracts/enums";
import { toast } from "@/lib/toast";
import { PROVIDERS, type SocialIntent } from "./providers";

/**
 * What a 'Continue with …' or 'Connect' click does: say so when the provider is not configured,
 * otherwise load the PKCE code (kept out of the login page's bundle) and leave for the provider.
 * Resolves false when the browser is staying on this page.
 */
export async function beginSocialSignIn(provider: TSocialProvider, intent: SocialIntent): Promise<boolean> {
  const { name, clientId } = PROVIDERS[provider];
  if (!clientId) {
    toast.error(`Sign-in with ${name} is not set up on this server.`);
    return false;
  }
  try {
    const { startSocialSignIn } = await import("./start-sign-in");
    await startSocialSignIn(provider, intent);
    return true;
  } catch {
    toast.error(`We couldn't start signing in with ${name}. Please try again.`);
    return false;
  }
}
