import type { TWithdrawalMethod } from "@crewlance/contracts/wallet";
import { Building2, Smartphone } from "lucide-react";
import { useId } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { BankAccountFields } from "@/components/bank-account-fields";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export const NEW_BANK = "new-bank";
export const NEW_UPI = "new-upi";

type MethodValues = {
  amount: string;
  method: string;
  accountHolder: string;
  ifsc: string;
  accountNumber: string;
  vpa: string;
};

type MethodChoiceProps = {
  methods: TWithdrawalMethod[];
  // biome-ignore lint/suspicious/noExplicitAny: the form's context type is not used here.
  form: UseFormReturn<MethodValues, any, MethodValues>;
  errors: FieldErrors<MethodValues>;
};

/** Where the money goes: a saved method (shown masked, as the API keeps it) or a new one. */
export function MethodChoice({ methods, form, errors }: MethodChoiceProps) {
  const id = useId();
  const chosen = form.watch("method");
  const options: Array<{ value: string; label: string; detail: string; icon: typeof Building2 }> = [
    ...methods.map((method) => ({
      value: method.id,
      label: method.label,
      detail: `${method.type === "BANK" ? (method.accountHolder ?? "Bank account") : "UPI"} · ${
        method.verifiedAt ? "Verified" : "Not verified: verify it in your tax profile first"
      }`,
      icon: method.type === "BANK" ? Building2 : Smartphone,
    })),
    {
      value: NEW_BANK,
      label: "A new bank account",
      detail: "IFSC and account number, in your name: we confirm the holder with the bank",
      icon: Building2,
    },
    {
      value: NEW_UPI,
      label: "A new UPI id",
      detail: "Such as name@okbank, in your name: we confirm the holder",
      icon: Smartphone,
    },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">Send to</legend>
      <div className="grid gap-2">
        {options.map(({ value, label, detail, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 text-sm transition-colors hover:bg-surface-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500/40",
              chosen === value && "border-amber-500 bg-amber-50/60 dark:bg-amber-500/10",
            )}
          >
            <input type="radio" value={value} {...form.register("method")} className="size-4 accent-amber-600" />
            <Icon className="size-4 shrink-0 text-muted" aria-hidden />
            <span className="min-w-0">
              <span className="block font-medium text-fg">{label}</span>
              <span className="block text-xs text-muted">{detail}</span>
            </span>
          </label>
        ))}
      </div>
      {errors.method?.message ? (
        <p id={`${id}-method-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {errors.method.message}
        </p>
      ) : null}
      {chosen === NEW_BANK ? (
        <div className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2">
          <BankAccountFields register={(name) => form.register(name)} errors={errors} />
        </div>
      ) : null}
      {chosen === NEW_UPI ? (
        <div className="rounded-xl border border-line p-3">
          <Field label="UPI id" error={errors.vpa?.message}>
            {(ids) => <Input {...ids} {...form.register("vpa")} autoComplete="off" placeholder="name@okbank" />}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}
