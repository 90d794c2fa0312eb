import {
  type TWalletFees,
  type TWithdrawalBody,
  type TWithdrawalMethod,
  ZBankDestination,
  ZUpiDestination,
} from "@crewlance/contracts/wallet";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { useViewerRole } from "@/lib/viewer-role";
import { rupeeAmount } from "../amount-field";
import {
  createWithdrawal,
  panStandingQuery,
  walletFeesQuery,
  walletSummaryQuery,
  withdrawalMethodsQuery,
} from "../api";
import { formatExactPaise, parseRupees } from "../money";
import { walletKeys } from "../query-keys";
import { MethodChoice, NEW_BANK, NEW_UPI } from "./method-choice";
import { NoVerifiedPanNotice } from "./no-verified-pan-notice";

type WithdrawDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Withdraw: an amount and a saved method (masked) or a new bank account or UPI id. */
export function WithdrawDialog({ open, onOpenChange }: WithdrawDialogProps) {
  const fees = useQuery(walletFeesQuery);
  const methods = useQuery({ ...withdrawalMethodsQuery, enabled: open });
  const ready = fees.data && methods.data;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Withdraw"
      description="Money goes to your bank account or UPI id. Your withdrawals show where each one stands."
    >
      {ready ? (
        <WithdrawForm fees={fees.data} methods={methods.data.items} onDone={() => onOpenChange(false)} />
      ) : fees.isError || methods.isError ? (
        <FormAlert error={fees.error ?? methods.error} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </FormDialog>
  );
}

const FIELDS = ["amount", "method", "accountHolder", "ifsc", "accountNumber", "vpa"] as const;

function withdrawSchema(fees: TWalletFees) {
  return z
    .object({
      amount: rupeeAmount({ min: fees.withdrawalMin, verb: "withdraw" }),
      method: z.string().min(1, "Choose where the money goes."),
      accountHolder: z.string(),
      ifsc: z.string(),
      accountNumber: z.string(),
      vpa: z.string(),
    })
    .superRefine((values, context) => {
      // The new destination is checked with the contract's own rules, so the sentences match the API's.
      const destination =
        values.method === NEW_BANK
          ? ZBankDestination.safeParse({ type: "BANK", ...pick(values, "accountHolder", "ifsc", "accountNumber") })
          : values.method === NEW_UPI
            ? ZUpiDestination.safeParse({ type: "UPI", vpa: values.vpa.trim() })
            : null;
      for (const issue of destination?.error?.issues ?? []) {
        context.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    });
}

type WithdrawValues = z.infer<ReturnType<typeof withdrawSchema>>;

function pick(values: WithdrawValues, ...keys: Array<"accountHolder" | "ifsc" | "accountNumber">) {
  return Object.fromEntries(keys.map((key) => [key, values[key].trim()]));
}

function withdrawalBody(values: WithdrawValues): TWithdrawalBody {
  const amount = parseRupees(values.amount) ?? 0;
  if (values.method === NEW_BANK) {
    return {
      amount,
      destination: {
        type: "BANK",
        accountHolder: values.accountHolder.trim(),
        ifsc: values.ifsc.trim().toUpperCase(),
        accountNumber: values.accountNumber.trim(),
      },
    };
  }
  if (values.method === NEW_UPI) return { amount, destination: { type: "UPI", vpa: values.vpa.trim() } };
  return { amount, methodId: values.method };
}

/** A server path (`destination.ifsc`) to the form field that shows it. */
const fieldOfPath = (path: string) => {
  const last = path.split(".").at(-1) ?? "";
  if (path === "methodId") return "method";
  return (FIELDS as readonly string[]).includes(last) ? last : null;
};

function WithdrawForm({
  fees,
  methods,
  onDone,
}: {
  fees: TWalletFees;
  methods: TWithdrawalMethod[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const summary = useQuery(walletSummaryQuery);
  const role = useViewerRole();
  const pan = useQuery({ ...panStandingQuery, enabled: role === "FREELANCER" });
  // One key per attempt: the same body sent again (a retry) reuses it; a changed body is a new attempt.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(withdrawSchema(fees)),
    defaultValues: {
      amount: "",
      method: methods[0]?.id ?? NEW_BANK,
      accountHolder: "",
      ifsc: "",
      accountNumber: "",
      vpa: "",
    },
  });
  const { errors } = form.formState;
  const withdrawal = useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    onError: (error) => {
      // Insufficient funds names no field; it belongs under the amount, where the person fixes it.
      if (error instanceof ApiError && error.code === "INSUFFICIENT_FUNDS") {
        toast.error(error.message);
        form.setError("amount", { type: "server", message: error.message });
        return;
      }
      showFormError(error, form.setError, (path, message) => {
        const field = fieldOfPath(path);
        if (!field) return false;
        form.setError(field as keyof WithdrawValues, { type: "server", message });
        return true;
      });
    },
  });

  if (withdrawal.data) {
    return (
      <div className="space-y-4 text-center">
        <CircleCheck className="mx-auto size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <p role="status" className="text-base font-semibold text-fg">
          Withdrawal of {formatExactPaise(withdrawal.data.amount)} requested
        </p>
        <p className="text-sm text-muted">
          It goes to {withdrawal.data.method.label}
          {withdrawal.data.payout ? ", sent to your bank now" : ""}. You will get a notification when it is paid.
        </p>
        <Button onClick={onDone}>Done</Button>
      </div>
    );
  }

  const available = summary.data?.available;
  // The button that moves the money says exactly how much, once the amount reads as one (decision 0079).
  const typed = parseRupees(form.watch("amount"));

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => {
        const body = withdrawalBody(values);
        const text = JSON.stringify(body);
        if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
        withdrawal.mutate({ body, idempotencyKey: attempt.current.key });
      })}
    >
      <Field
        label="Amount (INR)"
        error={errors.amount?.message}
        hint={`At least ${formatExactPaise(fees.withdrawalMin)}${available === undefined ? "" : `; ${formatExactPaise(available)} available`}.`}
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
              placeholder="500"
              className="pl-7"
            />
          </div>
        )}
      </Field>
      <MethodChoice methods={methods} form={form} errors={errors} />
      {role === "FREELANCER" && pan.data && !pan.data.panVerified ? <NoVerifiedPanNotice /> : null}
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" disabled={withdrawal.isPending} aria-busy={withdrawal.isPending || undefined}>
          {withdrawal.isPending
            ? "Requesting..."
            : typed
              ? `Request withdrawal of ${formatExactPaise(typed)}`
              : "Request withdrawal"}
        </Button>
      </div>
      <p className="text-xs text-muted">Withdrawals are free: {formatExactPaise(0)} in fees.</p>
    </form>
  );
}
