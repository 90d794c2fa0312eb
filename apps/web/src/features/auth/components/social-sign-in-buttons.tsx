import { SOCIAL_PROVIDERS } from "@crewlance/contracts/enum-values";
import type { TSocialProvider } from "@crewlance/contracts/enums";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { ProviderMark } from "@/components/provider-mark";
import { Button } from "@/components/ui/button";
import { beginSocialSignIn } from "@/lib/social/begin-social-sign-in";
import { PROVIDERS } from "@/lib/social/providers";

/** The look of every way in besides the email form: full width, quiet, the mark before the words. */
export const ALTERNATIVE_SIGN_IN_CLASS = "w-full gap-3 text-sm";

/**
 * 'Continue with Google / LinkedIn / GitHub': each leaves for the provider; `returnTo`
 * is the page to land on when the provider sends the browser back signed in.
 */
export function SocialSignInButtons({ returnTo = null }: { returnTo?: string | null }) {
  const [leavingFor, setLeavingFor] = useState<TSocialProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Coming back with the browser's Back button restores this page from its cache, busy state and all.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const start = async (provider: TSocialProvider) => {
    setLeavingFor(provider);
    setProblem(null);
    const stayed = await beginSocialSignIn(provider, "signin", returnTo);
    if (stayed === null) return;
    setProblem(stayed);
    setLeavingFor(null);
  };

  return (
    <div className="grid gap-2.5">
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          size="lg"
          onClick={() => void start(provider)}
          disabled={leavingFor !== null}
          aria-busy={leavingFor === provider || undefined}
          className={ALTERNATIVE_SIGN_IN_CLASS}
        >
          {leavingFor === provider ? (
            <Loader2 className="size-4.5 animate-spin text-muted" aria-hidden />
          ) : (
            <ProviderMark provider={provider} />
          )}
          Continue with {PROVIDERS[provider].name}
        </Button>
      ))}
      <FormAlert message={problem ?? undefined} />
    </div>
  );
}
