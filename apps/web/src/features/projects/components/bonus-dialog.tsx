import { BONUS_NOTE_MAX, type TBonusBody, ZBonusBody } from "@crewlance/contracts/hourly";
import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Gift, Wallet } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { LinkButton } from "@/components/link-button";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { formatExactPaise } from "@/lib/format";
import { issuesByPath, paiseOf, serverFieldErrors } from "@/lib/hourly-terms";
import { firstAttempt, nextAttempt } from "@/lib/idempotent-send";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { toast } from "@/lib/toast";
import { balanceQuery, payBonus, walletFeesQuery } from "../api";
import { projectExtraKeys } from "../query-keys";
import { MoneyRows } from "./money-rows";

type Props = { projectId: string; freelancerName: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Send bonus': the company pays a one-off amount with a note, through escrow and released at once
 * (decision 0091). The client fee and its GST show before anything moves (decision 0079).
 */
export function SendBonusButton(props: Omit<Props, "open" | "onOpenChange">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Gift className="size-4" aria-hidden />
        Send bonus
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Send ${props.freelancerName} a bonus`}
        description="Paid from your wallet at once, through escrow, with your note. It cannot be undone."
      >
        {open ? <BonusForm {...props} open={open} onOpenChange={setOpen} /> : null}
      </FormDialog>
    </>
  );
}

function BonusForm({ projectId, freelancerName, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const fees = useQuery(walletFeesQuery);
  const balance = useQuery(balanceQuery);
  const [values, setValues] = useState({ amount: "", note: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(firstAttempt);
  const pay = useMutation({
    mutationFn: payBonus,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: projectExtraKeys.wallet });
      toast.success(`Bonus of ${formatExactPaise(result.amount)} paid to ${freelancerName}`);
      onOpenChange(false);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const amount = paiseOf(values.amount);
  const breakdown = fees.data && amount !== undefined && amount > 0 ? escrowFundBreakdown(amount, fees.data) : null;
  const available = balance.data?.available;
  const short = breakdown && available !== undefined ? Math.max(0, breakdown.total - available) : 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBonusBody.safeParse({ amount, note: values.note });
    if (!parsed.success) {
      const found = issuesByPath(parsed.error.issues);
      if (found.amount && amount === undefined) found.amount = "Give the bonus in rupees.";
      setErrors(found);
      return;
    }
    setErrors({});
    const body: TBonusBody = parsed.data;
    const next = nextAttempt(attempt, JSON.stringify(body));
    setAttempt(next);
    pay.mutate({ projectId, body, idempotencyKey: next.idempotencyKey });
  };
  const fieldErrors = { ...serverFieldErrors(pay.error), ...errors };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Bonus (₹)" error={fieldErrors.amount}>
        {(ids) => (
          <Input
            {...ids}
            value={values.amount}
            onChange={(event) => setValues({ ...values, amount: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="5000"
            className="max-w-48"
            autoFocus
          />
        )}
      </Field>
      <Field label="Note" error={fieldErrors.note} hint={`What it is for; ${freelancerName} reads it.`}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            maxLength={BONUS_NOTE_MAX}
            value={values.note}
            onChange={(event) => setValues({ ...values, note: event.target.value })}
            placeholder="Thank you for the extra care on the launch."
          />
        )}
      </Field>
      {breakdown ? (
        <MoneyRows
          rows={[
            ["Bonus", formatExactPaise(breakdown.amount)],
            ["Client fee", formatExactPaise(breakdown.clientFee)],
            ["GST on the fee", formatExactPaise(breakdown.clientFeeGst)],
          ]}
          total={["Leaves your available balance", formatExactPaise(breakdown.total)]}
        />
      ) : (
        <p className="text-sm text-muted">Enter an amount to see the client fee and GST before you pay.</p>
      )}
      {available !== undefined ? (
        <p className="text-sm text-muted">
          Available now: <span className="font-medium text-fg">{formatExactPaise(available)}</span>
        </p>
      ) : null}
      {short > 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-orange-200 bg-orange-50 p-4 text-sm text-orange-900 sm:flex-row sm:items-center sm:justify-between dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-200"
        >
          <p>Your available balance is {formatExactPaise(short)} short. Add funds, then send the bonus.</p>
          <LinkButton to="/wallet" variant="primary" className="shrink-0">
            <Wallet className="size-4" aria-hidden />
            Add funds
          </LinkButton>
        </div>
      ) : (
        <FormAlert error={pay.error ?? undefined} />
      )}
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pay.isPending}>
          Not now
        </Button>
        <Button
          type="submit"
          disabled={pay.isPending || short > 0 || fees.isPending}
          aria-busy={pay.isPending || undefined}
        >
          {pay.isPending ? "Paying..." : breakdown ? `Pay ${formatExactPaise(breakdown.total)}` : "Pay bonus"}
        </Button>
      </DialogActions>
    </form>
  );
}
