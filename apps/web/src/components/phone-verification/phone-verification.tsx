import type { TUser } from "@crewlance/contracts/users";
import { useEffect, useRef, useState } from "react";
import { PhoneCodeFlow } from "@/components/phone-code/phone-code-flow";
import { Button } from "@/components/ui/button";
import { verifyPhoneForUser } from "@/lib/phone-api";
import { sendPhoneOtp } from "@/lib/phone-otp";
import { useAuthStore } from "@/lib/session/auth-store";
import { VerifiedPhone } from "./verified-phone";

function VerifiedResult({ phone, onChangeNumber }: { phone: string; onChangeNumber: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  // Focus follows the result, since the 'Verify' button that was pressed has just gone.
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="rounded-xl outline-none">
      <VerifiedPhone phone={phone}>
        <Button variant="secondary" size="sm" onClick={onChangeNumber}>
          Change number
        </Button>
      </VerifiedPhone>
    </div>
  );
}

type PhoneVerificationProps = {
  /** Told once the number is verified and the stored user updated. */
  onVerified?: (user: TUser) => void;
  defaultPhone?: string;
  /** A number already verified: start from the result, with 'Change number'. */
  verifiedPhone?: string | null;
};

/**
 * Verifies a number for the signed-in user: the number, the texted code, then 'Phone verified'.
 * Used in onboarding and on the profile; the verified user replaces the stored one.
 */
export function PhoneVerification({ onVerified, defaultPhone, verifiedPhone = null }: PhoneVerificationProps) {
  const [verified, setVerified] = useState<string | null>(verifiedPhone);

  if (verified) return <VerifiedResult phone={verified} onChangeNumber={() => setVerified(null)} />;
  return (
    <PhoneCodeFlow
      defaultPhone={defaultPhone}
      sendCode={sendPhoneOtp}
      verifyCode={async (body) => {
        const user = await verifyPhoneForUser(body);
        useAuthStore.getState().setUser(user);
        setVerified(user.phone ?? body.phone);
        onVerified?.(user);
      }}
      submitLabel="Verify"
      busyLabel="Verifying..."
    />
  );
}
