import { type TVerifyEmailOtpRequest, ZVerifyEmailOtpRequest } from "@crewlance/contracts/auth";
import { OTP_LENGTH } from "@crewlance/contracts/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { OtpInput } from "@/components/ui/otp-input";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { nextPathFor, verifyEmailOtp } from "../api";

const COMPLETE_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The emailed code: six boxes, sent as soon as the last digit is in, or with the button. */
export function EmailCodeForm() {
  const navigate = useNavigate();
  const setUser = useAuthStore((state) => state.setUser);
  const { control, handleSubmit, setError, setValue, setFocus, formState } = useForm<TVerifyEmailOtpRequest>({
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
    onError: (error) => {
      // A refused code is of no further use: empty boxes and the caret in the first invite the next try.
      setValue("code", "");
      showFormError(error, setError, ["code"]);
      setFocus("code");
    },
  });
  const submit = handleSubmit((values) => {
    if (!mutation.isPending) mutation.mutate(values);
  });
  // A wrong code, a locked or expired one: each stays under the boxes until the next try.
  const error = formState.errors.code?.message ?? formState.errors.root?.server?.message;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <OtpInput
            ref={field.ref}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (COMPLETE_CODE.test(value)) void submit();
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
        <p id="code-error" role="alert" className="text-center text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? "Verifying..." : "Verify email"}
      </Button>
    </form>
  );
}
