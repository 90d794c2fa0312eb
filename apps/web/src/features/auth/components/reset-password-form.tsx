import { ZPassword } from "@crewlance/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const ZResetPasswordForm = z.object({ newPassword: ZPassword, confirmPassword: z.string() });
type ResetPasswordValues = z.infer<typeof ZResetPasswordForm>;

type ResetPasswordFormProps = { busy: boolean; serverError: unknown; onSubmit: (newPassword: string) => void };

export function ResetPasswordForm({ busy, serverError, onSubmit }: ResetPasswordFormProps) {
  const [mismatch, setMismatch] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const [newPassword, confirmPassword] = watch(["newPassword", "confirmPassword"]);

  const fieldMessage = serverError instanceof ApiError ? serverError.fieldErrors.newPassword : undefined;
  useEffect(() => {
    if (fieldMessage) setError("newPassword", { type: "server", message: fieldMessage });
  }, [fieldMessage, setError]);

  const submit = handleSubmit((values) => {
    if (values.newPassword !== values.confirmPassword) {
      setMismatch(true);
      toast.error("Passwords do not match", { description: "Please try again" });
      return;
    }
    setMismatch(false);
    onSubmit(values.newPassword);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="New Password" hint="At least 8 characters." error={errors.newPassword?.message}>
        {(ids) => <PasswordInput {...ids} {...register("newPassword")} required autoComplete="new-password" />}
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message}>
        {(ids) => <PasswordInput {...ids} {...register("confirmPassword")} required autoComplete="new-password" />}
      </Field>
      {mismatch ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">Passwords do not match</p>
            <p>Please try again</p>
          </div>
        </div>
      ) : null}
      {fieldMessage || mismatch ? null : <FormAlert error={serverError} />}
      <Button type="submit" size="lg" className="w-full" disabled={!newPassword || !confirmPassword || busy}>
        {busy ? "Resetting..." : "Reset Password"}
      </Button>
    </form>
  );
}
