import type { TAdminWithdrawal } from "@crewlance/contracts/wallet";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { formatExactPaise } from "../money";

type FailWithdrawalDialogProps = {
  withdrawal: TAdminWithdrawal | null;
  busy: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Failing a withdrawal returns the money to the user, who reads the reason given here. */
export function FailWithdrawalDialog({ withdrawal, busy, error, onConfirm, onClose }: FailWithdrawalDialogProps) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <FormDialog
      open={withdrawal !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          setProblem(undefined);
          onClose();
        }
      }}
      title="Mark this withdrawal failed?"
      description={
        withdrawal
          ? `${formatExactPaise(withdrawal.amount)} goes back to ${withdrawal.user.fullName}'s available balance. They are notified with your reason.`
          : ""
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim().length < 3) {
            setProblem("Say why the withdrawal failed.");
            return;
          }
          setProblem(undefined);
          onConfirm(reason.trim());
        }}
      >
        <Field
          label="Reason"
          error={problem}
          hint="The user sees this, for example: the account number was refused by the bank."
        >
          {(ids) => (
            <Textarea {...ids} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          )}
        </Field>
        {error ? <FormAlert error={error} /> : null}
        <div className="flex justify-end">
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Marking..." : "Mark failed"}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
