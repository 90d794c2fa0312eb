import { Smartphone } from "lucide-react";
import { PhoneVerification } from "@/components/phone-verification/phone-verification";
import { Button } from "@/components/ui/button";
import { useAuthStore } from "@/lib/session/auth-store";

/** The optional phone step: a verified number lets the freelancer sign in with a texted code. */
export function FreelancerPhoneStep({ onSkip }: { onSkip: () => void }) {
  const user = useAuthStore((state) => state.user);
  const verifiedPhone = user?.phoneVerified ? user.phone : null;
  return (
    <section aria-labelledby="phone-step-title" className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-400">
          <Smartphone className="size-5" aria-hidden />
        </span>
        <div className="space-y-1">
          <h2 id="phone-step-title" className="text-base font-semibold text-fg">
            Add your phone (optional)
          </h2>
          <p className="text-sm text-muted">
            With a verified number you can sign in with a code we text you instead of your password. It is never shown
            on your profile.
          </p>
        </div>
      </div>
      <div className="max-w-md">
        <PhoneVerification verifiedPhone={verifiedPhone} />
      </div>
      {verifiedPhone ? null : (
        <Button variant="link" onClick={onSkip}>
          Skip for now
        </Button>
      )}
    </section>
  );
}
