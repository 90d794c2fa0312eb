import { type TAdminWithdrawal, ZUtr } from "@crewlance/contracts/wallet";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { formatExactPaise } from "../money";

type MarkPaidDialogProps = {
  withdrawal: TAdminWithdrawal | null;
  busy: boolean;
  error: unknown;
  onConfirm: (utr: string) => void;
  onClose: () => void;
};

/**
 * Marking a withdrawal paid takes the bank's reference for the transfer (UTR), checked with the
 * contract's rule so the sentences are the API's; the user sees it on their withdrawal (decision
 * 0079). The button says the exact amount it settles.
 */
export function MarkPaidDialog({ withdrawal, busy, error, onConfirm, onClose }: MarkPaidDialogProps) {
  const [utr, setUtr] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  // A 400 or 409 on the UTR (malformed, or already on another withdrawal) belongs under the field,
  // until the admin changes what was sent.
  const serverProblem = error instanceof ApiError && sent === utr ? error.fieldErrors.utr : undefined;
  const fieldError = problem ?? serverProblem;
  return (
    <FormDialog
      open={withdrawal !== null}
      onOpenChange={(open) => {
        if (!open) {
          setUtr("");
          setProblem(undefined);
          setSent(null);
          onClose();
        }
      }}
      title="Mark this withdrawal paid?"
      description={
        withdrawal
          ? `Confirm that ${formatExactPaise(withdrawal.amount)} was sent to ${withdrawal.user.fullName} (${withdrawal.method.label}). They are notified and see the UTR on their withdrawal.`
          : ""
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = ZUtr.safeParse(utr);
          if (!parsed.success) {
            setProblem(parsed.error.issues[0]?.message);
            return;
          }
          setProblem(undefined);
          setSent(utr);
          onConfirm(parsed.data);
        }}
      >
        <Field
          label="UTR (bank reference)"
          error={fieldError}
          hint="The transfer's reference from the bank: 12 to 22 letters and digits."
        >
          {(ids) => (
            <Input
              {...ids}
              value={utr}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              className="font-mono uppercase"
              placeholder="SBIN426012345678"
              onChange={(event) => {
                setUtr(event.target.value);
                setProblem(undefined);
              }}
            />
          )}
        </Field>
        {error && !serverProblem ? <FormAlert error={error} /> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Marking..." : withdrawal ? `Mark ${formatExactPaise(withdrawal.amount)} paid` : "Mark paid"}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
