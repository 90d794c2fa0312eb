import { PhoneVerification } from "@/components/phone-verification/phone-verification";
import { useAuthStore } from "@/lib/session/auth-store";

/** Optional on the company's verification step: a number to sign in with a texted code. */
export function CompanyPhoneSection() {
  const user = useAuthStore((state) => state.user);
  return (
    <section aria-labelledby="company-phone-title" className="space-y-3 rounded-xl border border-line p-4">
      <div className="space-y-1">
        <h2 id="company-phone-title" className="text-sm font-semibold text-fg">
          Phone for sign-in (optional)
        </h2>
        <p className="text-xs text-muted">
          Verify a mobile number to sign in with a texted code. You can also add it later from your profile.
        </p>
      </div>
      <div className="max-w-md">
        <PhoneVerification verifiedPhone={user?.phoneVerified ? user.phone : null} />
      </div>
    </section>
  );
}
