import type { TLedgerCheck } from "@crewlance/contracts/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "../labels";
import { formatExactPaise } from "../money";
import { walletKeys } from "../query-keys";
import { runLedgerCheck } from "./admin-api";

/** Recomputes every balance from the ledger's entries and shows what does not add up. */
export function LedgerCheckCard() {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: runLedgerCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.audit() }),
  });
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="ledger-check-title">
      <h2 id="ledger-check-title" className="text-base font-semibold text-fg">
        Ledger check
      </h2>
      <p className="mt-1 text-sm text-muted">
        Recomputes every balance from its entries and checks that every transaction sums to zero.
      </p>
      <Button
        className="mt-4"
        onClick={() => check.mutate()}
        disabled={check.isPending}
        aria-busy={check.isPending || undefined}
      >
        {check.isPending ? "Checking..." : check.data ? "Run again" : "Run the check"}
      </Button>
      <div aria-live="polite" className="mt-4 empty:mt-0">
        {check.isError ? <FormAlert error={check.error} /> : null}
        {check.data ? <LedgerCheckResult result={check.data} /> : null}
      </div>
    </Card>
  );
}

function LedgerCheckResult({ result }: { result: TLedgerCheck }) {
  const problems =
    result.mismatchedAccounts.length +
    result.unbalancedTransactions.length +
    result.negativeAccounts.length +
    result.withholdingIssues.length;
  const Icon = result.ok ? ShieldCheck : ShieldAlert;
  return (
    <div
      className={
        result.ok
          ? "rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-500/30 dark:bg-emerald-500/10"
          : "rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-500/30 dark:bg-red-500/10"
      }
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-fg">
        <Icon
          className={
            result.ok ? "size-4 text-emerald-700 dark:text-emerald-400" : "size-4 text-red-700 dark:text-red-400"
          }
          aria-hidden
        />
        {result.ok ? "The ledger balances" : `${problems} ${problems === 1 ? "problem" : "problems"} found`}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">Balances checked</dt>
          <dd className="font-semibold text-fg tabular-nums">{result.accountsChecked.toLocaleString("en-IN")}</dd>
        </div>
        <div>
          <dt className="text-muted">Transactions checked</dt>
          <dd className="font-semibold text-fg tabular-nums">{result.transactionsChecked.toLocaleString("en-IN")}</dd>
        </div>
        <div>
          <dt className="text-muted">Mismatches</dt>
          <dd className="font-semibold text-fg tabular-nums">{result.mismatchedAccounts.length}</dd>
        </div>
        <div>
          <dt className="text-muted">Unbalanced</dt>
          <dd className="font-semibold text-fg tabular-nums">{result.unbalancedTransactions.length}</dd>
        </div>
      </dl>
      {result.mismatchedAccounts.length > 0 ? (
        <ul className="mt-3 space-y-1 text-xs text-fg">
          {result.mismatchedAccounts.slice(0, 10).map((account) => (
            <li key={account.accountId}>
              {account.kind} {account.accountId.slice(0, 8)}: stored {formatExactPaise(account.stored)}, entries say{" "}
              {formatExactPaise(account.computed)}
            </li>
          ))}
        </ul>
      ) : null}
      {result.negativeAccounts.length > 0 ? (
        <ul className="mt-3 space-y-1 text-xs text-fg">
          {result.negativeAccounts.slice(0, 10).map((account) => (
            <li key={account.accountId}>
              {account.kind} {account.accountId.slice(0, 8)} is below zero: {formatExactPaise(account.balance)}
            </li>
          ))}
        </ul>
      ) : null}
      {result.withholdingIssues.length > 0 ? (
        // Tax withheld that its rows do not account for (decision 0089).
        <ul className="mt-3 space-y-1 text-xs text-fg" aria-label="Withholding problems">
          {result.withholdingIssues.slice(0, 10).map((issue) => (
            <li key={`${issue.transactionId ?? "all"}-${issue.problem}`}>
              {issue.transactionId ? `${issue.transactionId.slice(0, 8)}: ` : ""}
              {issue.problem}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-muted">Checked {formatDateTime(result.checkedAt)}</p>
    </div>
  );
}
