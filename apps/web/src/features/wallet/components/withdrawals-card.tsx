import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Amount } from "@/components/amount";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { withdrawalsQuery } from "../api";
import { formatDate, withdrawalState } from "../labels";

const SHOWN = 5;

/**
 * The viewer's latest withdrawals and where each stands: requested, processing with the bank,
 * paid with the bank's reference (UTR), or returned with the reason.
 */
export function WithdrawalsCard() {
  const id = useId();
  const query = useQuery(withdrawalsQuery);
  const items = query.data?.items.slice(0, SHOWN) ?? [];
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
        Withdrawals
      </h2>
      {query.isPending ? (
        <Skeleton className="mt-3 h-16" />
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-fg">
          {errorMessage(query.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No withdrawals yet. Each one you request shows here with where it stands.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-(--border)">
          {items.map((withdrawal) => {
            const state = withdrawalState(withdrawal);
            return (
              <li key={withdrawal.id} className="py-2.5 first:pt-0 last:pb-0">
                <div className="flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-fg">
                    <Amount paise={withdrawal.amount} />
                  </span>
                  <Badge tone={state.tone}>{state.label}</Badge>
                </div>
                <p className="mt-0.5 truncate text-xs text-muted">
                  {withdrawal.method.label} · {formatDate(withdrawal.createdAt)}
                </p>
                {state.label === "Processing with the bank" ? (
                  <p className="mt-0.5 text-xs text-muted">Sent to your bank; it usually arrives within minutes.</p>
                ) : null}
                {withdrawal.utr ? (
                  <p className="mt-0.5 text-xs text-muted">
                    UTR <span className="font-mono break-all text-fg">{withdrawal.utr}</span>
                  </p>
                ) : null}
                {withdrawal.failureReason ? (
                  <p className="mt-1 text-xs text-red-700 dark:text-red-400">{withdrawal.failureReason}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
