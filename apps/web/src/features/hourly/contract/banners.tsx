import type { THourlyContract } from "@crewlance/contracts/hourly";
import { Hourglass, Repeat, Wallet } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { LinkButton } from "@/components/link-button";
import { Button } from "@/components/ui/button";
import { formatRate, limitLabel, manualPolicyLabel } from "@/lib/hourly-terms";
import { formatDay } from "@/lib/marketplace/labels";
import { answerChange, type ChangeAnswer, fundWeek, withdrawChange } from "../contract-api";
import { useContractMutation } from "./use-contract-mutation";

const banner = "flex flex-col gap-3 rounded-2xl border p-4 text-sm sm:flex-row sm:items-start sm:justify-between";
const warning =
  "border-orange-200 bg-orange-50 text-orange-950 dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-100";
const info = "border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100";

/**
 * This week could not be funded (decision 0091): logging waits. Both sides read why; the company
 * adds funds in its wallet or retries now, under one Idempotency-Key per attempt.
 */
export function FundingBanner({ contract }: { contract: THourlyContract }) {
  const week = contract.thisWeek;
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const fund = useContractMutation(contract.projectId, fundWeek, "This week is funded. Time can be logged again.", () =>
    setIdempotencyKey(crypto.randomUUID()),
  );
  if (week?.status !== "UNFUNDED") return null;
  const company = contract.viewerSide === "COMPANY";
  return (
    <section aria-label="This week is not funded" className={`${banner} ${warning}`}>
      <div className="flex min-w-0 items-start gap-3">
        <Wallet className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">This week is not funded yet</p>
          <p>{week.fundingNote ?? "The company's wallet did not hold enough for this week's escrow."}</p>
          <p>
            {company
              ? "Add funds to your wallet, then fund this week; until then the freelancer cannot log time."
              : "Time cannot be logged until the company funds this week. Both of you were told."}
          </p>
          {fund.error ? <FormAlert error={fund.error} /> : null}
        </div>
      </div>
      {company ? (
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <LinkButton to="/wallet" variant="secondary">
            <Wallet className="size-4" aria-hidden />
            Add funds
          </LinkButton>
          <Button
            onClick={() => fund.mutate({ projectId: contract.projectId, weekStart: week.weekStart, idempotencyKey })}
            disabled={fund.isPending}
            aria-busy={fund.isPending || undefined}
          >
            {fund.isPending ? "Funding..." : "Fund this week"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The terms waiting for their week: the freelancer accepts or declines a rate change; the company may withdraw it. */
export function PendingChangeBanner({ contract }: { contract: THourlyContract }) {
  const change = contract.pendingChange;
  const projectId = contract.projectId;
  const answer = useContractMutation(projectId, (value: ChangeAnswer) => answerChange(projectId, value), "Answer sent");
  const withdraw = useContractMutation(projectId, () => withdrawChange(projectId), "Change withdrawn");
  if (!change || contract.status === "ENDED") return null;
  const consent = change.status === "PENDING";
  const rateChanges = change.rate !== contract.terms.rate;
  const busy = answer.isPending || withdraw.isPending;
  const title =
    contract.viewerSide === "FREELANCER" && consent
      ? "The company proposes new terms: your answer is needed"
      : consent
        ? "New terms wait for the freelancer's consent"
        : "New terms are agreed";
  return (
    <section aria-label="Coming change of terms" className={`${banner} ${info}`}>
      <div className="flex min-w-0 items-start gap-3">
        <Repeat className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">{title}</p>
          <p>
            From Monday {formatDay(change.effectiveWeek)}:{" "}
            <span className="font-medium">
              {formatRate(change.rate)}
              {rateChanges ? ` (now ${formatRate(contract.terms.rate)})` : ""}
            </span>{" "}
            · {limitLabel(change.weeklyLimitHours)} · {manualPolicyLabel(change)}.
          </p>
          {consent ? (
            <p className="text-xs opacity-90">
              A new rate applies from the first week that opens after the freelancer accepts it.
            </p>
          ) : null}
          <FormAlert error={answer.error ?? withdraw.error ?? undefined} />
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        {contract.viewerSide === "FREELANCER" && consent ? (
          <>
            <Button variant="secondary" onClick={() => answer.mutate("decline")} disabled={busy}>
              Decline
            </Button>
            <Button onClick={() => answer.mutate("accept")} disabled={busy} aria-busy={answer.isPending || undefined}>
              Accept new rate
            </Button>
          </>
        ) : null}
        {contract.viewerSide === "COMPANY" ? (
          <Button variant="secondary" onClick={() => withdraw.mutate(undefined)} disabled={busy}>
            Withdraw change
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** What waits on the viewer, said plainly. */
export function WaitingOnViewer({ contract }: { contract: THourlyContract }) {
  if (!contract.waitingOnViewer) return null;
  return (
    <p className="inline-flex items-center gap-2 self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
      <Hourglass className="size-3.5" aria-hidden />
      Your turn: {contract.waitingOnViewer}
    </p>
  );
}
