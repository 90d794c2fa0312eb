import { type TUser, ZUpdateUserRequest } from "@crewlance/contracts/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Bell, CheckCircle2, CircleAlert, FileArchive, KeyRound, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { updateFullName } from "../api";

const ZNameForm = ZUpdateUserRequest.pick({ fullName: true }).required();
type NameForm = z.infer<typeof ZNameForm>;

const accountLinkClass =
  "inline-flex items-center gap-2 text-sm font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium text-fg">{children}</dd>
    </div>
  );
}

/** Full name (PUT /user) and the account facts that are not edited here. */
export function AccountCard({ user }: { user: TUser }) {
  const form = useForm<NameForm>({ resolver: zodResolver(ZNameForm), values: { fullName: user.fullName } });
  const save = useMutation({
    mutationFn: (values: NameForm) => updateFullName(values.fullName),
    onSuccess: (saved) => {
      useAuthStore.getState().setUser(saved);
      toast.success("Name updated");
    },
    onError: (error) => showFormError(error, form.setError, ["fullName"]),
  });
  const { errors, isDirty } = form.formState;

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">Account</h2>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="mt-4 space-y-3">
        <Field label="Full name" error={errors.fullName?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...form.register("fullName")} />}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" size="sm" disabled={!isDirty || save.isPending}>
          {save.isPending ? "Saving..." : "Save name"}
        </Button>
      </form>
      <dl className="mt-4 divide-y divide-[var(--border)] border-t border-line">
        <Row label="Email">{user.email}</Row>
        <Row label="Email verified">
          {user.emailVerified ? (
            <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden /> Yes
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-orange-700 dark:text-orange-400">
              <CircleAlert className="size-4" aria-hidden /> No
            </span>
          )}
        </Row>
        <Row label="Member since">
          {new Date(user.createdAt).toLocaleDateString(undefined, { month: "short", year: "numeric" })}
        </Row>
      </dl>
      <div className="mt-3 flex flex-col items-start gap-2">
        <Link to="/account/safety" className={accountLinkClass}>
          <ShieldCheck className="size-4" aria-hidden />
          Safety: people you blocked and your reports
        </Link>
        <Link to="/account/security" className={accountLinkClass}>
          <KeyRound className="size-4" aria-hidden />
          Password and devices
        </Link>
        <Link to="/settings/notifications" className={accountLinkClass}>
          <Bell className="size-4" aria-hidden />
          Notifications: what we send you, and when
        </Link>
        <Link to="/account/data" className={accountLinkClass}>
          <FileArchive className="size-4" aria-hidden />
          Your data: download it or delete your account
        </Link>
      </div>
    </Card>
  );
}
