import { useQuery } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { LinkButton } from "@/components/link-button";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { formatExactPaise } from "@/lib/format";
import { approveMilestone, balanceQuery, cancelMilestone, fundMilestone } from "../api";
import { fundSentence, refundSentence, releaseSentence } from "../model";
import type { Milestone } from "../types";
import { useMilestoneMutation } from "../use-project-mutation";
import { MoneyRows } from "./money-rows";
import { releaseTaxRows, useReleasePreview } from "./release-preview";

/*
 * Every amount in these dialogs is exact (₹47,250.00), the button that moves the money included:
 * it is what the person agrees to (decision 0079). The milestone cards keep the short form.
 */

type DialogProps = {
  projectId: string;
  milestone: Milestone;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A new attempt, and its Idempotency-Key, each time a money dialog opens; a retry inside it reuses the key. */
function useAttemptKey() {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

// ── Fund ───────────────────────────────────────────────────────────────────────────────────

export function FundDialog(props: DialogProps) {
  const { milestone } = props;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Fund “${milestone.title}”`}
      description="The money waits in escrow until you approve the work or the milestone is cancelled."
    >
      {props.open ? <FundFlow {...props} /> : null}
    </FormDialog>
  );
}

function FundFlow({ projectId, milestone, onOpenChange }: DialogProps) {
  const idempotencyKey = useAttemptKey();
  const balance = useQuery(balanceQuery);
  const { amount, clientFee, clientFeeGst, fundTotal } = milestone.fees;
  const fund = useMilestoneMutation(
    projectId,
    fundMilestone,
    `${formatExactPaise(fundTotal)} moved to escrow for “${milestone.title}”`,
    () => onOpenChange(false),
  );
  const short = fund.error instanceof ApiError && fund.error.code === "INSUFFICIENT_FUNDS";
  const available = balance.data?.available;
  const missing = available === undefined ? 0 : Math.max(0, fundTotal - available);
  return (
    <div>
      <p className="text-base font-semibold text-fg">{fundSentence(amount, clientFee, clientFeeGst)}</p>
      <div className="mt-3">
        <MoneyRows
          rows={[
            ["Milestone amount", formatExactPaise(amount)],
            ["Client fee", formatExactPaise(clientFee)],
            ["GST on the fee", formatExactPaise(clientFeeGst)],
          ]}
          total={["Leaves your available balance", formatExactPaise(fundTotal)]}
        />
      </div>
      <div className="mt-3 text-sm">
        {balance.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : available !== undefined ? (
          <p className="text-muted">
            Available now: <span className="font-medium text-fg">{formatExactPaise(available)}</span>
          </p>
        ) : null}
      </div>
      {missing > 0 || short ? (
        <div
          role="alert"
          className="mt-4 flex flex-col gap-3 rounded-xl border border-orange-200 bg-orange-50 p-4 text-sm text-orange-900 sm:flex-row sm:items-center sm:justify-between dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-200"
        >
          <p>
            {missing > 0
              ? `Your available balance is ${formatExactPaise(missing)} short. Add funds, then fund the milestone.`
              : fund.error instanceof ApiError
                ? fund.error.message
                : null}
          </p>
          <LinkButton to="/wallet" variant="primary" className="shrink-0">
            <Wallet className="size-4" aria-hidden />
            Add funds
          </LinkButton>
        </div>
      ) : (
        <div className="mt-4">
          <FormAlert error={fund.error ?? undefined} />
        </div>
      )}
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={fund.isPending}>
          Not now
        </Button>
        <Button
          onClick={() => fund.mutate({ id: milestone.id, expectedTotal: fundTotal, idempotencyKey })}
          disabled={fund.isPending || missing > 0 || balance.isPending}
          aria-busy={fund.isPending || undefined}
        >
          {fund.isPending
            ? "Funding..."
            : fund.isError && !short
              ? `Try again: fund ${formatExactPaise(fundTotal)}`
              : `Fund ${formatExactPaise(fundTotal)}`}
        </Button>
      </Actions>
    </div>
  );
}

// ── Approve ────────────────────────────────────────────────────────────────────────────────

export function ApproveDialog(props: DialogProps & { freelancerName: string }) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Approve “${props.milestone.title}”`}
      description="Approving accepts the work and pays the freelancer from escrow. It cannot be undone."
    >
      {props.open ? <ApproveFlow {...props} /> : null}
    </FormDialog>
  );
}

function ApproveFlow({ projectId, milestone, onOpenChange, freelancerName }: DialogProps & { freelancerName: string }) {
  const idempotencyKey = useAttemptKey();
  const { amount, clientFee, freelancerFee } = milestone.fees;
  // The preview withholds TDS and TCS as the release will (decision 0089); until it answers, the fee-only figure.
  const preview = useReleasePreview(projectId, milestone.id);
  const freelancerReceives = preview.data?.net ?? milestone.fees.freelancerReceives;
  const approve = useMilestoneMutation(
    projectId,
    approveMilestone,
    `Approved — ${formatExactPaise(freelancerReceives)} released to ${freelancerName}`,
    () => onOpenChange(false),
  );
  return (
    <div>
      <p className="text-base font-semibold text-fg">{releaseSentence(freelancerReceives, freelancerName)}</p>
      <div className="mt-3">
        <MoneyRows
          rows={[
            ["Held in escrow", formatExactPaise(amount + clientFee)],
            ["Client fee to Crewlance", formatExactPaise(clientFee)],
            ...(preview.data
              ? releaseTaxRows(preview.data)
              : freelancerFee > 0
                ? ([["Freelancer fee to Crewlance", formatExactPaise(freelancerFee)]] as Array<[string, string]>)
                : []),
          ]}
          total={[`${freelancerName} receives`, formatExactPaise(freelancerReceives)]}
        />
      </div>
      <div className="mt-4">
        <FormAlert error={approve.error ?? undefined} />
      </div>
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={approve.isPending}>
          Not now
        </Button>
        <Button
          onClick={() => approve.mutate({ id: milestone.id, idempotencyKey })}
          disabled={approve.isPending || preview.isPending}
          aria-busy={approve.isPending || undefined}
        >
          {approve.isPending
            ? "Approving..."
            : approve.isError
              ? `Try again: approve and release ${formatExactPaise(freelancerReceives)}`
              : `Approve and release ${formatExactPaise(freelancerReceives)}`}
        </Button>
      </Actions>
    </div>
  );
}

// ── Cancel ─────────────────────────────────────────────────────────────────────────────────

export function CancelMilestoneDialog(props: DialogProps) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Cancel “${props.milestone.title}”`}
      description="A cancelled milestone leaves the project's total; the freelancer is told."
    >
      {props.open ? <CancelFlow {...props} /> : null}
    </FormDialog>
  );
}

function CancelFlow({ projectId, milestone, onOpenChange }: DialogProps) {
  const idempotencyKey = useAttemptKey();
  const funded = milestone.status === "FUNDED";
  const { amount, clientFee, clientFeeGst } = milestone.fees;
  // The fee's GST comes back with it, on a credit note (decision 0088).
  const refund = amount + clientFee + clientFeeGst;
  const cancel = useMilestoneMutation(
    projectId,
    cancelMilestone,
    funded ? `Cancelled — ${formatExactPaise(refund)} refunded to your wallet` : "Milestone cancelled",
    () => onOpenChange(false),
  );
  return (
    <div>
      {funded ? (
        <>
          <p className="text-base font-semibold text-fg">{refundSentence(amount, clientFee, clientFeeGst)}</p>
          <div className="mt-3">
            <MoneyRows
              rows={[
                ["Milestone amount", formatExactPaise(amount)],
                ["Client fee", formatExactPaise(clientFee)],
                ["GST on the fee", formatExactPaise(clientFeeGst)],
              ]}
              total={["Refunded to you", formatExactPaise(refund)]}
            />
          </div>
        </>
      ) : (
        <p className="text-sm text-fg">Nothing was funded yet, so no money moves.</p>
      )}
      <div className="mt-4">
        <FormAlert error={cancel.error ?? undefined} />
      </div>
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          Keep it
        </Button>
        <Button
          variant="danger"
          onClick={() => cancel.mutate({ id: milestone.id, idempotencyKey })}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
        >
          {cancel.isPending
            ? "Cancelling..."
            : funded
              ? `Cancel and refund ${formatExactPaise(refund)}`
              : "Cancel milestone"}
        </Button>
      </Actions>
    </div>
  );
}
