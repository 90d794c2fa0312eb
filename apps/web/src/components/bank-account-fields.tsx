import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type BankFieldName = "accountHolder" | "ifsc" | "accountNumber";

/**
 * The three fields of a bank account a payout goes to: the holder's name (checked against the
 * bank's record by the penny drop), the IFSC and the account number. Shared by the wallet's
 * withdraw dialog and the tax profile's destinations; each form keeps its own schema and errors.
 */
export function BankAccountFields({
  register,
  errors,
}: {
  register: (name: BankFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<BankFieldName, { message?: string } | undefined>>;
}) {
  return (
    <>
      <Field label="Account holder" error={errors.accountHolder?.message} className="sm:col-span-2">
        {(ids) => <Input {...ids} {...register("accountHolder")} autoComplete="name" />}
      </Field>
      <Field label="IFSC" error={errors.ifsc?.message}>
        {(ids) => (
          <Input {...ids} {...register("ifsc")} autoComplete="off" placeholder="HDFC0001234" className="uppercase" />
        )}
      </Field>
      <Field label="Account number" error={errors.accountNumber?.message}>
        {(ids) => <Input {...ids} {...register("accountNumber")} inputMode="numeric" autoComplete="off" />}
      </Field>
    </>
  );
}
