import type { THourlyContract, THourlyContractStatus } from "@crewlance/contracts/hourly";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatRate, limitLabel, manualPolicyLabel } from "@/lib/hourly-terms";
import { formatDay } from "@/lib/marketplace/labels";
import { ChangeTermsDialog } from "./change-terms-dialog";
import { LifecycleActions } from "./lifecycle-actions";

export const CONTRACT_STATUS: Record<THourlyContractStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: "Active", tone: "success" },
  PAUSED: { label: "Paused", tone: "warning" },
  ENDED: { label: "Ended", tone: "neutral" },
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg sm:text-right">{children}</dd>
    </div>
  );
}

/** The contract's terms, its dates and status; the company changes terms, either party pauses, resumes or ends. */
export function TermsPanel({ contract }: { contract: THourlyContract }) {
  const [changing, setChanging] = useState(false);
  const { terms } = contract;
  const status = CONTRACT_STATUS[contract.status];
  const canChange = contract.viewerSide === "COMPANY" && contract.status !== "ENDED";
  return (
    <section aria-labelledby="hourly-terms-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="hourly-terms-heading" className="text-base font-semibold text-fg">
          Terms
        </h3>
        {canChange ? (
          <Button size="sm" variant="secondary" onClick={() => setChanging(true)}>
            <Pencil className="size-4" aria-hidden />
            Change terms
          </Button>
        ) : null}
      </div>
      <dl className="divide-y divide-[var(--border)] rounded-xl border border-line px-4">
        <Row label="Rate">{formatRate(terms.rate)}</Row>
        <Row label="Weekly limit">
          {terms.weeklyLimitHours === null ? "No limit" : limitLabel(terms.weeklyLimitHours)}
        </Row>
        <Row label="Manual time">{manualPolicyLabel(terms)}</Row>
        <Row label="Started">{formatDay(contract.startDate)}</Row>
        <Row label="Status">
          <Badge tone={status.tone}>{status.label}</Badge>
          {contract.status === "PAUSED" && contract.pausedAt ? (
            <span className="ml-2 text-xs text-muted">since {formatDay(contract.pausedAt)}</span>
          ) : null}
          {contract.status === "ENDED" && contract.endedAt ? (
            <span className="ml-2 text-xs text-muted">on {formatDay(contract.endedAt)}</span>
          ) : null}
        </Row>
      </dl>
      <p className="text-xs text-muted">
        Weeks run Monday 00:00 to Sunday 23:59, India time. With a weekly limit, each week's maximum plus the client fee
        and GST is held in escrow when the week starts; unused escrow returns when it closes.
      </p>
      <LifecycleActions contract={contract} />
      {canChange ? <ChangeTermsDialog contract={contract} open={changing} onOpenChange={setChanging} /> : null}
    </section>
  );
}
