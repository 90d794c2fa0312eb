import type { TSecondFactorChallenge } from "@crewlance/contracts/two-factor";
import { useNavigate } from "react-router";
import { PhoneCodeFlow } from "@/components/phone-code/phone-code-flow";
import { errorMessage } from "@/lib/api-client";
import { sendPhoneOtp } from "@/lib/phone-otp";
import { type Suspension, suspensionOf } from "@/lib/standing/api";
import { toast } from "@/lib/toast";
import { asksSecondFactor, finishSignIn, signInWithPhone } from "../api";
import { useReturnPath } from "../use-return-path";
import { DevOutboxHint } from "./dev-outbox-hint";

/** Sign in with a texted code; loaded only when someone picks 'Sign in with phone'. */
export default function PhoneSignInForm({
  onSuspended,
  onSecondFactor,
}: {
  onSuspended?: (suspension: Suspension) => void;
  /** The account has two-factor sign-in on: the screen asks for the code next (decision 0094). */
  onSecondFactor: (challenge: TSecondFactorChallenge) => void;
}) {
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  return (
    <div className="space-y-6">
      <PhoneCodeFlow
        sendCode={sendPhoneOtp}
        verifyCode={async (body) => {
          const answer = await signInWithPhone(body).catch((error: unknown) => {
            const suspension = suspensionOf(error);
            if (!suspension || !onSuspended) throw error;
            // The screen turns to what happened and the appeal (decision 0092); the code was right.
            onSuspended(suspension);
            return null;
          });
          if (!answer) return;
          if (asksSecondFactor(answer)) onSecondFactor(answer);
          else finishSignIn(answer, returnTo, navigate);
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
