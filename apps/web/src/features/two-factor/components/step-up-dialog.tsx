import type { TTwoFactorCodeRequest } from "@crewlance/contracts/two-factor";
import { useMutation, useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { showFormError } from "@/lib/form-server-error";
import { confirmWithCode, confirmWithPasskey, stepUpStatusQuery } from "../api";
import { codeResolver } from "../code-form";
import { CodeInput } from "./code-input";

type StepUpDialogProps = {
  /** The person confirmed: the refused call is sent again. */
  onConfirmed: () => void;
  onCancel: () => void;
};

/**
 * "Confirm it's you" (decision 0098): before money leaves or a payout destination changes, a
 * code from the authenticator app (or a recovery code), or one of the person's passkeys.
 */
export function StepUpDialog({ onConfirmed, onCancel }: StepUpDialogProps) {
  const status = useQuery(stepUpStatusQuery);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TTwoFactorCodeRequest>({ resolver: codeResolver, defaultValues: { code: "" } });
  const byCode = useMutation({
    mutationFn: confirmWithCode,
    onSuccess: onConfirmed,
    onError: (error) => {
      setValue("code", "");
      showFormError(error, setError, ["code"]);
    },
  });
  const byPasskey = useMutation({ mutationFn: confirmWithPasskey, onSuccess: onConfirmed });
  const busy = byCode.isPending || byPasskey.isPending;

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Confirm it's you"
      description="Money is leaving your wallet or going to a new place, so we check it's you first."
    >
      {status.isPending ? (
        <Skeleton className="h-24" />
      ) : status.isError ? (
        <FormAlert error={status.error} />
      ) : (
        <div className="space-y-4">
          {status.data.passkey ? (
            <div className="space-y-2">
              <Button className="w-full" onClick={() => byPasskey.mutate()} disabled={busy}>
                <KeyRound className="size-4" aria-hidden />
                {byPasskey.isPending ? "Waiting for your passkey..." : "Use a passkey"}
              </Button>
              <FormAlert error={byPasskey.error} />
            </div>
          ) : null}
          {status.data.appCode ? (
            <form noValidate onSubmit={handleSubmit((values) => byCode.mutate(values))} className="space-y-4">
              <CodeInput
                label="Code"
                hint="A code from your authenticator app, or one of your recovery codes."
                error={errors.code?.message}
                registration={register("code")}
              />
              <FormAlert message={errors.root?.server?.message} />
              <DialogActions>
                <Button variant="secondary" onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy}>
                  {byCode.isPending ? "Checking..." : "Confirm"}
                </Button>
              </DialogActions>
            </form>
          ) : (
            <DialogActions>
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            </DialogActions>
          )}
        </div>
      )}
    </FormDialog>
  );
}
