import { formatPaise } from "@crewlance/contracts/money";
import { Landmark, Lock, ReceiptText, Undo2, Wallet } from "lucide-react";
import { progressPercent, type Side } from "../model";
import type { Project } from "../types";
import { ProgressBar } from "./progress-bar";

const bps = (value: number) => `${(value / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;

/** Escrow held, paid, remaining and fees of a project, from the API's money summary. */
export function MoneySummary({ project, side }: { project: Project; side: Side | null }) {
  const { money } = project;
  const percent = progressPercent(money.paid, money.total);
  const rows = [
    { icon: Lock, label: "Held in escrow", value: money.escrowHeld, hint: "Funded milestones, with their client fee" },
    {
      icon: Wallet,
      label: side === "FREELANCER" ? "Paid to you" : "Paid",
      value: side === "FREELANCER" ? money.freelancerReceived : money.paid,
      hint:
        side === "FREELANCER" && money.freelancerFees > 0 ? `After ${formatPaise(money.freelancerFees)} in fees` : null,
    },
    { icon: Landmark, label: "Remaining", value: money.remaining, hint: "Still to be paid on open milestones" },
  ];
  // A split dispute keeps its milestone in the total but sends part back: say so, or the paid and
  // remaining figures would not add up to the total (decision 0079).
  const splitRefunded = project.milestones.reduce(
    (sum, milestone) => (milestone.resolution?.outcome === "SPLIT" ? sum + milestone.resolution.refundedAmount : sum),
    0,
  );
  if (splitRefunded > 0) {
    rows.push({
      icon: Undo2,
      label: "Refunded by dispute",
      value: splitRefunded,
      hint: "Went back to the company in a split",
    });
  }
  return (
    <section aria-labelledby="money-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="money-heading" className="text-xs font-semibold tracking-wide text-muted uppercase">
        Money
      </h2>
      <p className="mt-2 text-2xl font-semibold text-fg tabular-nums">{formatPaise(money.total)}</p>
      <p className="text-xs text-muted">
        {formatPaise(money.paid)} paid · {percent}%
      </p>
      <ProgressBar
        value={percent}
        label={`${formatPaise(money.paid)} paid of ${formatPaise(money.total)}`}
        className="mt-2"
      />
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start gap-3">
            {/* The icon and the hint sit inside the dt: a dl's groups hold only dt and dd (axe). */}
            <dt className="flex min-w-0 flex-1 items-start gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-muted text-muted">
                <row.icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-muted">{row.label}</span>
                {row.hint ? <span className="block text-xs text-muted/80">{row.hint}</span> : null}
              </span>
            </dt>
            <dd className="font-semibold text-fg tabular-nums">{formatPaise(row.value)}</dd>
          </div>
        ))}
        <div className="flex items-start gap-3 border-t border-line pt-3">
          <dt className="flex min-w-0 flex-1 items-start gap-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-muted text-muted">
              <ReceiptText className="size-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm text-muted">Fees</span>
              <span className="block text-xs text-muted/80">
                Client {bps(money.clientFeeBps)} · freelancer {bps(money.freelancerFeeBps)}
              </span>
            </span>
          </dt>
          <dd className="font-semibold text-fg tabular-nums">{formatPaise(money.clientFees + money.freelancerFees)}</dd>
        </div>
      </dl>
    </section>
  );
}
