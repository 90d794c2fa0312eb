import { formatPaise } from "@crewlance/contracts/money";
import type { TWalletReference, TWalletTransaction, TWalletTransactionWithdrawal } from "@crewlance/contracts/wallet";
import { ArrowDownLeft, ArrowUpRight, FileDown, Minus } from "lucide-react";
import { Link } from "react-router";
import { Amount } from "@/components/amount";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatExactPaise } from "@/lib/format";
import { formatDate, formatDateTime, TRANSACTION_STATUS, TRANSACTION_TYPE_LABEL, WITHDRAWAL_STATUS } from "../labels";

/** Projects and their milestones link to the project; other references are plain text. */
function ReferenceLink({ reference }: { reference: TWalletReference }) {
  const projectId =
    reference.kind === "PROJECT" ? reference.id : reference.kind === "MILESTONE" ? reference.projectId : null;
  if (!projectId) return <span>{reference.label}</span>;
  return (
    <Link
      to={`/project-management/${encodeURIComponent(projectId)}`}
      className="font-medium text-amber-800 underline-offset-4 hover:underline dark:text-amber-300"
    >
      {reference.label}
    </Link>
  );
}

type TransactionRowProps = {
  transaction: TWalletTransaction;
  onReceipt: (transaction: TWalletTransaction) => void;
  downloading: boolean;
};

/**
 * A failed withdrawal took nothing in the end (the money came back): its amount is shown struck
 * through and counts for nothing, so the rows still add up to the balance (decision 0079).
 */
function ReturnedAmount({ paise }: { paise: number }) {
  const exact = formatExactPaise(paise);
  return (
    <span title={`${exact}, returned to your available balance`} className="text-muted tabular-nums">
      <s aria-hidden>{formatPaise(paise)}</s>
      <span className="sr-only">{exact}, returned to your available balance</span>
    </span>
  );
}

/** A withdrawal the payout provider is paying (decision 0087). */
const WITH_BANK = { label: "Processing", tone: "accent" } as const;

/** What a withdrawal's row says under its label: the bank's reference once paid, why it failed. */
function WithdrawalNote({ withdrawal }: { withdrawal: TWalletTransactionWithdrawal }) {
  if (withdrawal.status === "PAID") {
    // Withdrawals paid before UTRs were recorded (migration 0025) have none to show.
    return (
      <p className="text-xs text-muted">
        Paid{withdrawal.settledAt ? ` ${formatDate(withdrawal.settledAt)}` : ""}
        {withdrawal.utr ? (
          <>
            {" · UTR "}
            <span className="font-mono text-fg">{withdrawal.utr}</span>
          </>
        ) : null}
      </p>
    );
  }
  if (withdrawal.status === "FAILED") {
    return (
      <p className="text-xs text-red-700 dark:text-red-400">
        Returned to your available balance
        {withdrawal.failureReason ? `: ${withdrawal.failureReason}` : "."}
      </p>
    );
  }
  if (withdrawal.withBank) return <p className="text-xs text-muted">Processing with the bank</p>;
  return <p className="text-xs text-muted">Waiting for Crewlance to pay it out</p>;
}

/** A release's tax kept back (decision 0089): the amount shown is what arrived after it. */
function WithheldNote({ withheld }: { withheld: NonNullable<TWalletTransaction["withheld"]> }) {
  return (
    <p className="text-xs text-muted" data-testid="withheld-note">
      TDS {formatExactPaise(withheld.tds)} withheld
      {withheld.tcs > 0 ? ` · GST TCS ${formatExactPaise(withheld.tcs)} withheld` : ""}
    </p>
  );
}

/**
 * One ledger transaction: what it was, what it belongs to, the signed amount and its state. A
 * withdrawal is one row, its request, with the withdrawal's own state (decision 0079).
 */
export function TransactionRow({ transaction, onReceipt, downloading }: TransactionRowProps) {
  const { amount, type, status, reference, withdrawal } = transaction;
  const direction = amount > 0 ? "in" : amount < 0 ? "out" : "none";
  const Icon = direction === "in" ? ArrowDownLeft : direction === "out" ? ArrowUpRight : Minus;
  const label = TRANSACTION_TYPE_LABEL[type];
  const state = withdrawal
    ? withdrawal.withBank
      ? WITH_BANK
      : WITHDRAWAL_STATUS[withdrawal.status]
    : TRANSACTION_STATUS[status];
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex sm:gap-x-4 sm:px-5">
      <span
        className={cn(
          "grid size-9 shrink-0 place-items-center rounded-full",
          direction === "in" && "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400",
          direction === "out" && "bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-400",
          direction === "none" && "bg-surface-muted text-muted",
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-fg">
          {label}
          {/* The arrow, the colour and the sign say it on screen; this says it to a screen reader. */}
          {direction === "none" ? null : <span className="sr-only">, money {direction}</span>}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
          {" · "}
          {transaction.number}
          {reference ? (
            <>
              {" · "}
              <ReferenceLink reference={reference} />
            </>
          ) : null}
        </p>
        {withdrawal ? <WithdrawalNote withdrawal={withdrawal} /> : null}
        {transaction.withheld ? <WithheldNote withheld={transaction.withheld} /> : null}
      </div>
      <div className="col-start-2 flex items-center justify-between gap-3 sm:ml-auto sm:shrink-0 sm:justify-end">
        <Badge tone={state.tone}>{state.label}</Badge>
        <span className="w-24 text-right text-sm font-semibold sm:w-28">
          {withdrawal?.status === "FAILED" ? (
            <ReturnedAmount paise={withdrawal.amount} />
          ) : (
            <Amount paise={amount} signed />
          )}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onReceipt(transaction)}
          disabled={downloading}
          aria-label={`Download the receipt for ${transaction.number}`}
          title="Download receipt (PDF)"
        >
          <FileDown className="size-4" aria-hidden />
          <span className="hidden lg:inline">Receipt</span>
        </Button>
      </div>
    </li>
  );
}
