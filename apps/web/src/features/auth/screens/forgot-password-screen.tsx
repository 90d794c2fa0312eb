import { type TForgotPasswordRequest, ZForgotPasswordRequest } from "@crewlance/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { forgotPassword } from "../api";
import { AuthCardLayout } from "../components/auth-card-layout";

/** /forget-password, worded exactly as the product fixes it. */
export default function ForgotPasswordScreen() {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<TForgotPasswordRequest>({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: "" } });
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: () =>
      toast.success("Password reset instructions sent to your email", {
        description: "Please check your email for the reset link",
      }),
    onError: (error) => showFormError(error, setError, ["email"]),
  });
  const busy = mutation.isPending;
  const empty = watch("email").trim() === "";

  return (
    <AuthCardLayout
      title="Forgot Password"
      hint="Enter your email address to reset your password"
      icon={<KeyRound className="size-6" aria-hidden />}
    >
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-4">
        <Field label="Email" error={errors.email?.message}>
          {(ids) => (
            <Input
              {...ids}
              {...register("email")}
              type="email"
              required
              autoComplete="email"
              placeholder="Enter your email"
            />
          )}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" size="lg" className="w-full" disabled={empty || busy}>
          {busy ? "Sending..." : "Reset Password"}
        </Button>
        {mutation.isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-300"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{mutation.data.message}</span>
          </p>
        ) : null}
      </form>
      <p className="text-center text-sm text-muted">
        Remember your password?{" "}
        <Link
          to="/auth/login"
          className="font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
        >
          Sign In
        </Link>
      </p>
    </AuthCardLayout>
  );
}
