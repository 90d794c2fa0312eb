import { PASSWORD_MIN_LENGTH } from "@crewlance/contracts/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { accountSecurityKeys, changePassword } from "../api";
import { EMPTY_CHANGE_PASSWORD_FORM, type TChangePasswordForm, ZChangePasswordForm } from "./change-password-form";

const FIELDS = ["currentPassword", "newPassword"] as const;

/** An account made through Google or a phone code has no password to prove; the API answers 409. */
const hasNoPassword = (error: unknown) => error instanceof ApiError && error.status === 409;

/** "Change password": the current one proves it is them; the API then signs every other device out. */
export function ChangePasswordCard() {
  const queryClient = useQueryClient();
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: TChangePasswordForm) =>
      changePassword({ currentPassword, newPassword }),
    onSuccess: async () => {
      toast.success("Password changed. Other devices were signed out.");
      form.reset(EMPTY_CHANGE_PASSWORD_FORM);
      await queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions() });
    },
    onError: (error) => {
      if (!hasNoPassword(error)) showFormError(error, form.setError, FIELDS);
    },
  });
  const { errors } = form.formState;

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">Change password</h2>
      <p className="mt-1 text-sm text-muted">Changing it signs you out on every other device.</p>
      {hasNoPassword(change.error) ? (
        <div
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900 dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            {change.error instanceof ApiError ? change.error.message : null}{" "}
            <Link
              to="/forget-password"
              className="font-medium text-amber-800 underline underline-offset-4 dark:text-amber-300"
            >
              Set a password
            </Link>
          </p>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
        className="mt-4 space-y-4 sm:max-w-md"
      >
        <Field label="Current password" error={errors.currentPassword?.message}>
          {(ids) => <PasswordInput {...ids} autoComplete="current-password" {...form.register("currentPassword")} />}
        </Field>
        <Field
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.newPassword?.message}
        >
          {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register("newPassword")} />}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register("confirmPassword")} />}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
