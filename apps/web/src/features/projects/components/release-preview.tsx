import { type TReleasePreview, tdsReasonText } from "@crewlance/contracts/withholding";
import { useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatExactPaise } from "@/lib/format";
import { useAuthStore } from "@/lib/session/auth-store";
import { releasePreviewQuery } from "../api";
import type { Milestone, Project } from "../types";

/*
 * The release preview (decision 0089): before a milestone is approved, the company and the
 * freelancer see what the release will pay — the fees, GST on the freelancer fee, TDS (Section
 * 194-O) and GST TCS (Section 52) withheld, and what reaches the freelancer.
 */

export function useReleasePreview(projectId: string, milestoneId: string, enabled = true) {
  return useQuery({ ...releasePreviewQuery(projectId, milestoneId), enabled });
}

/** The tax lines of a release, for the approve dialog's money rows. */
export function releaseTaxRows(preview: TReleasePreview): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (preview.freelancerFee > 0) rows.push(["Freelancer fee to Crewlance", formatExactPaise(preview.freelancerFee)]);
  if (preview.gstOnFreelancerFee)
    rows.push(["GST on the freelancer fee", formatExactPaise(preview.gstOnFreelancerFee)]);
  rows.push(["TDS withheld (Section 194-O)", formatExactPaise(preview.tds)]);
  if (preview.tcs > 0) rows.push(["GST TCS withheld (Section 52)", formatExactPaise(preview.tcs)]);
  return rows;
}

/**
 * On the freelancer's milestone card: "You will receive ₹… after TDS ₹…", and why TDS is what it
 * is (a PAN on the tax profile lowers it). A team's lead sees each member's line.
 */
export function PayoutPreviewNote({
  projectId,
  milestoneId,
  viewerId,
}: {
  projectId: string;
  milestoneId: string;
  viewerId: string;
}) {
  const preview = useReleasePreview(projectId, milestoneId);
  if (preview.isPending) return <Skeleton className="mt-3 h-12 w-full" />;
  if (!preview.data) return null;
  const mine = preview.data.payees.find((payee) => payee.userId === viewerId) ?? preview.data.payees[0];
  if (!mine) return null;
  const others = preview.data.payees.filter((payee) => payee !== mine);
  return (
    <section
      aria-label="What you will receive"
      className="mt-3 rounded-xl border border-line bg-surface-muted/50 p-3 text-sm"
      data-testid="payout-preview"
    >
      <p className="flex items-start gap-2 font-medium text-fg">
        <Landmark className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
        <span>
          You will receive {formatExactPaise(mine.net)} after TDS {formatExactPaise(mine.tds.amount)}
          {mine.tcs ? ` and GST TCS ${formatExactPaise(mine.tcs.amount)}` : ""}
          {mine.fee > 0
            ? ` and the ${formatExactPaise(mine.fee)} fee${preview.data.gstOnFreelancerFee > 0 ? " with its GST" : ""}`
            : ""}
          .
        </span>
      </p>
      <p className="mt-1 pl-6 text-xs text-muted">{tdsReasonText(mine.tds)}</p>
      {preview.data.gstOnFreelancerFee > 0 ? (
        <p className="mt-1 pl-6 text-xs text-muted">
          GST on the freelancer fee: {formatExactPaise(preview.data.gstOnFreelancerFee)}, on the tax invoice in your
          wallet.
        </p>
      ) : null}
      {others.length > 0 ? (
        <ul className="mt-2 space-y-1 pl-6 text-xs text-muted">
          {others.map((payee) => (
            <li key={payee.userId}>
              {payee.name}: {formatExactPaise(payee.net)} after TDS {formatExactPaise(payee.tds.amount)}
              {payee.tcs ? ` and TCS ${formatExactPaise(payee.tcs.amount)}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The states in which approval is still ahead: the freelancer sees what it will pay them. */
const PAYABLE = new Set<Milestone["status"]>(["FUNDED", "SUBMITTED", "REVISION_REQUESTED"]);

/** The payout note on a milestone card, for the hired freelancer while the milestone is payable. */
export function FreelancerPayout({ project, milestone }: { project: Project; milestone: Milestone }) {
  const viewerId = useAuthStore((state) => state.user?.id) ?? "";
  if (project.viewerSide !== "FREELANCER" || !PAYABLE.has(milestone.status)) return null;
  return <PayoutPreviewNote projectId={project.id} milestoneId={milestone.id} viewerId={viewerId} />;
}
