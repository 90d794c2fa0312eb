import { useNavigate } from "react-router";
import { PhoneCodeFlow } from "@/components/phone-code/phone-code-flow";
import { errorMessage } from "@/lib/api-client";
import { sendPhoneOtp } from "@/lib/phone-otp";
import { useAuthStore } from "@/lib/session/auth-store";
import { type Suspension, suspensionOf } from "@/lib/standing/api";
import { toast } from "@/lib/toast";
import { landingPathFor, signInWithPhone } from "../api";
import { useReturnPath } from "../use-return-path";
import { DevOutboxHint } from "./dev-outbox-hint";

/** Sign in with a texted code; loaded only when someone picks 'Sign in with phone'. */
export default function PhoneSignInForm({ onSuspended }: { onSuspended?: (suspension: Suspension) => void }) {
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  return (
    <div className="space-y-6">
      <PhoneCodeFlow
        sendCode={sendPhoneOtp}
        verifyCode={async (body) => {
          const session = await signInWithPhone(body).catch((error: unknown) => {
            const suspension = suspensionOf(error);
            if (!suspension || !onSuspended) throw error;
            // The screen turns to what happened and the appeal (decision 0092); the code was right.
            onSuspended(suspension);
            return null;
          });
          if (!session) return;
          useAuthStore.getState().setAuth(session);
          navigate(landingPathFor(session.user, returnTo), { replace: true });
        }}
        submitLabel="Sign in"
        busyLabel="Signing in..."
        // A failed auth call also toasts the server's message.
        onFailure={(error) => toast.error(errorMessage(error))}
      />
      <DevOutboxHint />
    </div>
  );
}
