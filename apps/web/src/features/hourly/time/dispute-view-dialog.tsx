import type { TDispute } from "@crewlance/contracts/projects";
import { useQuery } from "@tanstack/react-query";
import { Scale } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime, formatExactPaise } from "@/lib/format";
import { disputeQuery } from "../time-api";

/**
 * The dispute of a week's held-back entries, as both sides read it: the entries and reasons the
 * company gave, the statements, and the admin's outcome once resolved (decision 0037).
 */
export function DisputeViewButton({ disputeId }: { disputeId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={() => setOpen(true)}>
        <Scale className="size-4" aria-hidden />
        See the dispute
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        wide
        title="The dispute"
        description="A Crewlance admin reads both sides and releases, refunds or splits the disputed hours."
      >
        {open ? <DisputeDetails disputeId={disputeId} /> : null}
      </FormDialog>
    </>
  );
}

const OUTCOME: Record<NonNullable<TDispute["resolution"]>["outcome"], string> = {
  RELEASE: "Released to the freelancer",
  REFUND: "Refunded to the company",
  SPLIT: "Split between both sides",
};

function DisputeDetails({ disputeId }: { disputeId: string }) {
  const dispute = useQuery(disputeQuery(disputeId));
  if (dispute.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (dispute.isError) return <FormAlert error={dispute.error} />;
  const { milestone, resolution, statements } = dispute.data;
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={resolution ? "success" : "danger"}>{resolution ? "Resolved" : "Open"}</Badge>
        <span className="text-muted">{formatExactPaise(milestone.amount)} held back</span>
      </div>
      {resolution ? (
        <div className="rounded-xl border border-line bg-surface-muted p-3">
          <p className="font-medium text-fg">{OUTCOME[resolution.outcome]}</p>
          <p className="mt-1 text-muted">
            {formatExactPaise(resolution.freelancerAmount)} to the freelancer,{" "}
            {formatExactPaise(resolution.companyRefund)} back to the company.
          </p>
          {resolution.note ? <p className="mt-1 break-words text-fg">{resolution.note}</p> : null}
        </div>
      ) : null}
      <ol className="space-y-3">
        {statements.map((statement) => (
          <li key={`${statement.createdAt}-${statement.author.id}`} className="rounded-xl border border-line p-3">
            <p className="text-xs text-muted">
              {statement.author.name} · {formatDateTime(new Date(statement.createdAt))}
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-fg">{statement.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
