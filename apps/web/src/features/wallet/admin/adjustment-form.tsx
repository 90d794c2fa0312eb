import type { TAdminUser } from "@crewlance/contracts/admin";
import { type TAdjustmentBody, type TUserAccountKind, USER_ACCOUNT_KINDS } from "@crewlance/contracts/wallet";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { rupeeAmount } from "../amount-field";
import { formatExactPaise, parseRupees } from "../money";
import { walletKeys } from "../query-keys";
import { adjustableUsersQuery, createAdjustment } from "./admin-api";

const ACCOUNT_LABEL: Record<TUserAccountKind, string> = {
  AVAILABLE: "Available",
  ESCROW: "Escrow",
  PENDING_WITHDRAWAL: "Pending withdrawal",
};

const schema = z.object({
  userId: z.string().min(1, "Choose the user whose wallet changes."),
  account: z.enum(USER_ACCOUNT_KINDS),
  direction: z.enum(["CREDIT", "DEBIT"]),
  amount: rupeeAmount({ min: 1, verb: "adjust" }),
  reason: z
    .string()
    .trim()
    .min(3, "Give the reason for the adjustment.")
    .max(500, "Keep the reason under 500 characters."),
});
type AdjustmentValues = z.infer<typeof schema>;

export function adjustmentBody(values: AdjustmentValues): TAdjustmentBody {
  const paise = parseRupees(values.amount) ?? 0;
  return {
    userId: values.userId,
    account: values.account,
    amount: values.direction === "CREDIT" ? paise : -paise,
    reason: values.reason.trim(),
  };
}

const SEARCH_DELAY_MS = 300;

/** A manual correction: credit or debit one account of a user against the outside world, with a reason. */
export function AdjustmentForm() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [review, setReview] = useState<{ body: TAdjustmentBody; key: string; user: string } | null>(null);
  // The last attempt: the same adjustment reviewed again after a failure keeps its Idempotency-Key.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const users = useQuery(adjustableUsersQuery(q));
  const form = useForm<AdjustmentValues>({
    resolver: zodResolver(schema),
    defaultValues: { userId: "", account: "AVAILABLE", direction: "CREDIT", amount: "", reason: "" },
  });
  const { errors } = form.formState;
  const adjustment = useMutation({
    mutationFn: createAdjustment,
    onSuccess: (result) => {
      setReview(null);
      attempt.current = null;
      toast.success(result.message ?? `Adjustment ${result.number} recorded`);
      form.reset();
      setSearch("");
    },
    onError: (error) => {
      setReview(null);
      showFormError(error, form.setError, ["userId", "account", "amount", "reason"]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.admin() }),
  });
  const options: TAdminUser[] = users.data?.items ?? [];

  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="adjustment-title">
      <h2 id="adjustment-title" className="text-base font-semibold text-fg">
        Manual adjustment
      </h2>
      <p className="mt-1 text-sm text-muted">
        Corrects a balance against the outside world. Use it rarely, and say why.
      </p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.handleSubmit((values) => {
          const body = adjustmentBody(values);
          const user = options.find((option) => option.id === values.userId)?.fullName ?? "this user";
          const text = JSON.stringify(body);
          if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
          setReview({ body, key: attempt.current.key, user });
        })}
      >
        <Field label="Find the user" hint="Type at least two letters of a name or email.">
          {(ids) => <Input {...ids} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}
        </Field>
        <Field label="User" error={errors.userId?.message}>
          {(ids) => (
            <Select {...ids} {...form.register("userId")} disabled={options.length === 0}>
              <option value="">
                {q.length < 2
                  ? "Search first"
                  : users.isFetching
                    ? "Searching..."
                    : options.length
                      ? "Choose a user"
                      : "No users match"}
              </option>
              {options.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.fullName} · {user.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Account">
            {(ids) => (
              <Select {...ids} {...form.register("account")}>
                {USER_ACCOUNT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {ACCOUNT_LABEL[kind]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Direction">
            {(ids) => (
              <Select {...ids} {...form.register("direction")}>
                <option value="CREDIT">Credit (+)</option>
                <option value="DEBIT">Debit (−)</option>
              </Select>
            )}
          </Field>
        </div>
        <Field label="Amount (INR)" error={errors.amount?.message}>
          {(ids) => (
            <Input {...ids} {...form.register("amount")} inputMode="decimal" autoComplete="off" placeholder="250" />
          )}
        </Field>
        <Field label="Reason" error={errors.reason?.message} hint="Kept in the audit log with your name.">
          {(ids) => <Textarea {...ids} {...form.register("reason")} maxLength={500} />}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex justify-end">
          <Button type="submit">Review adjustment</Button>
        </div>
      </form>
      <ConfirmDialog
        open={review !== null}
        title="Record this adjustment?"
        description={
          review
            ? `${review.body.amount > 0 ? "Credit" : "Debit"} ${formatExactPaise(Math.abs(review.body.amount))} ${review.body.amount > 0 ? "to" : "from"} ${review.user}'s ${ACCOUNT_LABEL[review.body.account].toLowerCase()} balance. Reason: ${review.body.reason}`
            : ""
        }
        confirmLabel={adjustment.isPending ? "Recording..." : "Record adjustment"}
        busy={adjustment.isPending}
        onConfirm={() => review && adjustment.mutate({ body: review.body, idempotencyKey: review.key })}
        onOpenChange={(open) => !open && setReview(null)}
      />
    </Card>
  );
}
