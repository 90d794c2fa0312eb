import type { TWithdrawalMethod } from "@crewlance/contracts/wallet";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Smartphone } from "lucide-react";
import { useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { destinationsQuery, verifyDestination } from "../api";
import { taxKeys } from "../query-keys";
import { AddBankAccountForm } from "./add-bank-account-form";
import { VerificationBadge } from "./verification-badge";

/** The saved withdrawal destinations, each verified by a penny drop or with the button that does it. */
export function DestinationsCard() {
  const titleId = useId();
  const destinations = useQuery(destinationsQuery);
  const [adding, setAdding] = useState(false);
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3 p-5">
      <div className="space-y-1">
        <h2 id={titleId} className="text-base font-semibold text-fg">
          Withdrawal destinations
        </h2>
        <p className="text-sm text-muted">
          Money goes only to an account held in your name: we confirm the holder with the bank before the first
          withdrawal.
        </p>
      </div>
      {destinations.isPending ? (
        <Skeleton className="h-16" />
      ) : destinations.isError ? (
        <FormAlert error={destinations.error} />
      ) : destinations.data.items.length === 0 ? (
        <p className="text-sm text-muted">No saved destinations yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {destinations.data.items.map((method) => (
            <DestinationRow key={method.id} method={method} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddBankAccountForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add a bank account
        </Button>
      )}
    </Card>
  );
}

function DestinationRow({ method }: { method: TWithdrawalMethod }) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => verifyDestination(method.id),
    onSuccess: (result) => {
      toast.success(result.notice ? `Account ${result.notice}.` : "Account verified.");
      return queryClient.invalidateQueries({ queryKey: taxKeys.destinations() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const Icon = method.type === "BANK" ? Building2 : Smartphone;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon className="size-4 shrink-0 text-muted" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-fg">{method.label}</span>
        <span className="block text-xs text-muted">
          {method.verifiedName ? `Held by ${method.verifiedName}` : (method.accountHolder ?? "UPI")}
        </span>
      </span>
      <VerificationBadge verified={method.verifiedAt !== null} />
      {method.verifiedAt ? null : (
        <Button size="sm" variant="secondary" onClick={() => verify.mutate()} disabled={verify.isPending}>
          {verify.isPending ? "Verifying..." : "Verify"}
        </Button>
      )}
      {verify.error ? (
        <div className="basis-full">
          <FormAlert error={verify.error} />
        </div>
      ) : null}
    </li>
  );
}
