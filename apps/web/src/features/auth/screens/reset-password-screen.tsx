import { RESET_REDIRECT_DELAY_MS } from "@crewlance/contracts/constants";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, LockKeyhole, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { resetPassword } from "../api";
import { AuthCardLayout } from "../components/auth-card-layout";
import { ResetPasswordForm } from "../components/reset-password-form";

const linkClass = "font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400";

/** /reset-password?token=..., worded exactly as the product fixes it. */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () =>
      toast.success("Password reset successfully!", { description: "You will be redirected to the login page" }),
    // A failed call is toasted; the form shows it too, until the next try.
    onError: (error) => toast.error(errorMessage(error)),
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate("/auth/login", { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  return (
    <AuthCardLayout
      title="Reset Password"
      hint={token ? "Choose a new password for your account." : undefined}
      icon={<LockKeyhole className="size-6" aria-hidden />}
    >
      {!token ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium">Invalid or missing reset token</p>
            <Link to="/forget-password" className={linkClass}>
              Request a new reset link
            </Link>
          </div>
        </div>
      ) : mutation.isSuccess ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-300"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{mutation.data.message}</span>
        </p>
      ) : (
        <ResetPasswordForm
          busy={mutation.isPending}
          serverError={mutation.error}
          onSubmit={(newPassword) => mutation.mutate({ resetToken: token, newPassword })}
        />
      )}
      <p className="text-center text-sm text-muted">
        Remember your password?{" "}
        <Link to="/auth/login" className={linkClass}>
          Sign In
        </Link>
      </p>
    </AuthCardLayout>
  );
}
