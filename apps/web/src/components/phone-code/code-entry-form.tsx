import type { TOtpSent } from "@crewlance/contracts/auth";
import { ZOtpCode } from "@crewlance/contracts/auth";
import { OTP_RESEND_INTERVAL_SECONDS } from "@crewlance/contracts/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { OneTimeCodeInput } from "@/components/ui/one-time-code-input";
import { type ApiEnvelope, ApiError, errorMessage } from "@/lib/api-client";
import { formatCountdown } from "@/lib/format-countdown";
import { useCountdown } from "@/lib/use-countdown";
import { resendTimeOf, type SendCode, type VerifyCode } from "./types";

const ZCodeForm = z.object({ code: ZOtpCode });
type CodeForm = z.infer<typeof ZCodeForm>;

type CodeEntryFormProps = {
  phone: string;
  sent: ApiEnvelope<TOtpSent>;
  sendCode: SendCode;
  verifyCode: VerifyCode;
  submitLabel: string;
  busyLabel: string;
  onChangeNumber: () => void;
  onFailure?: (error: unknown) => void;
};

/** Step two: the texted code, a resend once the countdown has run out, and a way back to the number. */
export function CodeEntryForm({
  phone,
  sent,
  sendCode,
  verifyCode,
  submitLabel,
  busyLabel,
  onChangeNumber,
  onFailure,
}: CodeEntryFormProps) {
  const [latest, setLatest] = useState(sent);
  const [resendAt, setResendAt] = useState(() => resendTimeOf(sent, OTP_RESEND_INTERVAL_SECONDS));
  const [resendError, setResendError] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(ZCodeForm), defaultValues: { code: "" } });
  const { ref: registerRef, ...codeField } = register("code");

  // The code is the next thing to type, so the caret goes there as soon as it is sent.
  useEffect(() => codeInput.current?.focus(), []);

  const verify = useMutation({
    mutationFn: (code: string) => verifyCode({ phone, code }),
    onError: (error) => {
      const message = error instanceof ApiError ? (error.fieldErrors.code ?? error.message) : errorMessage(error);
      // Like the emailed code's boxes: a refused code is emptied, ready for the next one.
      setValue("code", "");
      setError("code", { type: "server", message }, { shouldFocus: true });
      onFailure?.(error);
    },
  });
  const resend = useMutation({
    mutationFn: () => sendCode(phone),
    onMutate: () => setResendError(null),
    onSuccess: (body) => {
      setLatest(body);
      setResendAt(resendTimeOf(body, OTP_RESEND_INTERVAL_SECONDS));
      codeInput.current?.focus();
    },
    onError: (error) => {
      setResendError(errorMessage(error));
      onFailure?.(error);
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg bg-surface-muted px-3 py-2.5">
        <p role="status" className="min-w-0 text-sm break-words text-fg">
          {latest.message ?? `We sent a 6-digit code to ${phone}.`}
        </p>
        <Button variant="link" size="sm" onClick={onChangeNumber} className="shrink-0 text-sm">
          Change number
        </Button>
      </div>
      <form
        noValidate
        onSubmit={handleSubmit(({ code }) => {
          setResendError(null);
          verify.mutate(code);
        })}
        className="space-y-4"
      >
        <Field label="Verification code" error={errors.code?.message}>
          {(ids) => (
            <OneTimeCodeInput
              {...ids}
              {...codeField}
              ref={(element) => {
                registerRef(element);
                codeInput.current = element;
              }}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? busyLabel : submitLabel}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-1 text-sm text-muted">
        <Button variant="link" onClick={() => resend.mutate()} disabled={secondsLeft > 0 || resend.isPending}>
          {resend.isPending
            ? "Sending..."
            : secondsLeft > 0
              ? `Resend code in ${formatCountdown(secondsLeft)}`
              : "Resend code"}
        </Button>
        {resendError ? (
          <p role="alert" className="text-center text-xs font-medium text-red-600 dark:text-red-400">
            {resendError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
