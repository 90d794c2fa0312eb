import { type TVerifyEmailOtpRequest, ZVerifyEmailOtpRequest } from "@crewlance/contracts/auth";
import { OTP_LENGTH } from "@crewlance/contracts/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { OtpInput } from "@/components/ui/otp-input";
import { toast } from "@/lib/toast";
import { nextPathFor, verifyEmailOtp } from "../api";
import { showAuthError } from "../form-errors";
import { useAuthStore } from "../store";

/** The emailed code: six boxes, sent as soon as the last digit is in, or with the button. */
export function EmailCodeForm() {
  const navigate = useNavigate();
  const setUser = useAuthStore((state) => state.setUser);
  const { control, handleSubmit, setError, formState } = useForm<TVerifyEmailOtpRequest>({
    resolver: zodResolver(ZVerifyEmailOtpRequest),
    defaultValues: { code: "" },
  });
  const mutation = useMutation({
    mutationFn: verifyEmailOtp,
    onSuccess: (body) => {
      setUser(body.data.user);
      toast.success("Email verified");
      navigate(nextPathFor(body.data.user), { replace: true });
    },
    onError: (error) => showAuthError(error, setError, ["code"]),
  });
  const submit = handleSubmit((values) => {
    if (!mutation.isPending) mutation.mutate(values);
  });
  const error = formState.errors.code?.message;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <OtpInput
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)) void submit();
            }}
            length={OTP_LENGTH}
            label="Verification code"
            invalid={Boolean(error)}
            describedBy={error ? "code-error" : undefined}
            autoFocus
          />
        )}
      />
      {error ? (
        <p id="code-error" role="alert" className="text-center text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? "Verifying..." : "Verify email"}
      </Button>
    </form>
  );
}
