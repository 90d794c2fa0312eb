import type { TAdminWithdrawal, TSettleWithdrawalBody, TWithdrawalStatus } from "@crewlance/contracts/wallet";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useId, useState } from "react";
import { Amount } from "@/components/amount";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { firstAttempt, type IdempotentAttempt, nextAttempt } from "@/lib/idempotent-send";
import { toast } from "@/lib/toast";
import { formatDateTime, WITHDRAWAL_STATUS } from "../labels";
import { formatExactPaise } from "../money";
import { walletKeys } from "../query-keys";
import { settleWithdrawal, withdrawalQueueQuery } from "./admin-api";
import { FailWithdrawalDialog } from "./fail-withdrawal-dialog";
import { MarkPaidDialog } from "./mark-paid-dialog";

/** The payout provider is paying it: it settles itself, so no one marks it by hand (decision 0087). */
function providerHas(withdrawal: TAdminWithdrawal): boolean {
  const payout = withdrawal.payout?.status;
  return withdrawal.status === "PENDING" && (payout === "CREATING" || payout === "SENT");
}

/** Which payout the provider made, or why it refused one (then the admin pays it by hand). */
function PayoutNote({ withdrawal }: { withdrawal: TAdminWithdrawal }) {
  const { payout } = withdrawal;
  if (!payout) return null;
  if (payout.status === "REFUSED") {
    return (
      <p className="text-xs text-red-700 dark:text-red-400">
        The payout provider refused it{payout.note ? `: ${payout.note.replace(/\.$/, "")}.` : "."} Pay it by hand.
      </p>
    );
  }
  return (
    <p className="text-xs text-muted">
      RazorpayX payout{payout.id ? <span className="font-mono text-fg"> {payout.id}</span> : null}
    </p>
  );
}

/** `sent` is what was last sent for this decision: the UTR of a payout, or the reason it failed. */
type Pending = ({ withdrawal: TAdminWithdrawal; outcome: "PAID" | "FAILED" } & IdempotentAttempt) | null;

/** Withdrawals waiting to be paid out (oldest first); each is marked paid, or failed with a reason. */
export function WithdrawalQueue() {
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TWithdrawalStatus>("PENDING");
  const [pending, setPending] = useState<Pending>(null);
  const query = useInfiniteQuery(withdrawalQueueQuery(status));
  const settle = useMutation({
    mutationFn: settleWithdrawal,
    onSuccess: (withdrawal) => {
      setPending(null);
      toast.success(
        withdrawal.status === "PAID"
          ? `Marked ${formatExactPaise(withdrawal.amount)} as paid`
          : `Marked failed; ${formatExactPaise(withdrawal.amount)} went back to the user`,
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.admin() }),
  });
  const ask = (withdrawal: TAdminWithdrawal, outcome: "PAID" | "FAILED") => {
    settle.reset();
    // One key per decision: pressing confirm again after a failure is the same attempt.
    setPending({ withdrawal, outcome, ...firstAttempt() });
  };
  // A different UTR or reason is a new attempt under a new key; the same one again a retry (nextAttempt).
  const send = (sent: string, body: TSettleWithdrawalBody) => {
    if (!pending) return;
    const attempt = nextAttempt(pending, sent);
    setPending({ ...pending, ...attempt });
    settle.mutate({ id: pending.withdrawal.id, body, idempotencyKey: attempt.idempotencyKey });
  };
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card className="p-0" role="region" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line p-4 sm:p-5">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
            Withdrawals queue
          </h2>
          <p className="text-sm text-muted">Pay each one out from the bank, then mark it here.</p>
        </div>
        <div className="w-40 space-y-1.5">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-fg">
            Show
          </label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as TWithdrawalStatus)}
          >
            <option value="PENDING">Pending</option>
            <option value="PAID">Paid</option>
            <option value="FAILED">Failed</option>
          </Select>
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="m-5 h-24" />
      ) : query.isError ? (
        <div className="p-5">
          <p role="alert" className="text-sm text-fg">
            {errorMessage(query.error)}
          </p>
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          compact
          className="m-4 border-0"
          icon={Inbox}
          title={
            status === "PENDING"
              ? "Nothing to pay out"
              : `No ${WITHDRAWAL_STATUS[status].label.toLowerCase()} withdrawals`
          }
          description={
            status === "PENDING" ? "Withdrawals that users request appear here." : "Settled withdrawals appear here."
          }
        />
      ) : (
        <ul aria-label="Withdrawals" className="divide-y divide-(--border)">
          {items.map((withdrawal) => (
            <li key={withdrawal.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-fg">{withdrawal.user.fullName}</p>
                <p className="truncate text-xs text-muted">{withdrawal.user.email}</p>
                <p className="truncate text-xs text-muted">
                  {withdrawal.method.label}
                  {withdrawal.method.accountHolder ? ` · ${withdrawal.method.accountHolder}` : ""} · requested{" "}
                  {formatDateTime(withdrawal.createdAt)}
                </p>
                {withdrawal.status === "PENDING" && !providerHas(withdrawal) ? (
                  <PayTo destination={withdrawal.payTo} />
                ) : null}
                <PayoutNote withdrawal={withdrawal} />
                {withdrawal.utr ? (
                  <p className="text-xs text-muted">
                    UTR <span className="font-mono text-fg">{withdrawal.utr}</span>
                  </p>
                ) : null}
                {withdrawal.failureReason ? (
                  <p className="text-xs text-red-700 dark:text-red-400">{withdrawal.failureReason}</p>
                ) : null}
              </div>
              <span className="text-sm font-semibold text-fg">
                <Amount paise={withdrawal.amount} />
              </span>
              {providerHas(withdrawal) ? (
                <Badge tone="accent">Provider paying</Badge>
              ) : withdrawal.status === "PENDING" ? (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => ask(withdrawal, "FAILED")}>
                    Mark failed
                  </Button>
                  <Button size="sm" onClick={() => ask(withdrawal, "PAID")}>
                    Mark paid
                  </Button>
                </div>
              ) : (
                <Badge tone={WITHDRAWAL_STATUS[withdrawal.status].tone}>
                  {WITHDRAWAL_STATUS[withdrawal.status].label}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center border-t border-line p-3">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      ) : null}
      <MarkPaidDialog
        withdrawal={pending?.outcome === "PAID" ? pending.withdrawal : null}
        busy={settle.isPending}
        error={settle.error}
        onConfirm={(utr) => send(utr, { outcome: "PAID", utr })}
        onClose={() => setPending(null)}
      />
      <FailWithdrawalDialog
        withdrawal={pending?.outcome === "FAILED" ? pending.withdrawal : null}
        busy={settle.isPending}
        error={settle.error}
        onConfirm={(reason) => send(reason, { outcome: "FAILED", reason })}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}

/** The full destination, shown only while the admin has to send the money (decision 0054). */
function PayTo({ destination }: { destination: TAdminWithdrawal["payTo"] }) {
  return (
    <p className="mt-1 text-xs text-fg">
      <span className="font-medium">Pay to: </span>
      {destination.type === "BANK" ? (
        <>
          {destination.accountHolder} · IFSC <span className="font-mono">{destination.ifsc}</span> · account{" "}
          <span className="font-mono">{destination.accountNumber}</span>
        </>
      ) : (
        <>
          UPI <span className="font-mono">{destination.vpa}</span>
        </>
      )}
    </p>
  );
}
