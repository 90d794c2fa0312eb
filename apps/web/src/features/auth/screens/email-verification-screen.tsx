import { OTP_RESEND_INTERVAL_SECONDS } from "@crewlance/contracts/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { signOut } from "@/lib/session/sign-out";
import { toast } from "@/lib/toast";
import { useCountdown } from "@/lib/use-countdown";
import { sendEmailOtp } from "../api";
import { AuthCardLayout } from "../components/auth-card-layout";
import { DevOutboxHint } from "../components/dev-outbox-hint";
import { EmailCodeForm } from "../components/email-code-form";
import { nextResendTime, rememberNextResend } from "../otp-resend";

const RESEND_MS = OTP_RESEND_INTERVAL_SECONDS * 1000;

/** /email-verification: the emailed one-time code, a resend with its countdown, a way out. */
export default function EmailVerificationScreen() {
  const email = useAuthStore((state) => state.user?.email);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Sign-up has just sent a code, so the countdown may already be running.
  const [resendAt, setResendAt] = useState<number | null>(nextResendTime);
  const secondsLeft = useCountdown(resendAt);

  const resend = useMutation({
    mutationFn: sendEmailOtp,
    onSuccess: (body) => {
      const parsed = Date.parse(body.data?.resendAvailableAt ?? "");
      const next = Number.isNaN(parsed) ? Date.now() + RESEND_MS : parsed;
      rememberNextResend(next);
      setResendAt(next);
      toast.success(body.message ?? "A new code is on its way");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const leave = useMutation({
    mutationFn: signOut,
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      queryClient.clear();
      navigate("/auth/login", { replace: true });
    },
  });

  return (
    <AuthCardLayout
      title="Verify your email"
      icon={<MailCheck className="size-6" aria-hidden />}
      hint={
        <>
          Enter the 6-digit code we sent to <span className="font-medium wrap-anywhere text-fg">{email}</span>. It is
          valid for 10 minutes.
        </>
      }
    >
      <EmailCodeForm />
      <div className="flex flex-col items-center gap-1 text-sm text-muted">
        <span>Didn't get the code?</span>
        <Button
          variant="link"
          onClick={() => resend.mutate()}
          disabled={secondsLeft > 0 || resend.isPending}
          aria-live="polite"
        >
          {resend.isPending ? "Sending..." : secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : "Resend code"}
        </Button>
      </div>
      <FormAlert error={resend.error} />
      <DevOutboxHint />
      <div className="border-t border-line pt-4 text-center">
        <Button variant="ghost" size="sm" onClick={() => leave.mutate()} disabled={leave.isPending}>
          {leave.isPending ? "Signing out..." : "Use a different account"}
        </Button>
      </div>
    </AuthCardLayout>
  );
}
