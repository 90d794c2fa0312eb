import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { passkeysSupported } from "@/lib/passkey";
import { type Suspension, suspensionOf } from "@/lib/standing/api";
import { finishSignIn, signInWithPasskey } from "../api";
import { ALTERNATIVE_SIGN_IN_CLASS } from "./social-sign-in-buttons";

/**
 * "Sign in with a passkey" (decision 0098): the browser offers the passkeys it holds for
 * Crewlance; the one chosen, unlocked with a fingerprint, face or PIN, signs in without a password
 * or a code, as it is two factors already.
 */
export function PasskeySignInButton({
  returnTo,
  onSuspended,
}: {
  returnTo: string | null;
  onSuspended?: (suspension: Suspension) => void;
}) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (session) => finishSignIn(session, returnTo, navigate),
    onError: (error) => {
      const suspension = suspensionOf(error);
      if (suspension && onSuspended) onSuspended(suspension);
    },
  });
  if (!passkeysSupported()) return null;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="lg"
        className={ALTERNATIVE_SIGN_IN_CLASS}
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
      >
        <KeyRound className="size-4.5 text-muted" aria-hidden />
        {mutation.isPending ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </Button>
      {mutation.isError && !suspensionOf(mutation.error) ? <FormAlert error={mutation.error} /> : null}
    </div>
  );
}
