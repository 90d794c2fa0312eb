import { type TWithdrawalDestination, ZBankDestination } from "@crewlance/contracts/wallet";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { BankAccountFields } from "@/components/bank-account-fields";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { addDestination } from "../api";
import { taxKeys } from "../query-keys";

type Values = { type: "BANK"; accountHolder: string; ifsc: string; accountNumber: string };
const FIELDS = ["accountHolder", "ifsc", "accountNumber"] as const;

/** A bank account in the payee's own name, saved once the bank confirms its holder (the penny drop). */
export function AddBankAccountForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, TWithdrawalDestination>({
    resolver: zodResolver(ZBankDestination) as never,
    // Checked on submit, then as they type: an error appearing on blur would move the button being clicked.
    defaultValues: { type: "BANK", accountHolder: "", ifsc: "", accountNumber: "" },
  });
  const { errors } = form.formState;
  const add = useMutation({
    mutationFn: addDestination,
    onSuccess: (result) => {
      toast.success(result.notice ? `Account saved and ${result.notice}.` : "Account saved and verified.");
      onDone();
      return queryClient.invalidateQueries({ queryKey: taxKeys.destinations() });
    },
    onError: (error) => showFormError(error, form.setError, FIELDS),
  });
  return (
    <form
      noValidate
      aria-label="Add a bank account"
      className="space-y-4 rounded-xl border border-line p-4"
      onSubmit={form.handleSubmit((destination) => add.mutate(destination))}
    >
      <fieldset disabled={add.isPending} className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="sr-only">Bank account</legend>
        <BankAccountFields register={(name) => form.register(name)} errors={errors} />
      </fieldset>
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? "Verifying..." : "Verify and save"}
        </Button>
      </div>
    </form>
  );
}
