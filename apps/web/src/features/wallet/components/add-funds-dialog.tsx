import type { TDepositResponse, TWalletFees } from "@crewlance/contracts/wallet";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, ExternalLink } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { rupeeAmount } from "../amount-field";
import { createDeposit, walletFeesQuery } from "../api";
import { formatExactPaise, parseRupees } from "../money";
import { walletKeys } from "../query-keys";
import { FeeSummary } from "./fee-summary";

type Attempt = { amount: number; idempotencyKey: string };
type AddFundsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Add funds (a company's: a freelancer has nothing to fund, decision 0079): the amount, then a
 * confirmation showing the fees and the exact amount, then the provider's answer.
 */
export function AddFundsDialog({ open, onOpenChange }: AddFundsDialogProps) {
  const fees = useQuery(walletFeesQuery);
  // A new attempt (and its Idempotency-Key) starts each time the dialog opens.
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add funds"
      description="Money you add is kept in your Crewlance wallet in INR."
    >
      {fees.data ? (
        open ? (
          <AddFundsFlow fees={fees.data} onDone={() => onOpenChange(false)} />
        ) : null
      ) : fees.isError ? (
        <FormAlert error={fees.error} />
      ) : (
        <Skeleton className="h-40" />
      )}
    </FormDialog>
  );
}

function AddFundsFlow({ fees, onDone }: { fees: TWalletFees; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const schema = z.object({ amount: rupeeAmount({ min: fees.depositMin, max: fees.depositMax, verb: "add" }) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { amount: "" } });
  const deposit = useMutation({
    mutationFn: createDeposit,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      if (result.deposit.status === "COMPLETED")
        toast.success(`${formatExactPaise(result.deposit.amount)} added to your wallet`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (deposit.data) return <DepositResult result={deposit.data} onDone={onDone} />;

  if (attempt) {
    return (
      <div className="space-y-5">
        <FeeSummary
          rows={[
            ["Amount to add", attempt.amount],
            ["Fee for adding funds", 0],
          ]}
          total={["Added to your wallet", attempt.amount]}
          note={`Adding funds is free. When you fund a milestone, the ${bpsPercent(fees.clientFeeBps)} client fee and ${bpsPercent(fees.gstRateBps)} GST on that fee are added to it.`}
        />
        {fees.depositProvider === "razorpay" ? (
          <p className="text-sm text-muted">You will finish the payment with Razorpay.</p>
        ) : null}
        <FormAlert error={deposit.error ?? undefined} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={deposit.isPending}
            onClick={() => {
              deposit.reset();
              setAttempt(null);
            }}
          >
            Change amount
          </Button>
          {/* A retry after a failure sends the same key: the API returns the first answer, never a second deposit. */}
          <Button
            onClick={() => deposit.mutate(attempt)}
            disabled={deposit.isPending}
            aria-busy={deposit.isPending || undefined}
          >
            {deposit.isPending
              ? "Adding..."
              : deposit.isError
                ? `Try again: add ${formatExactPaise(attempt.amount)}`
                : `Confirm and add ${formatExactPaise(attempt.amount)}`}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(({ amount }) => {
        const paise = parseRupees(amount);
        if (paise !== null) setAttempt({ amount: paise, idempotencyKey: crypto.randomUUID() });
      })}
    >
      <Field
        label="Amount (INR)"
        error={form.formState.errors.amount?.message}
        hint={`From ${formatExactPaise(fees.depositMin)} to ${formatExactPaise(fees.depositMax)}.`}
      >
        {(ids) => (
          <div className="relative">
            <span
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted"
              aria-hidden
            >
              ₹
            </span>
            <Input
              {...ids}
              {...form.register("amount")}
              inputMode="decimal"
              autoComplete="off"
              placeholder="5000"
              className="pl-7"
              autoFocus
            />
          </div>
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit">Review</Button>
      </div>
    </form>
  );
}

function DepositResult({ result, onDone }: { result: TDepositResponse; onDone: () => void }) {
  const { deposit, checkout } = result;
  if (checkout) {
    return (
      <div className="space-y-4">
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-500/40 dark:bg-amber-500/10">
          <p className="flex items-center gap-2 font-semibold text-fg">
            <ExternalLink className="size-4" aria-hidden /> Payment continues with Razorpay
          </p>
          <p className="mt-1 text-muted">
            Your order for {formatExactPaise(checkout.amount)} is waiting for payment. Your balance goes up once
            Razorpay confirms it; this can take a minute.
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Order</dt>
          <dd className="font-mono text-fg break-all">{checkout.orderId}</dd>
          <dt className="text-muted">Status</dt>
          <dd className="text-fg">Waiting for payment</dd>
        </dl>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }
  const completed = deposit.status === "COMPLETED";
  return (
    <div className="space-y-4 text-center">
      <CircleCheck className="mx-auto size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <p role="status" className="text-base font-semibold text-fg">
        {completed ? `${formatExactPaise(deposit.amount)} added to your wallet` : "Your payment is being confirmed"}
      </p>
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}

function bpsPercent(bps: number): string {
  return `${(bps / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;
}
