import { DELETE_CONFIRMATION } from "@crewlance/contracts/privacy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { showFormError } from "@/lib/form-server-error";
import { deleteAccount } from "../api";
import {
  deletionRequest,
  EMPTY_DELETE_ACCOUNT_FORM,
  type TDeleteAccountForm,
  ZDeleteAccountForm,
} from "./delete-account-form";

const FIELDS = ["password", "code", "confirmation"] as const;

/** What goes and what stays, as decision 0099 sets it out. */
function WhatHappens() {
  return (
    <div className="space-y-3 text-sm text-fg">
      <div>
        <h3 className="font-semibold">Erased</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
          <li>Your name, email, phone, password, profile, skills and showcase</li>
          <li>Your avatar, banner and documents</li>
          <li>Every sign-in, linked Google, LinkedIn or GitHub account and two-factor sign-in</li>
          <li>Saved payout accounts, open tasks and offers, pending applications and team memberships</li>
          <li>Notifications, saved searches, favourites, blocks, push devices and your requests to support</li>
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">Kept, and why</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
          <li>
            Your wallet's ledger, invoices and tax records (TDS, TCS, GST) with the name and PAN on them, for the years
            the Income-tax Act and the CGST Act require
          </li>
          <li>Reviews and chat messages, shown to the other party as from “Deleted user”</li>
          <li>Reports you made and moderation of your account, as the record of what was decided</li>
        </ul>
      </div>
    </div>
  );
}

/** The deletion itself: proof it is them, DELETE typed out, and the API's reason when it must wait. */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const form = useForm<TDeleteAccountForm>({
    resolver: zodResolver(ZDeleteAccountForm),
    defaultValues: EMPTY_DELETE_ACCOUNT_FORM,
  });
  const remove = useMutation({
    mutationFn: (values: TDeleteAccountForm) => deleteAccount(deletionRequest(values)),
    onSuccess: onDeleted,
    onError: (error) => showFormError(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete your account"
      description="This cannot be undone. Download a copy of your data first if you want one."
    >
      <form noValidate onSubmit={form.handleSubmit((values) => remove.mutate(values))} className="space-y-4">
        <WhatHappens />
        <Field label="Password" error={errors.password?.message}>
          {(ids) => <PasswordInput {...ids} autoComplete="current-password" {...form.register("password")} />}
        </Field>
        <Field
          label="Or a two-factor code"
          hint="Only for an account without a password: a code from your authenticator app or a recovery code."
          error={errors.code?.message}
        >
          {(ids) => <Input {...ids} autoComplete="one-time-code" inputMode="text" {...form.register("code")} />}
        </Field>
        <Field label={`Type ${DELETE_CONFIRMATION} to confirm`} error={errors.confirmation?.message}>
          {(ids) => <Input {...ids} autoComplete="off" {...form.register("confirmation")} />}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete my account"}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
