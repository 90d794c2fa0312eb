import type { TSocialAuthSession } from "@crewlance/contracts/auth-session";
import { type TSecondFactorChallenge, ZSecondFactorCode } from "@crewlance/contracts/two-factor";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod/mini";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { showFormError } from "@/lib/form-server-error";
import { finishSignIn, verifySecondFactor, verifySecondFactorWithPasskey } from "../api";

const ZCodeForm = z.object({ code: ZSecondFactorCode });
type CodeForm = z.infer<typeof ZCodeForm>;

type SecondFactorStepProps = {
  challenge: TSecondFactorChallenge;
  /** Where the sign-in would have landed (the page it was sent from). */
  returnTo: string | null;
  /** The sign-in page to start again from, with its return path kept. */
  startAgainTo: string;
  /** For a sign-in screen that shows this step in place: going back to its first step. */
  onStartAgain?: () => void;
  /** After the session is stored, such as the welcome of a new social account. */
  onSignedIn?: (session: TSocialAuthSession) => void;
};

/**
 * The second step of a sign-in on an account with two-factor sign-in on (decision 0094): a code
 * from the authenticator app or a recovery code, traded with the challenge for the session.
 * Loaded only when a sign-in asks for it, so the login page's first download stays without zod.
 */
export default function SecondFactorStep({
  challenge,
  returnTo,
  startAgainTo,
  onStartAgain,
  onSignedIn,
}: SecondFactorStepProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(ZCodeForm), defaultValues: { code: "" } });
  const verify = useMutation({
    mutationFn: (code: string) => verifySecondFactor({ challengeToken: challenge.challengeToken, code }),
    onSuccess: (session) => {
      finishSignIn(session, returnTo, navigate);
      onSignedIn?.(session);
    },
    onError: (error) => {
      // A refused code is of no further use: the field is emptied, ready for the next one.
      setValue("code", "");
      showFormError(error, setError, ["code"]);
    },
  });

  const byPasskey = useMutation({
    mutationFn: () => verifySecondFactorWithPasskey(challenge.challengeToken),
    onSuccess: (session) => {
      finishSignIn(session, returnTo, navigate);
      onSignedIn?.(session);
    },
  });

  return (
    <div className="space-y-4">
      {challenge.passkeyAvailable ? (
        // Beside the code field, for an account that has a passkey (decision 0098).
        <div className="space-y-2">
          <Button
            variant="secondary"
            size="lg"
            className="w-full gap-2"
            onClick={() => byPasskey.mutate()}
            disabled={byPasskey.isPending || verify.isPending}
          >
            <KeyRound className="size-4.5" aria-hidden />
            {byPasskey.isPending ? "Waiting for your passkey..." : "Use a passkey"}
          </Button>
          <FormAlert error={byPasskey.error} />
        </div>
      ) : null}
      <form noValidate onSubmit={handleSubmit(({ code }) => verify.mutate(code))} className="space-y-4">
        <Field
          label="Code"
          hint="Open your authenticator app, or use one of your recovery codes."
          error={errors.code?.message}
        >
          {(ids) => (
            <Input
              {...ids}
              {...register("code")}
              // The caret waits here: the code is the only thing left to type.
              autoFocus
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              className="h-12 font-mono text-lg tracking-widest"
            />
          )}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? "Verifying..." : "Verify"}
        </Button>
      </form>
      <div className="border-t border-line pt-4 text-center">
        <Link
          to={startAgainTo}
          replace
          onClick={onStartAgain}
          className="text-sm font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
        >
          Start again
        </Link>
      </div>
    </div>
  );
}
